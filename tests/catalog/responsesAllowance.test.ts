/**
 * A site's monthly survey responses from the catalog (runtime/rules/catalog/responsesAllowance.ts;
 * spec §9 "Ask basic 20 free, plus 250, business 500 to 100000, scale 1000000"), over the real
 * catalog bundle: every plan id of §3 gets one, by the rules the session allowance uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monthlyResponsesAllowance } from '../../runtime/rules/catalog/responsesAllowance';
import { planAllowance } from '../../runtime/rules/catalog/sessionAllowance';
import type { CatalogBundle } from '../../runtime/rules/catalog/types';
import { ROOT } from '../support/appServer';

const bundle = JSON.parse(
  readFileSync(join(ROOT, 'generated/bundle/catalog.json'), 'utf8'),
) as CatalogBundle;
const products = bundle.catalogs[0]!.products;

describe('monthlyResponsesAllowance over the real catalog', () => {
  it.each([
    ['basic', 20], // its own Ask plan
    ['plus', 250],
    ['business', 500], // the first (smallest) step: a site records its plan, not its step
    ['scale', 1_000_000],
    ['free', 20], // same tier as basic (§5 free counts as basic)
    ['growth', 250], // tier 1, like plus
    ['pro', 500], // tier 2, like business
    ['enterprise', 1_000_000], // tier 3, like scale
  ])('%s → %i responses a month', (plan, responses) => {
    expect(monthlyResponsesAllowance(products, bundle.plans, plan)).toBe(responses);
  });
  it('knows no allowance for an unknown plan (fails closed)', () => {
    expect(monthlyResponsesAllowance(products, bundle.plans, 'gold')).toBeNull();
  });
});

describe('planAllowance', () => {
  it('answers null for a product the catalog does not have', () => {
    expect(planAllowance(products, bundle.plans, 'basic', 'nope', (a) => a.price ?? 0)).toBeNull();
  });
  it('reads the quota the caller names (Voice of Customer responses live in `quotas`)', () => {
    expect(
      planAllowance(products, bundle.plans, 'growth', 'voc', (a) => a.quotas.monthlyResponses),
    ).toBe(500);
  });
});
