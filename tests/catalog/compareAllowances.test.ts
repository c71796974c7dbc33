/**
 * product.md#states-and-transitions "An allowance is lower than another only within the same product"; product.md#validation "Comparing
 * allowances of different products or unknown SKUs fails and is reported".
 */
import { describe, expect, it } from 'vitest';
import {
  compareAllowances,
  type AllowanceComparison,
} from '../../runtime/rules/catalog/compareAllowances';
import { SPEC_PRODUCTS } from './specCatalog';

describe('compareAllowances', () => {
  const cases: { a: string; b: string; want: Partial<AllowanceComparison> }[] = [
    // Within Ask: up by tier.
    { a: 'ask-basic-20', b: 'ask-plus-250', want: { ok: true, order: -1 } },
    { a: 'ask-business-500', b: 'ask-plus-250', want: { ok: true, order: 1 } },
    { a: 'ask-business-100000', b: 'ask-scale-1000000', want: { ok: true, order: -1 } },
    // Within one plan: the steps of product.md#constants-and-limits range, lowest first.
    { a: 'ask-business-500', b: 'ask-business-100000', want: { ok: true, order: -1 } },
    { a: 'ask-business-100000', b: 'ask-business-500', want: { ok: true, order: 1 } },
    { a: 'ask-plus-250', b: 'ask-plus-250', want: { ok: true, order: 0 } },
    // Across products: fails, even though basic is "lower" than plus.
    {
      a: 'ask-basic-20',
      b: 'observe-plus-10000',
      want: { ok: false, reason: 'different-products', products: ['ask', 'observe'] },
    },
    // Unknown SKUs fail, whichever side they are on.
    {
      a: 'ask-gold-1',
      b: 'ask-plus-250',
      want: { ok: false, reason: 'unknown-sku', sku: 'ask-gold-1' },
    },
    { a: 'ask-plus-250', b: 'nope', want: { ok: false, reason: 'unknown-sku', sku: 'nope' } },
  ];
  for (const { a, b, want } of cases) {
    it(`${a} vs ${b}`, () => {
      expect(compareAllowances(SPEC_PRODUCTS, a, b)).toMatchObject(want);
    });
  }

  it('explains a failure in a message the caller can report', () => {
    const result = compareAllowances(SPEC_PRODUCTS, 'ask-basic-20', 'observe-basic-2000');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/ask.*observe.*only within one product/);
  });

  it('never throws, even on an empty catalog', () => {
    expect(compareAllowances([], 'a', 'b')).toMatchObject({ ok: false, reason: 'unknown-sku' });
  });
});
