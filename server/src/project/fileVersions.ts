/**
 * When a file the server reads was last changed, without asking the file system on every
 * request ("a faster server render": a stat per file per request was ~4% of a server
 * render under load). The server re-reads what changes on disk — bundles the generator rewrites
 * (edit → see it), translations, the client build — so each reader asks here whether
 * its file changed.
 *
 * A file's folder is watched from its first ask: until the watcher reports a change of the
 * file, its last known time is the answer; then the next ask stats it again. Where a folder
 * cannot be watched (it does not exist yet, or the system is out of watchers), every ask stats
 * the file, as before.
 */
import { statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

/** Not yet known, or changed since it was last asked. */
const STALE = Symbol('stale');

const known = new Map<string, number | typeof STALE>();
const watchers = new Map<string, FSWatcher | null>();

function statTime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Watches `folder` once; false when it cannot be watched (the caller stats every time). */
function watching(folder: string): boolean {
  if (watchers.has(folder)) return watchers.get(folder) !== null;
  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(folder, { persistent: false }, (_event, name) => {
      // A rename of the folder's files (an editor's save, `generate`'s atomic write) has no
      // name on some systems: then everything in the folder is asked again.
      for (const file of known.keys())
        if (dirname(file) === folder && (!name || basename(file) === String(name)))
          known.set(file, STALE);
    });
    watcher.on('error', () => {
      watcher?.close();
      watchers.set(folder, null);
      for (const file of known.keys()) if (dirname(file) === folder) known.set(file, STALE);
    });
  } catch {
    watcher = null;
  }
  watchers.set(folder, watcher);
  return watcher !== null;
}

/** The file's modification time in ms, or -1 when it does not exist. */
export function modifiedAt(file: string): number {
  const last = known.get(file);
  if (last !== undefined && last !== STALE) return last;
  // Watching starts before the stat, so a change just after it is not missed.
  const watched = watching(dirname(file));
  const time = statTime(file);
  if (watched) known.set(file, time);
  return time;
}
