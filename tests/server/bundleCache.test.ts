/**
 * server/src/project/bundleCache.ts: a value built from bundle files is built once, kept while
 * the files are unchanged, and rebuilt after one of them is rewritten (a plan price
 * saved under `npm run dev` reaches the next request without a restart).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBundles } from '../../server/src/project/bundleCache';
import { readBundleJson, bundlePath } from '../../server/src/project/appBundle';

let builds = 0;
function readPrice(root: string): number {
  builds += 1;
  return readBundleJson(bundlePath(root, 'catalog')).price as number;
}

const roots: string[] = [];
function project(price: number): string {
  const root = mkdtempSync(join(tmpdir(), 'lodestar-bundles-'));
  roots.push(root);
  mkdirSync(join(root, 'generated', 'bundle'), { recursive: true });
  writeFileSync(bundlePath(root, 'catalog'), JSON.stringify({ price }));
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  builds = 0;
});

describe('fromBundles', () => {
  it('builds once while the files are unchanged, per project root', () => {
    const a = project(950);
    const b = project(1200);
    expect(fromBundles(a, ['catalog'], readPrice)).toBe(950);
    expect(fromBundles(a, ['catalog'], readPrice)).toBe(950);
    expect(fromBundles(b, ['catalog'], readPrice)).toBe(1200);
    expect(builds).toBe(2);
  });

  it('rebuilds after a bundle file is rewritten', async () => {
    const root = project(950);
    expect(fromBundles(root, ['catalog'], readPrice)).toBe(950);
    writeFileSync(bundlePath(root, 'catalog'), JSON.stringify({ price: 951 }));
    // The rewrite may land within the file system's timestamp granularity: move it on explicitly.
    const later = new Date(Date.now() + 5_000);
    utimesSync(bundlePath(root, 'catalog'), later, later);
    // The folder's watcher reports the change on a later turn (project/fileVersions.ts).
    await vi.waitFor(() => expect(fromBundles(root, ['catalog'], readPrice)).toBe(951));
    expect(builds).toBe(2);
  });

  it('names the file when it is missing', () => {
    const root = project(950);
    rmSync(bundlePath(root, 'catalog'));
    expect(() => fromBundles(root, ['catalog'], readPrice)).toThrow(/catalog\.json.*npm run gen/);
  });
});
