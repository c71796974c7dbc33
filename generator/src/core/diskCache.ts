/**
 * What the CLI keeps between its runs (in the git-ignored `.lodestar/cache/` of the project): the
 * translation keys read from each code file and each emitter's last outputs, so a fresh process
 * redoes only what changed. Every entry is stamped with a fingerprint of the generator's own code:
 * a rebuilt generator never reads what an older one wrote. A missing or unreadable entry is
 * simply recomputed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DiskCache {
  read<T>(name: string): T | undefined;
  write(name: string, value: unknown): void;
}

let fingerprint: string | undefined;

/**
 * The generator's version: a digest of the bundle this module was loaded from (the CLI's) and of
 * the lock file beside it, since emitters also read installed packages (the icon set …).
 */
function generatorFingerprint(): string {
  if (fingerprint) return fingerprint;
  const bundle = fileURLToPath(import.meta.url);
  const lock = join(dirname(bundle), '..', 'package-lock.json');
  const hash = createHash('sha1').update(readFileSync(bundle));
  if (existsSync(lock)) hash.update(readFileSync(lock));
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** Nothing is kept: the generator runs from its sources (tests), where no one digest names it all. */
const NO_CACHE: DiskCache = { read: () => undefined, write: () => undefined };

export function diskCache(dir: string): DiskCache {
  // Bundled, this module's file is the whole generator; as a .ts source it is only itself.
  if (fileURLToPath(import.meta.url).endsWith('.ts')) return NO_CACHE;
  const path = (name: string) => join(dir, `${name}.json`);
  return {
    read<T>(name: string): T | undefined {
      try {
        const entry = JSON.parse(readFileSync(path(name), 'utf8')) as { by: string; value: T };
        return entry.by === generatorFingerprint() ? entry.value : undefined;
      } catch {
        return undefined;
      }
    },
    write(name, value) {
      mkdirSync(dir, { recursive: true });
      // A unique name, then rename: a process reading at the same time never sees half a file.
      const tmp = `${path(name)}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ by: generatorFingerprint(), value }));
      renameSync(tmp, path(name));
    },
  };
}
