/** A small catalog in the API shape, with figures from product.md#constants-and-limits, for the rule tables. */
import type { Allowance, CatalogProduct } from '../../runtime/rules/catalog/types';

const step = (sku: string, price: number | null, selfServeEnabled = true): Allowance => ({
  sku,
  selfServeEnabled,
  chargeable: price !== 0,
  price,
  quotas: {},
});

export const SPEC_PRODUCTS: CatalogProduct[] = [
  {
    id: 'PROD-1',
    name: 'ask',
    title: 'catalog:products.ask',
    plans: [
      { id: 'basic', name: 'b', planTier: 0, allowances: [step('ask-basic-20', 0)] },
      { id: 'plus', name: 'p', planTier: 1, allowances: [step('ask-plus-250', 59)] },
      {
        id: 'business',
        name: 'bu',
        planTier: 2,
        allowances: [step('ask-business-500', 79), step('ask-business-100000', 1379)],
      },
      { id: 'scale', name: 's', planTier: 3, allowances: [step('ask-scale-1000000', null, false)] },
    ],
  },
  {
    id: 'PROD-2',
    name: 'observe',
    title: 'catalog:products.observe',
    plans: [
      { id: 'basic', name: 'b', planTier: 0, allowances: [step('observe-basic-2000', 0)] },
      { id: 'plus', name: 'p', planTier: 1, allowances: [step('observe-plus-10000', 39)] },
    ],
  },
];
