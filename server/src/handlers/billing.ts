/**
 * Subscriptions, invoices and payment details (manifests/api/
 * billing.yaml). Any member of a site's organization reads its subscriptions; changing them needs
 * write or admin access (product.md#roles-and-permissions) in a full account — cross-sell and standalone hide billing (product.md#roles-and-permissions) —
 * else 403; a site of someone else is 404 like a missing one. A change commits the
 * subscription, its invoice and the site's plan together, then drops the session limit's kept
 * decision for the site (tracking/sessionLimit.ts) so the new limit applies at once.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { SiteSubscriptions } from '../../../generated/types';
import { memberAccount } from '../auth/authorize';
import { billingCatalog } from '../billing/billingCatalog';
import {
  acceptYearly,
  cancel,
  changePlan,
  listSubscriptions,
  reactivate,
  revertCancellation,
  settleSite,
  type BillingDeps,
  type BillingSite,
} from '../billing/subscriptionService';
import {
  accountVariantOf,
  invoicesOfAccountForUser,
  paymentMethodOf,
  sitePlansOf,
} from '../data/billing';
import { type SiteView } from '../data/sites';
import { nowSeconds } from '../data/time';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import { signedInUser, type RequestContext } from '../http/context';
import { forbidden } from '../http/httpError';
import { memberSite } from '../auth/memberSite';

/** product.md#roles-and-permissions "Cross-sell and standalone modes hide … billing". */
const NO_BILLING_VARIANTS = new Set(['cross-sell', 'standalone']);
const MAX_INVOICES = 100;

async function mayChange(db: Db, view: SiteView): Promise<boolean> {
  if (view.access === 'read' || view.demo) return false;
  return !NO_BILLING_VARIANTS.has((await accountVariantOf(db, view.accountId)) ?? '');
}

function depsOf(context: RequestContext): BillingDeps {
  return {
    bundle: billingCatalog(context.config.root),
    provider: context.payments,
    now: nowSeconds(),
  };
}

type Action = (tx: Db, deps: BillingDeps, site: BillingSite) => Promise<void>;

/** Settles the site, runs the action (if any) and answers the subscriptions, in one transaction. */
async function run(
  context: RequestContext,
  siteId: number,
  action?: Action,
): Promise<{ status: 200; body: SiteSubscriptions }> {
  const view = await memberSite(context, siteId);
  const canChange = await mayChange(context.db, view);
  if (action && !canChange) {
    throw forbidden(
      'Changing subscriptions needs write or admin access in the organization of a full account.',
    );
  }
  const deps = depsOf(context);
  const site: BillingSite = { id: view.site.id, accountId: view.accountId, plan: view.site.plan };
  const body = await context.db.transaction().execute(async (tx) => {
    // One billing change of a site at a time: what to charge depends on what the last one wrote.
    await lockRow(tx, 'sites', site.id);
    site.plan = (await sitePlansOf(tx, site.id)).plan; // as the change before this one left it
    await settleSite(tx, deps, site);
    if (action) await action(tx, deps, site);
    const plans = await sitePlansOf(tx, site.id);
    site.plan = plans.plan;
    return {
      siteId: site.id,
      plan: plans.plan as SiteSubscriptions['plan'],
      effectivePlan: plans.effective_plan as SiteSubscriptions['effectivePlan'],
      paymentMode: context.payments.mode,
      canChange,
      subscriptions: await listSubscriptions(tx, deps, site),
    };
  });
  // The plan may have changed (a change, or a period settled): the session limit follows now.
  context.sessionLimits.forget(site.id);
  return { status: 200, body };
}

export const listSiteSubscriptions: ApiHandler<'listSiteSubscriptions', RequestContext> = (
  { params },
  context,
) => run(context, params.siteId);

export const changeSubscription: ApiHandler<'changeSubscription', RequestContext> = (
  { params, body },
  context,
) =>
  run(context, params.siteId, (tx, deps, site) => changePlan(tx, deps, site, params.product, body));

export const cancelSubscription: ApiHandler<'cancelSubscription', RequestContext> = (
  { params },
  context,
) => run(context, params.siteId, (tx, deps, site) => cancel(tx, deps, site, params.product));

export const revertSubscriptionCancellation: ApiHandler<
  'revertSubscriptionCancellation',
  RequestContext
> = ({ params }, context) =>
  run(context, params.siteId, (tx, deps, site) =>
    revertCancellation(tx, deps, site, params.product),
  );

export const acceptYearlyDiscount: ApiHandler<'acceptYearlyDiscount', RequestContext> = (
  { params },
  context,
) => run(context, params.siteId, (tx, deps, site) => acceptYearly(tx, deps, site, params.product));

export const reactivateSubscription: ApiHandler<'reactivateSubscription', RequestContext> = (
  { params, body },
  context,
) =>
  run(context, params.siteId, (tx, deps, site) =>
    reactivate(tx, deps, site, params.product, body.offerKey),
  );

export const listInvoices: ApiHandler<'listInvoices', RequestContext> = async (
  { params },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  const rows = await invoicesOfAccountForUser(
    context.db,
    account.id,
    signedInUser(context),
    MAX_INVOICES,
  );
  return {
    status: 200,
    body: {
      paymentMode: context.payments.mode,
      invoices: rows.map((r) => ({
        id: r.id,
        siteId: r.site_id,
        siteName: r.site_name,
        product: r.product as 'ask' | 'observe' | 'voc' | 'dxa',
        sku: r.sku,
        amount: r.amount,
        currency: r.currency,
        billingCycle: r.billing_cycle,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        issued: r.issued_at,
        status: r.status,
      })),
    },
  };
};

export const getPaymentDetails: ApiHandler<'getPaymentDetails', RequestContext> = async (
  { params },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  const method = await paymentMethodOf(context.db, account.id);
  return {
    status: 200,
    body: {
      paymentMode: context.payments.mode,
      method: method
        ? { kind: method.kind, label: method.label, recorded: method.recorded_at }
        : null,
    },
  };
};
