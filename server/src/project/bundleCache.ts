/**
 * Values the server builds from generated/bundle/*.json, kept in memory per project root and
 * rebuilt when one of their bundle files changed on disk (its mtime): a manifest saved under
 * `npm run dev` reaches the next request without a server restart ("a plan price
 * ≤ 1 s"), and neither does a `npm run gen` beside a running server leave it answering from the
 * old manifests. A check asks project/fileVersions.ts, which stats a file only after its folder
 * reported a change.
 */
import { bundlePath } from './appBundle';
import { modifiedAt } from './fileVersions';

interface Entry<T> {
  mtimes: number[];
  value: T;
}

const caches = new WeakMap<(root: string) => unknown, Map<string, Entry<unknown>>>();

/** -1 for a missing file: `build` reports it by name when it runs. */
const mtimeOf = modifiedAt;

/**
 * `build(root)` as of the bundle files of `kinds` now: built on first use and again after one of
 * them changed. `build` is the cache key, so pass a module-level function.
 */
export function fromBundles<T>(
  root: string,
  kinds: readonly string[],
  build: (root: string) => T,
): T {
  let byRoot = caches.get(build);
  if (!byRoot) {
    byRoot = new Map();
    caches.set(build, byRoot);
  }
  const mtimes = kinds.map((kind) => mtimeOf(bundlePath(root, kind)));
  const hit = byRoot.get(root);
  if (hit && hit.mtimes.every((m, i) => m === mtimes[i])) return hit.value as T;
  const value = build(root);
  byRoot.set(root, { mtimes, value });
  return value;
}
