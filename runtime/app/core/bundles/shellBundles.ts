/**
 * The manifest bundles the signed-in shell interprets at load time (contracts/shellBundles.ts).
 *
 * They are fetched as JSON rather than imported into a chunk: together ~4 KB gzip that would
 * otherwise count against the first page's JavaScript budget (≤ 140 KB gzip, ~127 KB
 * of which are the libraries). `?url` gives each file a content-hashed name in the build
 * (dist/client/assets/…json, cached for good like the chunks) and serves it from generated/ in
 * development, where a regenerated bundle reloads the page. The fetch starts in main.tsx, in
 * parallel with the session call and the page chunks.
 */
import type { AccessBundle } from '../../../../contracts/access';
import type { MenusBundle } from '../../../../contracts/menus';
import type { ShellBundleKind, ShellBundles } from '../../../../contracts/shellBundles';
import type appJson from '../../../../generated/bundle/app.json';
import accessUrl from '../../../../generated/bundle/access.json?url';
import appUrl from '../../../../generated/bundle/app.json?url';
import menusUrl from '../../../../generated/bundle/menus.json?url';
import { readable, readableValue } from '../readablePromise';

/**
 * Where each bundle of the contract is served (one entry per kind, or this does not compile).
 * A function, read when the fetch starts: the chunks that hold this module and the URLs import
 * each other, so at this module's load the URL bindings may not be set yet (they were
 * `undefined` in the build, and the page fetched `/…/undefined` and never started).
 */
const urls = (): Record<ShellBundleKind, string> => ({
  menus: menusUrl,
  access: accessUrl,
  app: appUrl,
});

let loading: Promise<ShellBundles> | undefined;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to load ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Bundles the server sent with index.html (bundles/bootstrap.ts): no fetch at all. */
export function seedShellBundles(bundles: ShellBundles): void {
  loading = readableValue(bundles);
}

/**
 * One load per page life; a failed load is forgotten so that a retry fetches again. The promise
 * is readable by `use` at once when settled (core/readablePromise.ts): the signed-in route waits
 * for it before it renders.
 */
export function loadShellBundles(): Promise<ShellBundles> {
  const url = urls();
  loading ??= readable(
    Promise.all([
      json<MenusBundle>(url.menus),
      json<AccessBundle>(url.access),
      json<typeof appJson>(url.app),
    ]).then(
      ([menus, access, app]) => ({
        menus,
        access,
        constants: app.constants,
        languages: app.languages,
      }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ),
  );
  return loading;
}
