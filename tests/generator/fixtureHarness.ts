/**
 * Fixture folders (habit 8): `tests/fixtures/invalid/<case>/` holds manifests/ and locales/ plus
 * `expected.txt`, the diagnostics `lodestar validate` must print; `tests/fixtures/valid/<case>/`
 * holds manifests/ and locales/ plus `expected/`, files the generator must produce byte for byte.
 * Run with UPDATE_FIXTURES=1 to (re)write expectations after reviewing the change.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
export const UPDATE = process.env.UPDATE_FIXTURES === '1';

export function fixtureCases(group: 'valid' | 'invalid'): string[] {
  const dir = join(FIXTURES, group);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

export function readOrUpdate(file: string, actual: string): string {
  if (UPDATE || !existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    if (UPDATE) writeFileSync(file, actual);
  }
  return existsSync(file) ? readFileSync(file, 'utf8') : '(missing: run with UPDATE_FIXTURES=1)';
}
