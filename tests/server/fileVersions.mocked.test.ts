/**
 * project/fileVersions.ts answers a file's modification time
 * without a stat per ask, and still sees every change (a rewrite, a file that appears, one that
 * goes away) — what the dev loop and a `npm run gen` beside a running server need.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { modifiedAt } from '../../server/src/project/fileVersions';

/** The stats the module asks of the file system, by path. */
const stats = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    statSync: (...args: Parameters<typeof fs.statSync>) => {
      stats.push(String(args[0]));
      return fs.statSync(...args);
    },
  };
});

const folder = mkdtempSync(join(tmpdir(), 'file-versions-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Asks until the answer is `expected` (the folder's watcher reports asynchronously): up to 20 s,
 * so a busy machine slows the test without failing it.
 */
async function settlesTo(file: string, expected: (time: number) => boolean): Promise<number> {
  for (let tries = 0; tries < 2_000; tries++) {
    const time = modifiedAt(file);
    if (expected(time)) return time;
    await new Promise((done) => setTimeout(done, 10));
  }
  return modifiedAt(file);
}

describe('modifiedAt', () => {
  it('answers -1 for a missing file, and its time once it appears', async () => {
    const file = join(folder, 'appears.json');
    expect(modifiedAt(file)).toBe(-1);
    writeFileSync(file, '{}');
    utimesSync(file, 1_000, 1_000);
    await expect(settlesTo(file, (t) => t === 1_000_000)).resolves.toBe(1_000_000);
  });

  it('sees a rewrite of the file', async () => {
    const file = join(folder, 'rewritten.json');
    writeFileSync(file, '{"a":1}');
    utimesSync(file, 2_000, 2_000);
    expect(modifiedAt(file)).toBe(2_000_000);
    writeFileSync(file, '{"a":2}');
    utimesSync(file, 3_000, 3_000);
    await expect(settlesTo(file, (t) => t === 3_000_000)).resolves.toBe(3_000_000);
  });

  it('sees the file go away', async () => {
    const file = join(folder, 'removed.json');
    writeFileSync(file, '{}');
    expect(modifiedAt(file)).toBeGreaterThan(0);
    rmSync(file);
    await expect(settlesTo(file, (t) => t === -1)).resolves.toBe(-1);
  });

  it('answers from memory while nothing changes (no stat after the first)', async () => {
    const file = join(folder, 'steady.json');
    writeFileSync(file, '{}');
    utimesSync(file, 4_000, 4_000);
    // The writes' own events are handled first.
    await new Promise((done) => setTimeout(done, 100));
    expect(modifiedAt(file)).toBe(4_000_000);
    const before = stats.filter((path) => path === file).length;
    for (let i = 0; i < 50; i++) expect(modifiedAt(file)).toBe(4_000_000);
    await new Promise((done) => setTimeout(done, 50));
    expect(modifiedAt(file)).toBe(4_000_000);
    expect(stats.filter((path) => path === file).length).toBe(before);
  });

  it('stats every time in a folder it cannot watch', () => {
    const file = join(folder, 'no-such-folder', 'x.json');
    expect(modifiedAt(file)).toBe(-1);
    expect(modifiedAt(file)).toBe(-1);
    expect(stats.filter((path) => path === file)).toHaveLength(2);
  });
});
