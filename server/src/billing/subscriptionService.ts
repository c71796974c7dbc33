/**
 * What a subscription change does ("Subscriptions that change for real"; product.md#records-and-their-fields Site
 * plan / effectivePlan, product.md#states-and-transitions plan order, product.md#validation allowance comparison, product.md#constants-and-limits trial 15 days). Every
 * function runs inside the caller's transaction; money goes through the PaymentProvider.
 *
 * Decisions:
 * - One subscription per site and product. A product never bought has no row: its plan is the
 *   product's plan named like the site's plan (a campaign or trial plan), else its free plan
 *   (countsAsBasic), at the first step. The first change of a site records every product's
 *   current plan, so that changing one product never moves another.
 * - The site's `plan` / `effective_plan` follow the Observe subscription: the site plan is what
 *   the session allowance is read from (runtime/rules/catalog/sessionAllowance.ts).
 * - Upgrades and downgrades take effect at once. From a free plan or a trial the new period
 *   starts now, or at the end of a running trial (product.md#constants-and-limits), and is billed in full; in the middle of
 *   a paid period the change is prorated (the unused part credited, see `prorate`).
 * - Choosing a plan while cancelling reverts the cancellation: the paid period runs on, and
 *   nothing is billed twice.
 * - Cancel = at the end of the period; the plan stays in force until then. Periods that ended
 *   are settled on the next billing call of the site: a cancellation finishes (the product
 *   returns to its free plan), an active paid subscription renews (a new invoice), a trial
 *   that ended without a purchase returns the site to basic. A live provider would drive the
 *   same transitions from its webhooks.
 */
import type { Kysely } from 'kysely';
import type { Subscription } from '../../../generated/types';
import { compareAllowances } from '../../../runtime/rules/catalog/compareAllowances';
import type { CatalogBundle, CatalogProduct } from '../../../runtime/rules/catalog/types';
import { SESSION_PRODUCT } from '../../../runtime/rules/catalog/sessionAllowance';
import {
  accountTrial,
  insertInvoice,
  insertSubscription,
  periodStartOf,
  recordPaymentMethod,
  setSitePlan,
  subscriptionsOfSite,
  updateSubscription,
} from '../data/billing';
import type { Database, SubscriptionRow } from '../db/schema';
import { badRequest, HttpError } from '../http/httpError';
import { basicEntryOf, findSku, productsIn, type SkuEntry } from './billingCatalog';
import { periodEnd, type BillingCycle } from './period';
import type { PaymentProvider } from './provider';

type Tx = Kysely<Database>;

export interface BillingSite {
  id: number;
  accountId: number;
  plan: string;
}

export interface BillingDeps {
  bundle: CatalogBundle;
  provider: PaymentProvider;
  now: number;
}

/** Renewals settled at most this many periods back in one call (a site idle for years). */
const MAX_RENEWALS = 36;

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** The default catalog (first cycle and currency): quotas and SKUs are the same in every one. */
function baseProducts(bundle: CatalogBundle): CatalogProduct[] {
  return bundle.catalogs[0]!.products;
}

function priceOf(bundle: CatalogBundle, sku: string, cycle: BillingCycle, currency: string) {
  const products = productsIn(bundle, cycle, currency) ?? baseProducts(bundle);
  return findSku(products, sku)?.allowance.price ?? null;
}

function isPaid(entry: SkuEntry | undefined): boolean {
  return !!entry && entry.allowance.chargeable && (entry.allowance.price ?? 0) > 0;
}

/** What a product is on when nothing was bought for it (see the decisions above). */
function derivedEntry(bundle: CatalogBundle, product: CatalogProduct, sitePlan: string) {
  const plan = product.plans.find((p) => p.id === sitePlan);
  return plan ? { product, plan, allowance: plan.allowances[0]! } : basicEntryOf(bundle, product);
}

/**
 * What a product of the site is on now: its recorded SKU, else the derived plan — the same
 * answer the subscriptions list gives, so every figure read from a product's plan (the top
 * bar's responses for Ask) agrees with the billing page.
 */
export async function currentEntry(
  tx: Tx,
  bundle: CatalogBundle,
  site: Pick<BillingSite, 'id' | 'plan'>,
  productName: string,
): Promise<SkuEntry | undefined> {
  const product = baseProducts(bundle).find((p) => p.name === productName);
  if (!product) return undefined;
  const row = (await subscriptionsOfSite(tx, site.id)).find((r) => r.product === productName);
  if (row) return findSku(baseProducts(bundle), row.sku);
  return derivedEntry(bundle, product, site.plan);
}

export async function listSubscriptions(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
): Promise<Subscription[]> {
  const rows = await subscriptionsOfSite(tx, site.id);
  const trial = await accountTrial(tx, site.accountId);
  const { bundle } = deps;
  const defaultCurrency = bundle.catalogs[0]!.currency;
  return baseProducts(bundle).map((product): Subscription => {
    const row = rows.find((r) => r.product === product.name);
    if (row) {
      return {
        product: product.name as Subscription['product'],
        sku: row.sku,
        plan: row.plan as Subscription['plan'],
        billingCycle: row.billing_cycle,
        currency: row.currency,
        status: row.status,
        price: priceOf(bundle, row.sku, row.billing_cycle, row.currency),
        currentPeriodEnd: row.current_period_end,
        trialEnd: row.trial_ends_at,
        recorded: true,
      };
    }
    const entry = derivedEntry(bundle, product, site.plan);
    const onTrial = trial && trial.plan === entry.plan.id && trial.endsAt > deps.now;
    return {
      product: product.name as Subscription['product'],
      sku: entry.allowance.sku,
      plan: entry.plan.id as Subscription['plan'],
      billingCycle: 'monthly',
      currency: defaultCurrency,
      status: 'active',
      price: entry.allowance.price,
      currentPeriodEnd: null,
      trialEnd: onTrial ? trial.endsAt : null,
      recorded: false,
    };
  });
}

/** Finishes what ended before `now` (cancellations, renewals, an unused trial). */
export async function settleSite(tx: Tx, deps: BillingDeps, site: BillingSite): Promise<void> {
  const { bundle, now } = deps;
  const rows = await subscriptionsOfSite(tx, site.id);
  for (const row of rows) {
    if (row.current_period_end === null || row.current_period_end > now) continue;
    const product = baseProducts(bundle).find((p) => p.name === row.product);
    if (!product) continue;
    if (row.status === 'cancelling') {
      const basic = basicEntryOf(bundle, product);
      await updateSubscription(tx, row.id, {
        status: 'cancelled',
        cancelled_sku: row.sku,
        sku: basic.allowance.sku,
        plan: basic.plan.id,
        current_period_end: null,
        updated_at: now,
      });
      if (row.product === SESSION_PRODUCT) await setSitePlan(tx, site.id, basic.plan.id);
    } else if (row.status === 'active') {
      await renew(tx, deps, site, row);
    }
  }
  // product.md#constants-and-limits: a trial that ended without a purchase returns the site to basic.
  const trial = await accountTrial(tx, site.accountId);
  const observeRow = rows.some((r) => r.product === SESSION_PRODUCT);
  if (trial && trial.endsAt <= now && !observeRow && site.plan === trial.plan) {
    const observe = baseProducts(bundle).find((p) => p.name === SESSION_PRODUCT);
    if (observe) {
      const basic = basicEntryOf(bundle, observe).plan.id;
      await setSitePlan(tx, site.id, basic);
      site.plan = basic;
    }
  }
}

async function renew(tx: Tx, deps: BillingDeps, site: BillingSite, row: SubscriptionRow) {
  let start = row.current_period_end!;
  const products = productsIn(deps.bundle, row.billing_cycle, row.currency);
  const entry = products ? findSku(products, row.sku) : undefined;
  for (let i = 0; i < MAX_RENEWALS && start <= deps.now; i += 1) {
    const end = periodEnd(start, row.billing_cycle);
    if (isPaid(entry))
      await bill(tx, deps, site, row.product, entry!, row.billing_cycle, row.currency, start, end);
    start = end;
  }
  if (start <= deps.now) start = periodEnd(deps.now, row.billing_cycle);
  await updateSubscription(tx, row.id, { current_period_end: start, updated_at: deps.now });
}

async function bill(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
  product: string,
  entry: SkuEntry,
  cycle: BillingCycle,
  currency: string,
  periodStart: number,
  periodEndAt: number,
  /** What to charge, when not the allowance's price (a proration; negative is a credit). */
  amount: number = entry.allowance.price ?? 0,
): Promise<void> {
  const method = await deps.provider.paymentMethod(site.accountId);
  await recordPaymentMethod(tx, site.accountId, method, deps.now);
  const request = {
    accountId: site.accountId,
    siteId: site.id,
    product,
    sku: entry.allowance.sku,
    amount,
    currency,
    billingCycle: cycle,
    periodStart,
    periodEnd: periodEndAt,
  };
  const invoice = await deps.provider.charge(request);
  await insertInvoice(tx, {
    account_id: site.accountId,
    site_id: site.id,
    product,
    sku: request.sku,
    amount: request.amount,
    currency,
    billing_cycle: cycle,
    period_start: periodStart,
    period_end: periodEndAt,
    issued_at: deps.now,
    status: invoice.status,
    provider_reference: invoice.reference,
  });
}

/**
 * The SKU a product may be moved to: a SKU of the catalog (400 unknown), of this product
 * (compareAllowances refuses comparing across products, product.md#validation), sold self-serve (400 contact sales).
 */
export function validateChange(
  bundle: CatalogBundle,
  product: string,
  currentSku: string,
  change: { sku: string; billingCycle: BillingCycle; currency: string },
): SkuEntry {
  const products = productsIn(bundle, change.billingCycle, change.currency);
  if (!products) {
    throw badRequest(
      'currency',
      `Unknown currency ${change.currency}; the catalog has ${bundle.currencies.join(', ')}`,
    );
  }
  const entry = findSku(products, change.sku);
  if (!entry) throw badRequest('sku', `Unknown SKU ${change.sku}`);
  const comparison = compareAllowances(products, currentSku, change.sku);
  if (!comparison.ok) throw badRequest('sku', comparison.message);
  if (entry.product.name !== product) {
    throw badRequest('sku', `SKU ${change.sku} is not a ${product} allowance`);
  }
  if (!entry.allowance.selfServeEnabled || entry.allowance.price === null) {
    throw badRequest('sku', `The ${entry.plan.id} plan is not sold self-serve: contact sales`);
  }
  return entry;
}

/** Records the derived plan of every product without a row (see the decisions above). */
async function recordDerived(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
): Promise<SubscriptionRow[]> {
  const current = await listSubscriptions(tx, deps, site);
  for (const s of current.filter((x) => !x.recorded)) {
    await insertSubscription(tx, {
      site_id: site.id,
      product: s.product,
      sku: s.sku,
      plan: s.plan,
      billing_cycle: s.billingCycle,
      currency: s.currency,
      status: 'active',
      current_period_end: null,
      trial_ends_at: s.trialEnd,
      created_at: deps.now,
      updated_at: deps.now,
    });
  }
  return subscriptionsOfSite(tx, site.id);
}

function rowOf(rows: SubscriptionRow[], product: string): SubscriptionRow {
  const row = rows.find((r) => r.product === product);
  if (!row) throw new HttpError(404, 'not_found', `No such product ${product}.`);
  return row;
}

/**
 * Moves a product to `entry`: prorated within a paid period, else from now (or the trial's end)
 * with the new period billed in full.
 */
async function moveTo(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
  row: SubscriptionRow,
  entry: SkuEntry,
  cycle: BillingCycle,
  currency: string,
  extra: { offer_key?: string | null } = {},
): Promise<void> {
  const running = await runningPaidPeriod(tx, deps, row);
  if (running) {
    await prorate(tx, deps, site, row, running, entry, { billingCycle: cycle, currency });
    return;
  }
  const trialEnd =
    row.trial_ends_at !== null && row.trial_ends_at > deps.now ? row.trial_ends_at : null;
  const paid = isPaid(entry);
  const start = trialEnd ?? deps.now;
  const end = paid ? periodEnd(start, cycle) : null;
  if (paid) await bill(tx, deps, site, row.product, entry, cycle, currency, start, end!);
  await updateSubscription(tx, row.id, {
    sku: entry.allowance.sku,
    plan: entry.plan.id,
    billing_cycle: cycle,
    currency,
    status: 'active',
    current_period_end: end,
    trial_ends_at: trialEnd,
    cancelled_sku: null,
    updated_at: deps.now,
    ...extra,
  });
  if (row.product === SESSION_PRODUCT) await setSitePlan(tx, site.id, entry.plan.id);
}

export async function changePlan(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
  product: string,
  change: { sku: string; billingCycle: BillingCycle; currency: string },
): Promise<void> {
  const rows = await recordDerived(tx, deps, site);
  const row = rowOf(rows, product);
  const entry = validateChange(deps.bundle, product, row.sku, change);
  const sameSku =
    row.sku === change.sku &&
    row.billing_cycle === change.billingCycle &&
    row.currency === change.currency;
  if (sameSku && row.status === 'active') return; // Already there: nothing billed twice.
  if (row.status === 'cancelling') {
    // Choosing a plan again means staying: the cancellation is reverted, not a second purchase.
    await deps.provider.setRenewal({
      accountId: site.accountId,
      siteId: site.id,
      product,
      renews: true,
    });
    if (sameSku) {
      await updateSubscription(tx, row.id, { status: 'active', updated_at: deps.now });
      return;
    }
  }
  await moveTo(tx, deps, site, row, entry, change.billingCycle, change.currency);
}

interface RunningPeriod {
  start: number;
  end: number;
  /** The current plan's price for the period: what its unused part is worth. */
  price: number;
}

/** The paid period the subscription is in now; none on a free plan or during a trial. */
async function runningPaidPeriod(
  tx: Tx,
  deps: BillingDeps,
  row: SubscriptionRow,
): Promise<RunningPeriod | undefined> {
  const end = row.current_period_end;
  if (end === null || end <= deps.now) return undefined;
  if (row.trial_ends_at !== null && row.trial_ends_at > deps.now) return undefined;
  const price = priceOf(deps.bundle, row.sku, row.billing_cycle, row.currency) ?? 0;
  const start = await periodStartOf(tx, row.site_id, row.product, end);
  if (price <= 0 || start === undefined || start >= end) return undefined;
  return { start, end, price };
}

/**
 * A change in the middle of a paid period, as a provider's proration does it: the unused part
 * of what was paid is credited against the new price. The same billing cycle keeps its period
 * end and bills only the difference for the time left (a credit when it goes down); another
 * cycle starts a new period now, billed at its price less that credit.
 */
async function prorate(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
  row: SubscriptionRow,
  running: RunningPeriod,
  entry: SkuEntry,
  change: { billingCycle: BillingCycle; currency: string },
): Promise<void> {
  const left = (running.end - deps.now) / (running.end - running.start);
  const credit = Math.round(running.price * left);
  const newPrice = entry.allowance.price ?? 0;
  const sameCycle = change.billingCycle === row.billing_cycle && change.currency === row.currency;
  const end = sameCycle ? running.end : periodEnd(deps.now, change.billingCycle);
  const amount = sameCycle ? Math.round(newPrice * left) - credit : newPrice - credit;
  await bill(
    tx,
    deps,
    site,
    row.product,
    entry,
    change.billingCycle,
    change.currency,
    deps.now,
    end,
    amount,
  );
  await updateSubscription(tx, row.id, {
    sku: entry.allowance.sku,
    plan: entry.plan.id,
    billing_cycle: change.billingCycle,
    currency: change.currency,
    status: 'active',
    current_period_end: isPaid(entry) ? end : null,
    cancelled_sku: null,
    updated_at: deps.now,
  });
  if (row.product === SESSION_PRODUCT) await setSitePlan(tx, site.id, entry.plan.id);
}

export async function cancel(tx: Tx, deps: BillingDeps, site: BillingSite, product: string) {
  const row = rowOf(await recordDerived(tx, deps, site), product);
  if (row.status !== 'active' || row.current_period_end === null) {
    throw conflict('Nothing to cancel: this product is on a free plan or already cancelling.');
  }
  await deps.provider.setRenewal({
    accountId: site.accountId,
    siteId: site.id,
    product,
    renews: false,
  });
  await updateSubscription(tx, row.id, { status: 'cancelling', updated_at: deps.now });
}

export async function revertCancellation(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
  product: string,
) {
  const row = rowOf(await recordDerived(tx, deps, site), product);
  if (row.status !== 'cancelling') throw conflict('This subscription is not being cancelled.');
  await deps.provider.setRenewal({
    accountId: site.accountId,
    siteId: site.id,
    product,
    renews: true,
  });
  await updateSubscription(tx, row.id, { status: 'active', updated_at: deps.now });
}

/** The yearly discount offer: annual billing at the catalog's annual price, from now. */
export async function acceptYearly(tx: Tx, deps: BillingDeps, site: BillingSite, product: string) {
  const row = rowOf(await recordDerived(tx, deps, site), product);
  const products = productsIn(deps.bundle, 'annually', row.currency);
  const entry = products ? findSku(products, row.sku) : undefined;
  if (row.status !== 'active' || row.billing_cycle !== 'monthly' || !isPaid(entry)) {
    throw conflict('The yearly offer is for an active, paid, monthly subscription.');
  }
  await moveTo(tx, deps, site, row, entry!, 'annually', row.currency);
}

/** The reactivation offer: a cancelled subscription back on the paid SKU it had. */
export async function reactivate(
  tx: Tx,
  deps: BillingDeps,
  site: BillingSite,
  product: string,
  offerKey: string,
) {
  const row = rowOf(await recordDerived(tx, deps, site), product);
  if (row.status !== 'cancelled' || row.cancelled_sku === null) {
    throw conflict('Only a cancelled subscription can be reactivated.');
  }
  const products = productsIn(deps.bundle, row.billing_cycle, row.currency);
  const entry = products ? findSku(products, row.cancelled_sku) : undefined;
  if (!entry || !entry.allowance.selfServeEnabled || entry.allowance.price === null) {
    throw conflict(`${row.cancelled_sku} is no longer sold self-serve.`);
  }
  await moveTo(tx, deps, site, row, entry, row.billing_cycle, row.currency, {
    offer_key: offerKey,
  });
}
