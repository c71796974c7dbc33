/**
 * The real manifests under manifests/guides and manifests/empty-states validate cleanly. While
 * other kinds are still being written, only gate names (`access/*`) and route names
 * (`*\/unknown-route`) may be unresolved.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../cli/src/formatDiagnostics';
import { validate } from '../../generator/src/index';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const TOLERATED = /^(access\/|[a-z-]+\/unknown-route$)/;

describe('real guides and empty-states manifests', () => {
  const project = validate(ROOT);
  for (const dir of [
    'manifests/guides/',
    'manifests/empty-states/',
    'locales/en/guides',
    'locales/en/empty-states',
    'locales/en/activation',
  ]) {
    it(`${dir} has no diagnostics besides unresolved gate and route names`, () => {
      const mine = project.diagnostics.filter(
        (d) => d.file.startsWith(dir) && !TOLERATED.test(d.rule),
      );
      expect(formatDiagnostics(mine)).toBe('');
    });
  }
  it('every guides and empty-states document passed its schema', () => {
    const docs = project.documents.filter((d) => d.kind === 'guides' || d.kind === 'empty-states');
    const files = ['guides', 'empty-states'].flatMap((dir) =>
      readdirSync(join(ROOT, 'manifests', dir)).filter((f) => f.endsWith('.yaml')),
    );
    expect(docs.length).toBe(files.length);
    expect(docs.filter((d) => !d.valid).map((d) => d.file)).toEqual([]);
  });
});
