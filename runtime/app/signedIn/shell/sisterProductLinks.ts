/**
 * Links to the sister product carry the sister-product lookups (product.md#screens-and-routes "Standalone
 * voice-of-customer sidebar: … a go-back link to the sister product", product.md#calls "site-to-project and
 * account-to-cross-sell-account lookup"). A menu item whose id is in SISTER_PRODUCT_ITEMS (the
 * standalone sidebar's `go-back`, manifests/menus/sidebar-feature.yaml) keeps its manifest
 * address and gets `project=<the current site's research project>` and, when the account has
 * one, `account=<its cross-sell account>`, so the sister product opens where the user was.
 * The lookups are asked only when such an item is shown (never for the default product), by the
 * browser after the shell is drawn; until they answer the plain address is used.
 */
import { useQuery } from '@tanstack/react-query';
import {
  getCrossSellAccountQueryOptions,
  getSiteProjectQueryOptions,
} from '../../../../generated/api/client';
import type { ResolvedItem } from '../../../rules/menus/resolveMenu';
import { useSignedIn } from '../context';

/** Items that link to the sister product. */
export const SISTER_PRODUCT_ITEMS: ReadonlySet<string> = new Set(['go-back']);

export interface SisterProductLink {
  projectId: number | null;
  crossSellAccountId: number | null;
}

/** The address with the lookups as query parameters (an unknown one is left out). */
export function sisterProductHref(href: string, link: SisterProductLink): string {
  const url = new URL(href);
  if (link.projectId !== null) url.searchParams.set('project', String(link.projectId));
  if (link.crossSellAccountId !== null) {
    url.searchParams.set('account', String(link.crossSellAccountId));
  }
  return url.toString();
}

const isSisterLink = (item: ResolvedItem) =>
  SISTER_PRODUCT_ITEMS.has(item.id) && item.state !== 'hidden' && item.target.kind === 'href';

/** Maps a menu's items to the same items, sister-product links filled in. */
export function useSisterProductLinks(items: readonly ResolvedItem[]) {
  const { session, site } = useSignedIn();
  const wanted = items.some(isSisterLink);
  const project = useQuery({
    ...getSiteProjectQueryOptions({ siteId: site?.id ?? 0 }),
    enabled: wanted && site !== undefined,
  });
  const account = useQuery({
    ...getCrossSellAccountQueryOptions({ accountId: session.account.id }),
    enabled: wanted,
  });
  const link: SisterProductLink = {
    projectId: project.data?.projectId ?? null,
    crossSellAccountId: account.data?.crossSellAccountId ?? null,
  };
  return (item: ResolvedItem): ResolvedItem =>
    isSisterLink(item) && item.target.kind === 'href'
      ? { ...item, target: { ...item.target, href: sisterProductHref(item.target.href, link) } }
      : item;
}
