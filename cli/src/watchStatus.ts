/**
 * What `lodestar watch` tells the dev server after each run: a small JSON file
 * the Vite plugin (runtime/app/build/devLoop.ts) watches. It is written once a run is over —
 * every generated file already on disk — so it is also the signal "reload now", and it carries
 * the run's diagnostics for the browser's overlay. It lives outside generated/ (whose files the
 * generator owns and `generate --check` compares) in the git-ignored `.lodestar/` folder.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../../generator/src/index';

export const WATCH_STATUS_FILE = '.lodestar/watch-status.json';

export interface WatchStatus {
  /** Increases with every run of this watch process. */
  run: number;
  /** The run's diagnostics, warnings included; an error means generated/ kept the last good output. */
  diagnostics: Diagnostic[];
  /** Files the run wrote (posix, relative to the root): none means nothing the app reads changed. */
  written: string[];
}

/** Written to a temporary name and renamed: a watcher never reads half a file. */
export function writeWatchStatus(root: string, status: WatchStatus): void {
  const file = join(root, WATCH_STATUS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(status));
  renameSync(`${file}.tmp`, file);
}
