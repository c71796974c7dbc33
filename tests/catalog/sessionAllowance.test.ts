/**
 * A site's daily session allowance from the catalog (runtime/rules/catalog/sessionAllowance.ts):
 * the four rules over a small catalog of our own, then what must hold over whatever the real
 * catalog says (every plan gets an allowance, the same in every billing cycle and currency).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dailySessionAllowance } from '../../runtime/rules/catalog/sessionAllowance';
import type { Allowance, CatalogBundle, CatalogProduct } from '../../runtime/rules/catalog/types';
import { ROOT } from '../support/appServer';
import { SPEC_PRODUCTS } from './specCatalog';

const bundle = JSON.parse(
  readFileSync(join(ROOT, 'generated/bundle/catalog.json'), 'utf8'),
) as CatalogBundle;

const daily = (dailySessions: number): Allowance => ({
  sku: `observe-${dailySessions}`,
  selfServeEnabled: true,
  chargeable: true,
  price: 1,
  dailySessions,
  quotas: {},
});

/** Observe sold on a tier-0, a tier-1 and a tier-2 plan; the plans list goes up to tier 3. */
const OBSERVE: CatalogProduct[] = [
  {
    id: 'PROD-2',
    name: 'observe',
    title: 'catalog:products.observe',
    plans: [
      { id: 'small', name: 's', planTier: 0, allowances: [daily(100)] },
      { id: 'middle', name: 'm', planTier: 1, allowances: [daily(1000)] },
      { id: 'large', name: 'l', planTier: 2, allowances: [daily(5000), daily(90_000)] },
    ],
  },
];
const PLANS = [
  { id: 'small', tier: 0 },
  { id: 'small-too', tier: 0 },
  { id: 'middle', tier: 1 },
  { id: 'large', tier: 2 },
  { id: 'large-too', tier: 2 },
  { id: 'top', tier: 3 },
];

describe('dailySessionAllowance', () => {
  it.each([
    ['small', 100, 'its own Observe plan'],
    ['large', 5000, "its own plan's first step: a site records its plan, not its step"],
    ['small-too', 100, 'the Observe plan of the same tier'],
    ['large-too', 5000, 'the first step of the same tier'],
    ['top', 90_000, 'above every Observe plan: the largest step below'],
  ])('%s → %i sessions a day (%s)', (plan, sessions) => {
    expect(dailySessionAllowance(OBSERVE, PLANS, plan)).toBe(sessions);
  });

  it('an unknown plan, or a catalog without Observe, has none (null)', () => {
    expect(dailySessionAllowance(OBSERVE, PLANS, 'platinum')).toBeNull();
    expect(dailySessionAllowance([], PLANS, 'small')).toBeNull();
  });

  it('a plan without a daily-sessions quota has none (null)', () => {
    // The product rules catalog's Observe steps carry no quota fields.
    expect(dailySessionAllowance(SPEC_PRODUCTS, PLANS, 'small')).toBeNull();
  });
});

describe('dailySessionAllowance over the real catalog', () => {
  const first = bundle.catalogs[0]!.products;

  it('gives every declared plan a daily allowance', () => {
    const missing = bundle.plans.filter(
      (plan) => !(dailySessionAllowance(first, bundle.plans, plan.id)! > 0),
    );
    expect(missing.map((p) => p.id)).toEqual([]);
  });

  it('is the same in every billing cycle and currency', () => {
    for (const plan of bundle.plans) {
      const expected = dailySessionAllowance(first, bundle.plans, plan.id);
      for (const catalog of bundle.catalogs) {
        expect(dailySessionAllowance(catalog.products, bundle.plans, plan.id), plan.id).toBe(
          expected,
        );
      }
    }
  });
});
