/**
 * The catalog in the API's shape and back (runtime/rules/catalog/apiShape.ts; product.md#records-and-their-fields "Product
 * catalog: product (id, name), plans (id, name, planTier), allowances (sku, …)"): every
 * allowance names its plan, plans come in product.md#states-and-transitions order, and the way back gives the rules the
 * catalog they read (same plans, same steps in the same order).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromApiCatalog, toApiCatalog } from '../../runtime/rules/catalog/apiShape';
import { orderCatalogPlans } from '../../runtime/rules/catalog/planOrder';
import type { CatalogBundle } from '../../runtime/rules/catalog/types';
import { ROOT } from '../support/appServer';
import { SPEC_PRODUCTS } from './specCatalog';

const bundle = JSON.parse(
  readFileSync(join(ROOT, 'generated/bundle/catalog.json'), 'utf8'),
) as CatalogBundle;

describe('toApiCatalog', () => {
  it('lists plans by id with their tier, and every step once with its plan id', () => {
    const [ask] = toApiCatalog({ products: SPEC_PRODUCTS });
    expect(ask!.product).toEqual({ id: 'PROD-1', name: 'ask' });
    expect(ask!.plans.map((p) => [p.id, p.name, p.planTier])).toEqual([
      ['basic', 'basic', 0],
      ['plus', 'plus', 1],
      ['business', 'business', 2],
      ['scale', 'scale', 3],
    ]);
    const steps = SPEC_PRODUCTS[0]!.plans.flatMap((p) => p.allowances.map((a) => a.sku));
    expect(ask!.allowances.map((a) => a.sku).sort()).toEqual(steps.sort());
    expect(ask!.allowances.find((a) => a.sku === 'ask-scale-1000000')).toMatchObject({
      planId: 'scale',
      price: null,
    });
  });
  it('puts shuffled plans in product.md#states-and-transitions order', () => {
    const shuffled = SPEC_PRODUCTS.map((p) => ({ ...p, plans: [...p.plans].reverse() }));
    expect(toApiCatalog({ products: shuffled })[0]!.plans.map((p) => p.id)).toEqual([
      'basic',
      'plus',
      'business',
      'scale',
    ]);
  });
});

describe('fromApiCatalog', () => {
  it.each(bundle.catalogs.map((c) => [`${c.billingCycle} ${c.currency}`, c] as const))(
    'gives back the bundle catalog (%s)',
    (_name, catalog) => {
      const back = fromApiCatalog(toApiCatalog(catalog));
      const ordered = catalog.products.map((p) => ({ ...p, plans: orderCatalogPlans(p.plans) }));
      expect(back).toEqual(ordered);
    },
  );
});
