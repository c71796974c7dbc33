/**
 * A manifest bundle the browser fetches by URL (generated/bundle/*.json with a content-hashed
 * name in the build, cached for good): the guides and empty-states bundles, read by lazy chunks
 * so no first-page chunk carries them; the start-up only loads those a server-drawn page read.
 * One load per page life; a failed load is forgotten so the next render asks again.
 *
 * On the server (ssr/renderPage.tsx) `use` reads the same file of the client build through the
 * reader renderPage installs (`setServerBundleReader`; the bundles are the same for every user
 * of a build), so a page drawn from a bundle — a feature's empty state (its first
 * frame comes with the HTML) — is rendered on the server too; the browser hydrates it once its
 * own fetch is done (until then React keeps the server's markup). Without a reader, or when the
 * file cannot be read, `use` throws `ClientOnlyError`: React draws the nearest Suspense
 * boundary's fallback and the browser draws that part once it runs (renderPage ignores this
 * error and no other).
 */
import { use } from 'react';
import { readable } from '../core/readablePromise';

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

/** Reads a bundle of the client build by its URL on the server; undefined when it cannot. */
export type ServerBundleReader = (url: string) => unknown;

let serverReader: ServerBundleReader | undefined;

/** Installed by the server renderer (ssr/renderPage.tsx) before it renders. */
export function setServerBundleReader(reader: ServerBundleReader | undefined): void {
  serverReader = reader;
}

export interface ManifestBundle<T> {
  load(): Promise<T>;
  /** The bundle; suspends until loaded (render under Suspense). */
  use(): T;
}

/** The bundles asked for in this page's life, by URL: one fetch each, a failure forgotten. */
const loads = new Map<string, Promise<unknown>>();

/**
 * Loads the bundle at `url` (once). start.tsx asks for those a server-drawn page read before it
 * hydrates (contracts/bootstrap.ts `rendered.bundles`), so that no part suspends on one then.
 */
export function loadManifestBundle(url: string): Promise<unknown> {
  let loading = loads.get(url);
  if (!loading) {
    loading = readable(
      fetch(url)
        .then(async (response) => {
          if (!response.ok) throw new Error(`Failed to load ${url}: ${response.status}`);
          return (await response.json()) as unknown;
        })
        .catch((error: unknown) => {
          loads.delete(url);
          throw error;
        }),
    );
    loads.set(url, loading);
  }
  return loading;
}

export function manifestBundle<T>(url: string): ManifestBundle<T> {
  const load = () => loadManifestBundle(url) as Promise<T>;
  return {
    load,
    use() {
      if (typeof window === 'undefined') {
        const bundle = serverReader?.(url);
        if (bundle === undefined) throw new ClientOnlyError(url);
        return bundle as T;
      }
      // Loaded: no suspension (a server-rendered page is hydrated in one pass).
      return use(load());
    },
  };
}
