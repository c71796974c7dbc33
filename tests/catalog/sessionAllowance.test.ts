/**
 * A site's daily session allowance from the catalog (runtime/rules/catalog/sessionAllowance.ts;
 * product.md#constants-and-limits "Observe basic 2000 daily sessions, plus 10000, business 20000 to 15 million"), over
 * the real catalog bundle: every plan id of product.md#records-and-their-fields gets one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dailySessionAllowance } from '../../runtime/rules/catalog/sessionAllowance';
import type { CatalogBundle } from '../../runtime/rules/catalog/types';
import { ROOT } from '../support/appServer';
import { SPEC_PRODUCTS } from './specCatalog';

const bundle = JSON.parse(
  readFileSync(join(ROOT, 'generated/bundle/catalog.json'), 'utf8'),
) as CatalogBundle;
const products = bundle.catalogs[0]!.products;

describe('dailySessionAllowance over the real catalog', () => {
  it.each([
    ['basic', 2000], // its own Observe plan
    ['plus', 10_000],
    ['business', 20_000], // the first (smallest) step: a site records its plan, not its step
    ['free', 2000], // same tier as basic (product.md#validation free counts as basic)
    ['growth', 10_000], // tier 1, like plus
    ['pro', 20_000], // tier 2, like business
    ['scale', 15_000_000], // above every Observe plan: the largest step below
    ['enterprise', 15_000_000],
  ])('%s → %i sessions a day', (plan, daily) => {
    expect(dailySessionAllowance(products, bundle.plans, plan)).toBe(daily);
  });

  it('is the same in every billing cycle and currency', () => {
    for (const catalog of bundle.catalogs) {
      expect(dailySessionAllowance(catalog.products, bundle.plans, 'plus')).toBe(10_000);
    }
  });

  it('an unknown plan, or a catalog without Observe, has none (null)', () => {
    expect(dailySessionAllowance(products, bundle.plans, 'platinum')).toBeNull();
    const withoutObserve = products.filter((p) => p.name !== 'observe');
    expect(dailySessionAllowance(withoutObserve, bundle.plans, 'basic')).toBeNull();
  });

  it('a plan without a daily-sessions quota has none (null)', () => {
    // The product rules catalog's Observe steps carry no quota fields.
    expect(dailySessionAllowance(SPEC_PRODUCTS, bundle.plans, 'basic')).toBeNull();
  });
});
