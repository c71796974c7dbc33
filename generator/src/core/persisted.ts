/**
 * The generator's caches as the CLI keeps them between processes (core/diskCache.ts): a fresh
 * `lodestar generate` reads the code files' translation keys and the emitters' outputs from the
 * last run instead of parsing every code file and emitting every file again.
 */
import type { CodeCache } from '../i18n/scanCode';
import type { DiskCache } from './diskCache';
import type { OutputFile } from './types';

const CODE_KEYS = 'code-keys';

export interface EmitEntry {
  key: string;
  files: OutputFile[];
}

/** Runs the code scan with the cache seeded from disk; writes the cache back when a file was read again. */
export function withPersistedCodeCache<T>(
  disk: DiskCache | undefined,
  cache: CodeCache,
  scan: () => T,
): T {
  if (!disk) return scan();
  if (!cache.size)
    for (const [file, entry] of disk.read<[string, never][]>(CODE_KEYS) ?? [])
      cache.set(file, entry);
  const before = new Map(cache);
  const result = scan();
  if ([...cache].some(([file, entry]) => before.get(file) !== entry))
    disk.write(CODE_KEYS, [...cache]);
  return result;
}

/** An emitter's outputs from the last process, when they were made from the same inputs. */
export function persistedEmit(
  disk: DiskCache | undefined,
  id: string,
  key: string,
): EmitEntry | undefined {
  const entry = disk?.read<EmitEntry>(emitName(id));
  return entry?.key === key ? entry : undefined;
}

export function persistEmit(disk: DiskCache | undefined, id: string, entry: EmitEntry): void {
  disk?.write(emitName(id), entry);
}

function emitName(id: string): string {
  return `emit-${id.replace(/[^\w-]/g, '_')}`;
}
