/** product.md#states-and-transitions "Plan ordering: up by tier, then within a tier by price." */
import { describe, expect, it } from 'vitest';
import {
  comparePlans,
  entryPrice,
  orderCatalogPlans,
  orderPlans,
  type OrderablePlan,
} from '../../runtime/rules/catalog/planOrder';
import { SPEC_PRODUCTS } from './specCatalog';

const plan = (id: string, tier: number, price: number | null): OrderablePlan => ({
  id,
  tier,
  price,
});

describe('comparePlans', () => {
  const cases: { given: [OrderablePlan, OrderablePlan]; want: 'before' | 'after' | 'same' }[] = [
    { given: [plan('basic', 0, 0), plan('plus', 1, 59)], want: 'before' },
    { given: [plan('scale', 3, null), plan('business', 2, 79)], want: 'after' },
    // Within a tier the price decides, whatever the name.
    { given: [plan('plus', 1, 59), plan('growth', 1, 950)], want: 'before' },
    { given: [plan('growth', 1, 950), plan('plus', 1, 59)], want: 'after' },
    // A lower tier wins even when it costs more.
    { given: [plan('growth', 1, 950), plan('business', 2, 79)], want: 'before' },
    // No self-serve price (sales-led) sorts after a priced plan of the same tier.
    { given: [plan('enterprise', 3, null), plan('scale', 3, 100)], want: 'after' },
    { given: [plan('basic', 0, 0), plan('free', 0, 0)], want: 'before' },
    { given: [plan('plus', 1, 59), plan('plus', 1, 59)], want: 'same' },
  ];
  for (const { given, want } of cases) {
    it(`${given[0].id}(${given[0].tier}, ${given[0].price}) is ${want} ${given[1].id}(${given[1].tier}, ${given[1].price})`, () => {
      const result = Math.sign(comparePlans(...given));
      expect(result).toBe(want === 'before' ? -1 : want === 'after' ? 1 : 0);
    });
  }
});

describe('orderPlans', () => {
  it('orders the plan names of product.md#records-and-their-fields up by tier, then by price', () => {
    const plans = [
      plan('scale', 3, null),
      plan('growth', 1, 950),
      plan('business', 2, 79),
      plan('free', 0, 0),
      plan('plus', 1, 39),
      plan('basic', 0, 0),
    ];
    expect(orderPlans(plans).map((p) => p.id)).toEqual([
      'basic',
      'free',
      'plus',
      'growth',
      'business',
      'scale',
    ]);
  });
  it('does not change its input', () => {
    const plans = [plan('plus', 1, 59), plan('basic', 0, 0)];
    orderPlans(plans);
    expect(plans.map((p) => p.id)).toEqual(['plus', 'basic']);
  });
});

describe('entryPrice', () => {
  const ask = SPEC_PRODUCTS[0]!.plans;
  const cases = [
    { plan: 'basic', want: 0 },
    { plan: 'business', want: 79 }, // the lower end of product.md#constants-and-limits range
    { plan: 'scale', want: null }, // not self-serve
  ];
  for (const { plan: id, want } of cases) {
    it(`ask ${id} starts at ${want}`, () => {
      expect(entryPrice(ask.find((p) => p.id === id)!)).toBe(want);
    });
  }
});

describe('orderCatalogPlans', () => {
  it('puts the plans of a product in product.md#states-and-transitions order', () => {
    const shuffled = [...SPEC_PRODUCTS[0]!.plans].reverse();
    expect(orderCatalogPlans(shuffled).map((p) => p.id)).toEqual([
      'basic',
      'plus',
      'business',
      'scale',
    ]);
  });
});
