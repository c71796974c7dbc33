/**
 * Comparing two allowances by SKU (product.md#states-and-transitions "An allowance is lower than another only within the
 * same product"; product.md#validation "Comparing allowances of different products or unknown SKUs fails and is
 * reported"). Never throws: the caller gets a result and reports the failure with its message.
 */
import { comparePlans } from './planOrder';
import type { CatalogProduct } from './types';

export type AllowanceComparison =
  /** `order` < 0: a is lower than b; 0: same allowance; > 0: a is higher. */
  | { ok: true; order: -1 | 0 | 1 }
  | { ok: false; reason: 'unknown-sku'; sku: string; message: string }
  | { ok: false; reason: 'different-products'; products: [string, string]; message: string };

interface Found {
  product: string;
  /** The allowance seen as an orderable plan entry: its plan's id and tier, its own price. */
  entry: { id: string; tier: number; price: number | null };
  /** Position among its plan's steps (lowest first). */
  step: number;
}

export function compareAllowances(
  products: readonly CatalogProduct[],
  skuA: string,
  skuB: string,
): AllowanceComparison {
  const a = find(products, skuA);
  if (!a) return unknown(skuA);
  const b = find(products, skuB);
  if (!b) return unknown(skuB);
  if (a.product !== b.product) {
    return {
      ok: false,
      reason: 'different-products',
      products: [a.product, b.product],
      message: `Cannot compare allowance ${skuA} of ${a.product} with ${skuB} of ${b.product}: allowances compare only within one product`,
    };
  }
  // product.md#states-and-transitions: plans order up by tier then price; within one plan the steps are listed lowest first.
  const byPlan = a.entry.id === b.entry.id ? 0 : comparePlans(a.entry, b.entry);
  const order = byPlan !== 0 ? byPlan : a.step - b.step;
  return { ok: true, order: order < 0 ? -1 : order > 0 ? 1 : 0 };
}

function find(products: readonly CatalogProduct[], sku: string): Found | undefined {
  for (const product of products) {
    for (const plan of product.plans) {
      const step = plan.allowances.findIndex((x) => x.sku === sku);
      if (step < 0) continue;
      const price = plan.allowances[step]!.price;
      return { product: product.name, entry: { id: plan.id, tier: plan.planTier, price }, step };
    }
  }
  return undefined;
}

function unknown(sku: string): AllowanceComparison {
  return {
    ok: false,
    reason: 'unknown-sku',
    sku,
    message: `Cannot compare allowances: unknown SKU ${sku}`,
  };
}
