/**
 * What every billing page reads: the site it is about — the `siteId` query, else the
 * current site (the route's or the remembered one, signedIn/useCurrentSite.ts) — its
 * subscriptions, and the catalog of a billing cycle and currency (GET /api/product-catalog/…,
 * in the shape of runtime/rules/catalog via fromApiCatalog). A change refreshes what depends on
 * the site's plan: its subscriptions, the site, the month's session usage (the top bar's widget
 * and banner), invoices and payment details.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  getProductCatalogQueryOptions,
  listSiteSubscriptionsQueryOptions,
} from '../../../generated/api/client';
import type { Subscription } from '../../../generated/types';
import { fromApiCatalog } from '../../rules/catalog/apiShape';
import { useSignedIn } from '../signedIn/context';
import type { BillingCycle } from './catalogOptions';

export function useBillingSiteId(): number | undefined {
  const [search] = useSearchParams();
  const { site } = useSignedIn();
  const fromQuery = Number(search.get('siteId'));
  if (Number.isSafeInteger(fromQuery) && fromQuery > 0) return fromQuery;
  return site?.id;
}

/** The `product` query of the offer pages, when it names a catalog product. */
export function useProductQuery(): Subscription['product'] | undefined {
  const [search] = useSearchParams();
  const product = search.get('product');
  return product === 'ask' || product === 'observe' || product === 'voc' || product === 'dxa'
    ? product
    : undefined;
}

export function useSubscriptions(siteId: number | undefined) {
  return useQuery({
    ...listSiteSubscriptionsQueryOptions({ siteId: siteId ?? 0 }),
    enabled: siteId !== undefined,
  });
}

export function useCatalog(billingCycle: BillingCycle, currency: string) {
  const { session } = useSignedIn();
  const version = session.account.productCatalogVersion;
  return useQuery({
    ...getProductCatalogQueryOptions({ version: version ?? '', billingCycle, currency }),
    enabled: version !== null,
    select: fromApiCatalog,
  });
}

/** Refreshes everything a plan change moves. */
export function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        'listSiteSubscriptions',
        'getSite',
        'getMonthlySessions',
        'listUserOrganizations',
        'listInvoices',
        'getPaymentDetails',
      ].map((name) => queryClient.invalidateQueries({ queryKey: ['api', name] })),
    );
}
