/**
 * GET /api/product-catalog/{version}/{billingCycle}/{currency} over real HTTP (product.md#records-and-their-fields
 * "Product catalog", product.md#calls, product.md#errors): every product × cycle × currency with its plans in
 * product.md#states-and-transitions order and the figures the catalog manifests declare, unknown version / currency → 404 naming what exists, a bad cycle → 400, 401
 * signed out, the 1 h cache; then the catalog rules (runtime/rules/catalog) over the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bundleJson from '../../generated/bundle/catalog.json';
import type { ProductCatalog } from '../../generated/types';
import { fromApiCatalog } from '../../runtime/rules/catalog/apiShape';
import { compareAllowances } from '../../runtime/rules/catalog/compareAllowances';
import { countsAsBasic } from '../../runtime/rules/catalog/countsAsBasic';
import { dailySessionAllowance } from '../../runtime/rules/catalog/sessionAllowance';
import type { CatalogBundle } from '../../runtime/rules/catalog/types';
import { startServer, type TestServer } from './harness';

/** What the catalog manifests declare, as the server serves it. */
const bundle = bundleJson as unknown as CatalogBundle;

let server: TestServer;
let session: string;

beforeAll(async () => {
  server = await startServer();
  const persona = await server.persona({
    email: 'catalog@example.com',
    account: { name: 'Catalog account' },
    organizations: [{ name: 'Org', access: 'admin', sites: [{ name: 'Shop' }] }],
  });
  session = await server.sessionFor(persona.userId);
});
afterAll(() => server.close());

const get = (path: string, withSession = true) =>
  server.request('GET', path, withSession ? { session } : {});
const catalog = async (cycle: string, currency: string): Promise<ProductCatalog> => {
  const answer = await get(`/api/product-catalog/1/${cycle}/${currency}`);
  expect(answer.status).toBe(200);
  return answer.json as ProductCatalog;
};
const plansOf = (c: ProductCatalog, product: string) =>
  c.find((e) => e.product.name === product)!.plans.map((p) => p.id);
const allowance = (c: ProductCatalog, sku: string) =>
  c.flatMap((e) => e.allowances).find((a) => a.sku === sku)!;

describe.each(['monthly', 'annually'])('%s', (cycle) => {
  describe.each(['usd', 'eur'])('%s', (currency) => {
    it('lists the four products of product.md#records-and-their-fields with their plans in product.md#states-and-transitions order', async () => {
      const c = await catalog(cycle, currency);
      expect(c.map((e) => [e.product.id, e.product.name])).toEqual([
        ['PROD-1', 'ask'],
        ['PROD-2', 'observe'],
        ['PROD-3', 'voc'],
        ['PROD-4', 'dxa'],
      ]);
      for (const product of bundle.catalogs[0]!.products) {
        expect(plansOf(c, product.name)).toEqual(product.plans.map((p) => p.id));
      }
      for (const entry of c) {
        const ids = entry.plans.map((p) => p.id);
        // Every allowance names one of its product's plans; every plan has one.
        for (const a of entry.allowances) expect(ids).toContain(a.planId);
        for (const id of ids) expect(entry.allowances.some((a) => a.planId === id)).toBe(true);
        expect(entry.plans.map((p) => p.planTier)).toEqual(
          [...entry.plans.map((p) => p.planTier)].sort(),
        );
      }
    });

    it('serves every step of the catalog manifests with its figures', async () => {
      const c = await catalog(cycle, currency);
      const declared = bundle.catalogs.find(
        (x) => x.billingCycle === cycle && x.currency === currency,
      )!;
      for (const product of declared.products) {
        for (const plan of product.plans) {
          for (const step of plan.allowances) {
            expect(allowance(c, step.sku), step.sku).toMatchObject({ ...step, planId: plan.id });
          }
        }
      }
    });
  });
});

describe('errors', () => {
  it('answers an unknown version with a 404 naming the versions that exist', async () => {
    const answer = await get('/api/product-catalog/2024-01/monthly/usd');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: 'not_found', field: 'version' });
    expect(answer.json.message).toMatch(/"2024-01".*version 1/);
  });
  it('answers an unknown currency with a 404 naming the currencies that exist', async () => {
    const answer = await get('/api/product-catalog/1/monthly/gbp');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: 'not_found', field: 'currency' });
    expect(answer.json.message).toMatch(/"gbp".*usd, eur/);
  });
  it.each([
    ['/api/product-catalog/1/yearly/usd', 'billingCycle'],
    ['/api/product-catalog/1/Monthly/usd', 'billingCycle'],
    ['/api/product-catalog/1/monthly/USD', 'currency'],
  ])('answers %s with a 400 naming %s', async (path, field) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });
  it('answers 401 signed out', async () => {
    expect((await get('/api/product-catalog/1/monthly/usd', false)).status).toBe(401);
  });
});

describe('caching (product.md#constants-and-limits "catalog 1 hour")', () => {
  it('lets the browser keep the answer for an hour, never a shared cache', async () => {
    const answer = await get('/api/product-catalog/1/monthly/usd');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=3600');
  });
  it('does not cache errors', async () => {
    const answer = await get('/api/product-catalog/9/monthly/usd');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
  it('answers the same object every time (built once)', async () => {
    const [a, b] = await Promise.all([catalog('monthly', 'usd'), catalog('monthly', 'usd')]);
    expect(a).toEqual(b);
  });
});

describe('the catalog rules over the answer (product.md#states-and-transitions, product.md#validation)', () => {
  it('orders allowances within a product: Ask business 500 → 100,000, Observe business 20,000 → 15 million', async () => {
    const products = fromApiCatalog(await catalog('monthly', 'usd'));
    const table: [string, string, number][] = [
      ['ask-business-500', 'ask-business-100000', -1],
      ['ask-business-100000', 'ask-business-500', 1],
      ['ask-plus-250', 'ask-business-500', -1],
      ['ask-business-100000', 'ask-scale-1000000', -1],
      ['observe-business-20000', 'observe-business-15000000', -1],
      ['observe-basic-2000', 'observe-plus-10000', -1],
      ['observe-plus-10000', 'observe-plus-10000', 0],
      ['voc-free-20', 'voc-growth-500', -1],
    ];
    for (const [a, b, order] of table) {
      expect(compareAllowances(products, a, b), `${a} vs ${b}`).toEqual({ ok: true, order });
    }
  });
  it('fails, with a reportable message, across products and for unknown SKUs', async () => {
    const products = fromApiCatalog(await catalog('monthly', 'usd'));
    expect(compareAllowances(products, 'ask-basic-20', 'observe-plus-10000')).toMatchObject({
      ok: false,
      reason: 'different-products',
      products: ['ask', 'observe'],
    });
    expect(compareAllowances(products, 'ask-plus-250', 'ask-gold-1')).toMatchObject({
      ok: false,
      reason: 'unknown-sku',
      sku: 'ask-gold-1',
    });
  });
  it('reads the allowances of a plan from the answer as from the bundle', async () => {
    const products = fromApiCatalog(await catalog('monthly', 'usd'));
    const plans = [
      { id: 'basic', tier: 0 },
      { id: 'free', tier: 0 },
      { id: 'plus', tier: 1 },
      { id: 'growth', tier: 1 },
      { id: 'business', tier: 2 },
      { id: 'scale', tier: 3 },
    ];
    const declared = bundle.catalogs.find(
      (c) => c.billingCycle === 'monthly' && c.currency === 'usd',
    )!.products;
    expect(dailySessionAllowance(products, plans, 'business')).toBe(
      dailySessionAllowance(declared, plans, 'business'),
    );
    expect(dailySessionAllowance(products, plans, 'business')).toBeGreaterThan(0);
    expect(countsAsBasic('free', [{ id: 'free', countsAsBasic: true }])).toBe(true);
  });
});
