/**
 * Subscriptions in test mode over real HTTP ("Subscriptions that change for real";
 * manifests/api/billing.yaml): upgrade Observe basic → plus moves the site's plan, effectivePlan
 * and the monthly session limit at once; downgrade; cancel at period end, revert, the period
 * ending (back to basic) and the reactivation offer; the yearly offer; what the catalog refuses
 * (unknown SKU, another product's SKU, scale = contact sales, unknown currency); authorization
 * (401, read access 403, cross-sell 403, foreign site 404); invoices and the test card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSubscriptions } from '../../generated/types';
import { monthlySessionLimit, usageMonth } from '../../runtime/rules/tracking/sessionUsage';
import { BILLING_CYCLES, CURRENCIES } from '../../runtime/app/billing/catalogOptions';
import { billingCatalog } from '../../server/src/billing/billingCatalog';
import { ROOT, startServer, type TestServer } from './harness';
import { catalogStep } from '../support/manifestFacts';

let server: TestServer;
let owner: {
  session: string;
  accountId: number;
  site: number;
  other: number;
  readOnly: number;
  trial: number;
};
let stranger: { session: string; site: number; accountId: number };
let crossSell: { session: string; site: number };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'billing-owner@example.com',
    account: { name: 'Billing owner' },
    organizations: [
      {
        name: 'Shop org',
        access: 'admin',
        sites: [
          { name: 'Basic shop', plan: 'basic' },
          { name: 'Other shop', plan: 'basic' },
          { name: 'Trial shop', plan: 'business' },
        ],
      },
      { name: 'Partner org', access: 'read', sites: [{ name: 'Partner shop' }] },
    ],
  });
  owner = {
    session: await server.sessionFor(a.userId),
    accountId: a.accountId,
    site: a.organizations[0]!.sites[0]!.id,
    other: a.organizations[0]!.sites[1]!.id,
    trial: a.organizations[0]!.sites[2]!.id,
    readOnly: a.organizations[1]!.sites[0]!.id,
  };
  const b = await server.persona({
    email: 'billing-stranger@example.com',
    account: { name: 'Stranger' },
    organizations: [{ name: 'Stranger org', access: 'admin', sites: [{ name: 'Stranger shop' }] }],
  });
  stranger = {
    session: await server.sessionFor(b.userId),
    site: b.organizations[0]!.sites[0]!.id,
    accountId: b.accountId,
  };
  const c = await server.persona({
    email: 'billing-crosssell@example.com',
    account: { name: 'Cross-sell', variant: 'cross-sell' },
    organizations: [{ name: 'CS org', access: 'admin', sites: [{ name: 'CS shop' }] }],
  });
  crossSell = {
    session: await server.sessionFor(c.userId),
    site: c.organizations[0]!.sites[0]!.id,
  };
});
afterAll(() => server.close());

const subs = (siteId: number, session = owner.session) =>
  server.request('GET', `/api/v1/sites/${siteId}/subscriptions`, { session });
const change = (siteId: number, product: string, body: unknown, session = owner.session) =>
  server.request('PUT', `/api/v1/sites/${siteId}/subscriptions/${product}`, { session, body });
const act = (
  siteId: number,
  product: string,
  action: string,
  body?: unknown,
  session = owner.session,
) =>
  server.request('POST', `/api/v1/sites/${siteId}/subscriptions/${product}/${action}`, {
    session,
    body,
  });
const of = (body: SiteSubscriptions, product: string) =>
  body.subscriptions.find((s) => s.product === product)!;
const monthlyLimit = async (siteId: number) =>
  (
    await server.request('GET', `/api/v1/sites/${siteId}/monthly-sessions`, {
      session: owner.session,
    })
  ).json.limit as number;
const days = usageMonth(Date.now()).days;

describe('reading a site’s subscriptions', () => {
  it('derives every product’s plan before anything is bought, in test mode', async () => {
    const answer = await subs(owner.site);
    expect(answer.status).toBe(200);
    const body = answer.json as SiteSubscriptions;
    expect(body).toMatchObject({
      plan: 'basic',
      effectivePlan: 'basic',
      paymentMode: 'test',
      canChange: true,
    });
    expect(body.subscriptions.map((s) => [s.product, s.plan, s.recorded])).toEqual([
      ['ask', 'basic', false],
      ['observe', 'basic', false],
      ['voc', 'free', false],
      ['dxa', 'free', false],
    ]);
  });

  it('shows the site’s campaign plan for the products that have it', async () => {
    const body = (await subs(owner.trial)).json as SiteSubscriptions;
    expect(of(body, 'observe').plan).toBe('business');
    expect(of(body, 'ask').plan).toBe('business');
    expect(of(body, 'voc').plan).toBe('free');
  });

  it('answers 401 signed out, 404 for another’s site, and lets read access look', async () => {
    expect((await server.request('GET', `/api/v1/sites/${owner.site}/subscriptions`)).status).toBe(
      401,
    );
    expect((await subs(stranger.site)).status).toBe(404);
    expect((await subs(999_999)).status).toBe(404);
    const read = await subs(owner.readOnly);
    expect(read.status).toBe(200);
    expect(read.json.canChange).toBe(false);
  });
});

describe('changing a plan', () => {
  it('upgrades Observe basic → plus: plan, effectivePlan and the session limit follow at once', async () => {
    expect(await monthlyLimit(owner.site)).toBe(monthlySessionLimit(2000, days));
    const answer = await change(owner.site, 'observe', {
      sku: 'observe-plus-10000',
      billingCycle: 'monthly',
      currency: 'usd',
    });
    expect(answer.status).toBe(200);
    const body = answer.json as SiteSubscriptions;
    expect(body).toMatchObject({ plan: 'plus', effectivePlan: 'plus' });
    expect(of(body, 'observe')).toMatchObject({
      sku: 'observe-plus-10000',
      plan: 'plus',
      status: 'active',
      price: catalogStep('observe-plus-10000').price,
      recorded: true,
    });
    expect(of(body, 'observe').currentPeriodEnd).toBeGreaterThan(Date.now() / 1000 + 27 * 86400);
    // The other products were recorded as they were, unchanged.
    expect(of(body, 'ask')).toMatchObject({ plan: 'basic', recorded: true });
    expect(await monthlyLimit(owner.site)).toBe(
      monthlySessionLimit(catalogStep('observe-plus-10000').dailySessions!, days),
    );
    const site = await server.db
      .selectFrom('sites')
      .select(['plan', 'effective_plan'])
      .where('id', '=', owner.site)
      .executeTakeFirstOrThrow();
    expect(site).toEqual({ plan: 'plus', effective_plan: 'plus' });
  });

  it('records a test invoice and the test card; nothing twice for the same plan', async () => {
    await change(owner.site, 'observe', {
      sku: 'observe-plus-10000',
      billingCycle: 'monthly',
      currency: 'usd',
    });
    const invoices = await server.request('GET', `/api/v1/accounts/${owner.accountId}/invoices`, {
      session: owner.session,
    });
    expect(invoices.status).toBe(200);
    expect(invoices.json.paymentMode).toBe('test');
    expect(invoices.json.invoices).toHaveLength(1);
    expect(invoices.json.invoices[0]).toMatchObject({
      siteId: owner.site,
      siteName: 'Basic shop',
      product: 'observe',
      sku: 'observe-plus-10000',
      amount: catalogStep('observe-plus-10000').price,
      currency: 'usd',
      status: 'test',
    });
    const details = await server.request(
      'GET',
      `/api/v1/accounts/${owner.accountId}/payment-details`,
      {
        session: owner.session,
      },
    );
    expect(details.json).toMatchObject({
      paymentMode: 'test',
      method: { kind: 'test-card', label: 'Test card' },
    });
  });

  it('changes one product without moving the site plan (Ask business, annual EUR)', async () => {
    const answer = await change(owner.site, 'ask', {
      sku: 'ask-business-100000',
      billingCycle: 'annually',
      currency: 'eur',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.plan).toBe('plus');
    expect(of(answer.json, 'ask')).toMatchObject({
      plan: 'business',
      price: 13790,
      currency: 'eur',
    });
  });

  it('downgrades Observe plus → basic: no invoice, the limit back to basic', async () => {
    const answer = await change(owner.site, 'observe', {
      sku: 'observe-basic-2000',
      billingCycle: 'monthly',
      currency: 'usd',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ plan: 'basic', effectivePlan: 'basic' });
    expect(of(answer.json, 'observe')).toMatchObject({
      plan: 'basic',
      currentPeriodEnd: null,
      price: 0,
    });
    expect(await monthlyLimit(owner.site)).toBe(monthlySessionLimit(2000, days));
  });

  it.each([
    [{ sku: 'observe-gold-1', billingCycle: 'monthly', currency: 'usd' }, 'sku', /Unknown SKU/],
    [
      { sku: 'ask-plus-250', billingCycle: 'monthly', currency: 'usd' },
      'sku',
      /only within one product/,
    ],
    [
      { sku: 'observe-plus-10000', billingCycle: 'monthly', currency: 'gbp' },
      'currency',
      /usd, eur/,
    ],
    [{ sku: 'observe-plus-10000', billingCycle: 'weekly', currency: 'usd' }, undefined, /.+/],
    [{ sku: 'x'.repeat(101), billingCycle: 'monthly', currency: 'usd' }, undefined, /.+/],
  ])('refuses %j with 400', async (body, field, message) => {
    const answer = await change(owner.other, 'observe', body);
    expect(answer.status).toBe(400);
    if (field) expect(answer.json.field).toBe(field);
    expect(answer.json.message).toMatch(message);
  });

  it('refuses scale (not self-serve) with 400 "contact sales"', async () => {
    const scale = await change(owner.other, 'ask', {
      sku: 'ask-scale-1000000',
      billingCycle: 'monthly',
      currency: 'usd',
    });
    expect(scale.status).toBe(400);
    expect(scale.json).toMatchObject({ field: 'sku' });
    expect(scale.json.message).toMatch(/contact sales/);
  });

  it('a bought step of Observe business is the limit, not the plan’s first step', async () => {
    const answer = await change(owner.site, 'observe', {
      sku: 'observe-business-100000',
      billingCycle: 'monthly',
      currency: 'usd',
    });
    expect(answer.status).toBe(200);
    expect(await monthlyLimit(owner.site)).toBe(monthlySessionLimit(100_000, days));
    const back = await change(owner.site, 'observe', {
      sku: 'observe-business-20000',
      billingCycle: 'monthly',
      currency: 'usd',
    });
    expect(back.status).toBe(200);
    expect(await monthlyLimit(owner.site)).toBe(monthlySessionLimit(20_000, days));
  });

  it('answers 403 to read access and a cross-sell account, 404 to a foreign site', async () => {
    const body = { sku: 'observe-plus-10000', billingCycle: 'monthly', currency: 'usd' };
    expect((await change(owner.readOnly, 'observe', body)).status).toBe(403);
    expect((await change(crossSell.site, 'observe', body, crossSell.session)).status).toBe(403);
    expect((await change(stranger.site, 'observe', body)).status).toBe(404);
    expect((await act(stranger.site, 'observe', 'cancel')).status).toBe(404);
    expect((await act(owner.readOnly, 'observe', 'cancel')).status).toBe(403);
    const strangerInvoices = await server.request(
      'GET',
      `/api/v1/accounts/${stranger.accountId}/invoices`,
      {
        session: owner.session,
      },
    );
    expect(strangerInvoices.status).toBe(404);
    expect((await change(owner.other, 'telescope', body)).status).toBe(400);
  });
});

describe('cancel, revert, the period end and the offers', () => {
  const plus = { sku: 'observe-plus-10000', billingCycle: 'monthly', currency: 'usd' };

  it('cancels at period end and reverts; the plan stays in force meanwhile', async () => {
    await change(owner.other, 'observe', plus);
    const cancelled = await act(owner.other, 'observe', 'cancel');
    expect(cancelled.status).toBe(200);
    expect(of(cancelled.json, 'observe').status).toBe('cancelling');
    expect(cancelled.json.plan).toBe('plus');
    expect((await act(owner.other, 'observe', 'cancel')).status).toBe(409);
    const reverted = await act(owner.other, 'observe', 'revert-cancellation');
    expect(reverted.status).toBe(200);
    expect(of(reverted.json, 'observe').status).toBe('active');
    expect((await act(owner.other, 'observe', 'revert-cancellation')).status).toBe(409);
    expect((await act(owner.other, 'voc', 'cancel')).status).toBe(409); // free: nothing to cancel
  });

  it('switches a monthly subscription to annual billing (yearly offer)', async () => {
    const yearly = await act(owner.other, 'observe', 'yearly-discount');
    expect(yearly.status).toBe(200);
    expect(of(yearly.json, 'observe')).toMatchObject({
      billingCycle: 'annually',
      price: catalogStep(of(yearly.json, 'observe').sku, 'annually').price,
    });
    expect((await act(owner.other, 'observe', 'yearly-discount')).status).toBe(409);
  });

  it('finishes a cancellation at period end, then reactivates through the offer', async () => {
    await act(owner.other, 'observe', 'cancel');
    await server.db
      .updateTable('subscriptions')
      .set({ current_period_end: Math.floor(Date.now() / 1000) - 60 })
      .where('site_id', '=', owner.other)
      .where('product', '=', 'observe')
      .execute();
    const ended = (await subs(owner.other)).json as SiteSubscriptions;
    expect(of(ended, 'observe')).toMatchObject({ status: 'cancelled', plan: 'basic' });
    expect(ended.plan).toBe('basic');
    expect(await monthlyLimit(owner.other)).toBe(monthlySessionLimit(2000, days));
    expect((await act(owner.other, 'observe', 'reactivate', { offerKey: 'bad key!' })).status).toBe(
      400,
    );
    const back = await act(owner.other, 'observe', 'reactivate', { offerKey: 'winback-2026' });
    expect(back.status).toBe(200);
    expect(of(back.json, 'observe')).toMatchObject({
      status: 'active',
      plan: 'plus',
      billingCycle: 'annually',
    });
    expect(back.json.plan).toBe('plus');
    expect(
      (await act(owner.other, 'observe', 'reactivate', { offerKey: 'winback-2026' })).status,
    ).toBe(409);
  });
});

describe('a plan chosen while cancelling', () => {
  const monthly = (sku: string) => ({ sku, billingCycle: 'monthly', currency: 'usd' });
  const catalog = billingCatalog(ROOT).catalogs.find((c) => c.billingCycle === 'monthly')!;
  /** Two paid, self-serve session allowances of different prices, cheaper first. */
  const [cheaper, dearer] = catalog.products
    .find((p) => p.name === 'observe')!
    .plans.flatMap((p) => p.allowances)
    .filter((x) => x.selfServeEnabled && x.chargeable && (x.price ?? 0) > 0)
    .sort((x, y) => x.price! - y.price!)
    .filter((x, i, all) => i === 0 || x.price !== all[i - 1]!.price);

  async function cancellingSite(email: string) {
    const p = await server.persona({
      email,
      account: { name: email },
      organizations: [{ name: 'Org', access: 'admin', sites: [{ name: 'Shop', plan: 'basic' }] }],
    });
    const session = await server.sessionFor(p.userId);
    const site = p.organizations[0]!.sites[0]!.id;
    await change(site, 'observe', monthly(cheaper!.sku), session);
    expect((await act(site, 'observe', 'cancel', undefined, session)).status).toBe(200);
    return { site, session };
  }
  const invoicesOf = (site: number) =>
    server.db
      .selectFrom('invoices')
      .selectAll()
      .where('site_id', '=', site)
      .orderBy('id')
      .execute();

  it('the same plan again reverts the cancellation and bills nothing', async () => {
    const { site, session } = await cancellingSite('cancel-same@example.com');
    const again = await change(site, 'observe', monthly(cheaper!.sku), session);
    expect(again.status).toBe(200);
    expect(of(again.json, 'observe').status).toBe('active');
    expect(await invoicesOf(site)).toHaveLength(1);
  });

  it('another plan reverts it and prorates: the paid period runs on, the difference is billed', async () => {
    const { site, session } = await cancellingSite('cancel-other@example.com');
    const [first] = await invoicesOf(site);
    const moved = await change(site, 'observe', monthly(dearer!.sku), session);
    expect(moved.status).toBe(200);
    expect(of(moved.json, 'observe')).toMatchObject({ status: 'active', sku: dearer!.sku });
    // The period bought first still ends when it did: no second full period.
    expect(of(moved.json, 'observe').currentPeriodEnd).toBe(first!.period_end);
    const [, proration] = await invoicesOf(site);
    expect(proration).toMatchObject({ sku: dearer!.sku, period_end: first!.period_end });
    // Bought a moment ago: nearly the whole period is left, so nearly the whole difference.
    const difference = dearer!.price! - cheaper!.price!;
    expect(proration!.amount).toBeGreaterThanOrEqual(difference - 1);
    expect(proration!.amount).toBeLessThanOrEqual(difference);
  });
});

describe('campaign trials (product.md#constants-and-limits 15 days)', () => {
  const DAY = 86_400;
  async function trialSite(email: string, trialEndsAt: number) {
    const persona = await server.persona({
      email,
      account: { name: email },
      organizations: [
        { name: 'Trial org', access: 'admin', sites: [{ name: 'Trial shop', plan: 'business' }] },
      ],
    });
    await server.db
      .insertInto('account_campaigns')
      .values({
        account_id: persona.accountId,
        campaign_hash: 'trial-org-1-10',
        source: 'test',
        device: 'desktop',
        created_at: trialEndsAt - 15 * DAY,
        trial_ends_at: trialEndsAt,
      })
      .execute();
    return {
      session: await server.sessionFor(persona.userId),
      site: persona.organizations[0]!.sites[0]!.id,
    };
  }

  it('shows the running trial; a plan chosen during it is billed from the trial’s end', async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 10 * DAY;
    const t = await trialSite('billing-trial@example.com', trialEnd);
    const before = (await subs(t.site, t.session)).json as SiteSubscriptions;
    expect(of(before, 'observe')).toMatchObject({ plan: 'business', trialEnd, recorded: false });
    expect(of(before, 'voc')).toMatchObject({ plan: 'free', trialEnd: null });
    const answer = await change(
      t.site,
      'observe',
      { sku: 'observe-plus-10000', billingCycle: 'monthly', currency: 'usd' },
      t.session,
    );
    expect(answer.status).toBe(200);
    const observe = of(answer.json, 'observe');
    expect(observe).toMatchObject({ plan: 'plus', trialEnd });
    expect(observe.currentPeriodEnd).toBeGreaterThan(trialEnd + 27 * DAY);
  });

  it('a trial that ended without a purchase returns the site to basic', async () => {
    const t = await trialSite(
      'billing-trial-over@example.com',
      Math.floor(Date.now() / 1000) - DAY,
    );
    const body = (await subs(t.site, t.session)).json as SiteSubscriptions;
    expect(body).toMatchObject({ plan: 'basic', effectivePlan: 'basic' });
    expect(of(body, 'observe')).toMatchObject({ plan: 'basic', trialEnd: null });
  });
});

describe('the plans page’s choices', () => {
  it('are the billing cycles and currencies of the catalog manifest', () => {
    const bundle = billingCatalog(ROOT);
    expect([...CURRENCIES]).toEqual(bundle.currencies);
    expect([...BILLING_CYCLES]).toEqual(bundle.billingCycles);
  });
});
