import { join } from 'node:path';
import type { GeneratorOptions } from '../../generator/src/index';

/** Where the CLI reads and writes; tests pass their own to capture output. */
export interface Io {
  root: string;
  out(text: string): void;
  err(text: string): void;
  color: boolean;
  exitCode: number;
}

export function processIo(root: string): Io {
  return {
    root,
    out: (text) => process.stdout.write(text + '\n'),
    err: (text) => process.stderr.write(text + '\n'),
    color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR,
    exitCode: 0,
  };
}

/** The generator keeps its caches between runs in the project's git-ignored `.lodestar/` folder. */
export function generatorCache(io: Io): GeneratorOptions {
  return { cacheDir: join(io.root, '.lodestar', 'cache') };
}
