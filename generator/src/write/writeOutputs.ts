/**
 * Write step: a file is written only when its content changed (so watchers and build caches stay
 * quiet), and whole: the new content goes to a temporary file that then replaces it, so a reader
 * — the dev server, the API server restarting on a bundle, the browser — sees the old file or the
 * new one, never one half-written. Files under generated/ that no emitter produced any more are
 * removed (a temporary file left by a crash among them). In check mode
 * nothing is written: stale, missing and orphaned files are listed instead.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { compareStrings, sortBy } from '../core/order';
import type { OutputFile } from '../core/types';

export const GENERATED_DIR = 'generated';

export interface WriteResult {
  /** Files whose content on disk differs from (or lacks) what the manifests produce. */
  stale: string[];
  /** Files under generated/ that nothing produces any more. */
  orphans: string[];
  /** Files actually written (empty in check mode). */
  written: string[];
  unchanged: number;
}

export function writeOutputs(
  root: string,
  outputs: OutputFile[],
  { check }: { check: boolean },
): WriteResult {
  const result: WriteResult = { stale: [], orphans: [], written: [], unchanged: 0 };
  const produced = new Set(outputs.map((o) => o.path));
  for (const output of sortBy(outputs, (o) => o.path)) {
    const target = join(root, output.path);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === output.content) {
      result.unchanged++;
      continue;
    }
    result.stale.push(output.path);
    if (!check) {
      mkdirSync(dirname(target), { recursive: true });
      replaceFile(target, output.content);
      result.written.push(output.path);
    }
  }
  const dir = join(root, GENERATED_DIR);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, {
      recursive: true,
      withFileTypes: true,
    }) as import('node:fs').Dirent[]) {
      if (!entry.isFile()) continue;
      const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (produced.has(path)) continue;
      result.orphans.push(path);
      if (!check) rmSync(join(root, path));
    }
  }
  result.orphans.sort(compareStrings);
  return result;
}

/** Beside its target (a rename within one folder is atomic); not a name any reader looks for. */
function replaceFile(target: string, content: string): void {
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, target);
}
