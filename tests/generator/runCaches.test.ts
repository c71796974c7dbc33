/**
 * The caches that keep a run short: a manifest's schema check is redone only when its text or the
 * translation keys change, what is kept on disk is read back by a fresh generator, and a problem
 * the pipeline later lists others under never changes what is kept.
 */
import { describe, expect, it } from 'vitest';
import type { DiskCache } from '../../generator/src/core/diskCache';
import { withPersistedCodeCache } from '../../generator/src/core/persisted';
import type { Diagnostic } from '../../generator/src/core/types';
import { createValidationCache, keysDigest } from '../../generator/src/core/validationCache';
import type { CodeCache } from '../../generator/src/i18n/scanCode';

function memoryDisk(): DiskCache & { writes: string[] } {
  const store = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    read: <T>(name: string) => (store.has(name) ? (JSON.parse(store.get(name)!) as T) : undefined),
    write(name, value) {
      writes.push(name);
      store.set(name, JSON.stringify(value));
    },
  };
}

const problem: Diagnostic = {
  file: 'manifests/a.yaml',
  pointer: '/x',
  line: 2,
  column: 3,
  rule: 'schema/unknown-key',
  message: 'Unknown key "x"',
};

describe('the validation cache', () => {
  it('checks a file again only when its text or the translation keys change', () => {
    const cache = createValidationCache(undefined);
    let runs = 0;
    const run = () => (runs++, { problems: [problem], keyRefs: [] });
    const keys = keysDigest(new Set(['nav:a']));
    cache.get('manifests/a.yaml', 'kind: menus', keys, run);
    cache.get('manifests/a.yaml', 'kind: menus', keys, run);
    expect(runs).toBe(1);
    cache.get('manifests/a.yaml', 'kind: menus\n', keys, run);
    expect(runs).toBe(2);
    cache.get('manifests/a.yaml', 'kind: menus\n', keysDigest(new Set(['nav:a', 'nav:b'])), run);
    expect(runs).toBe(3);
  });

  it('hands out copies: listing a problem under another does not reach the kept result', () => {
    const cache = createValidationCache(undefined);
    const run = () => ({ problems: [{ ...problem }], keyRefs: [] });
    const first = cache.get('manifests/a.yaml', 't', 'k', run);
    first.problems[0]!.follows = [{ message: 'later', places: [] }];
    expect(cache.get('manifests/a.yaml', 't', 'k', run).problems[0]!.follows).toBeUndefined();
  });

  it('a fresh generator reads the results kept on disk instead of checking again', () => {
    const disk = memoryDisk();
    const first = createValidationCache(disk);
    first.get('manifests/a.yaml', 't', 'k', () => ({ problems: [problem], keyRefs: [] }));
    first.save();
    first.save(); // nothing new: not written again
    expect(disk.writes).toEqual(['validation']);
    const fresh = createValidationCache(disk);
    const result = fresh.get('manifests/a.yaml', 't', 'k', () => {
      throw new Error('checked again');
    });
    expect(result.problems).toEqual([problem]);
  });
});

describe('the code scan kept on disk', () => {
  it('is written only when a file was read again, and seeds a fresh cache', () => {
    const disk = memoryDisk();
    const cache: CodeCache = new Map();
    const entry = { digest: 'd1', uses: [] };
    withPersistedCodeCache(disk, cache, () => cache.set('runtime/a.ts', entry));
    withPersistedCodeCache(disk, cache, () => undefined);
    expect(disk.writes).toEqual(['code-keys']);
    const fresh: CodeCache = new Map();
    withPersistedCodeCache(disk, fresh, () => undefined);
    expect(fresh.get('runtime/a.ts')).toEqual(entry);
  });
});
