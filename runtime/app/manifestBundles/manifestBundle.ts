/**
 * A manifest bundle the browser fetches by URL (outside core/: only lazy chunks use it) (generated/bundle/*.json with a content-hashed
 * name in the build, cached for good): the guides and empty-states bundles, read by lazy chunks
 * so no first-page chunk carries them. One load per page life; a failed load is forgotten so
 * the next render asks again.
 *
 * On the server (ssr/renderPage.tsx) there is nothing to fetch from: `use` throws
 * `ClientOnlyError`, so React draws the nearest Suspense boundary's fallback and the browser
 * draws that part once it runs, while the rest of the page is still rendered on the server
 * (renderPage ignores this error and no other).
 */
import { use } from 'react';

/** Thrown while rendering on the server by a part that only the browser can draw. */
export class ClientOnlyError extends Error {
  constructor(what: string) {
    super(`${what} is drawn by the browser`);
    this.name = 'ClientOnlyError';
  }
}

export function isClientOnlyError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ClientOnlyError';
}

export interface ManifestBundle<T> {
  load(): Promise<T>;
  /** The bundle; suspends until loaded (render under Suspense). */
  use(): T;
}

export function manifestBundle<T>(url: string): ManifestBundle<T> {
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Failed to load ${url}: ${response.status}`);
        return (await response.json()) as T;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  return {
    load,
    use() {
      if (typeof window === 'undefined') throw new ClientOnlyError(url);
      return use(load());
    },
  };
}
