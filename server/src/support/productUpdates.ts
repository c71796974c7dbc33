/**
 * The product updates of the help menu (product.md#screens-and-routes "Help menu: … product updates with
 * counter"): declared in manifests/app.yaml `productUpdates` (generated/bundle/app.json, newest
 * first), read once per project root. A user's "seen up to" date lives in app-state
 * (PRODUCT_UPDATES_STATE), so it follows the user across browsers like the guides' state.
 */
import type { ProductUpdateList } from '../../../generated/types';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

export interface DeclaredUpdate {
  id: string;
  date: string;
  title: string;
  href: string;
}

/** Where the seen-up-to date is kept (app-state, user scope). */
export const PRODUCT_UPDATES_STATE = { namespace: 'product_updates', key: 'seen_up_to' } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function declaredUpdates(root: string): DeclaredUpdate[] {
  return fromBundles(root, ['app'], readUpdates);
}

function readUpdates(root: string): DeclaredUpdate[] {
  const file = bundlePath(root, 'app');
  const list = readBundleJson(file).productUpdates;
  if (!Array.isArray(list)) {
    throw new Error(`${file}: productUpdates is missing; run \`npm run gen\``);
  }
  return list as DeclaredUpdate[];
}

/** The list as the user sees it; a stored value that is not a date counts as nothing seen. */
export function productUpdateList(
  updates: readonly DeclaredUpdate[],
  stored: string | undefined,
): ProductUpdateList {
  const seenUpTo = stored !== undefined && ISO_DATE.test(stored) ? stored : null;
  const list = updates.map((u) => ({ ...u, seen: seenUpTo !== null && u.date <= seenUpTo }));
  return { updates: list, unseen: list.filter((u) => !u.seen).length, seenUpTo };
}
