/**
 * Plan ordering (product.md#states-and-transitions "Plan ordering: up by tier, then within a tier by price"). Pure, so the
 * generator orders the bundle and the runtime orders what the API returns with the same rule.
 */
import type { CatalogPlan } from './types';

export interface OrderablePlan {
  id: string;
  tier: number;
  /** The plan's entry price; null = no self-serve price (sales-led), sorted after priced plans. */
  price: number | null;
}

/** Negative when `a` comes before `b`. The id breaks remaining ties so the order is total. */
export function comparePlans(a: OrderablePlan, b: OrderablePlan): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.price !== b.price) {
    if (a.price === null) return 1;
    if (b.price === null) return -1;
    return a.price - b.price;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function orderPlans<T extends OrderablePlan>(plans: readonly T[]): T[] {
  return [...plans].sort(comparePlans);
}

/** The price a plan starts at in one catalog: its cheapest priced allowance, or null. */
export function entryPrice(plan: Pick<CatalogPlan, 'allowances'>): number | null {
  const prices = plan.allowances.map((a) => a.price).filter((p): p is number => p !== null);
  return prices.length ? Math.min(...prices) : null;
}

/** The plans of one catalog product in product.md#states-and-transitions order. */
export function orderCatalogPlans(plans: readonly CatalogPlan[]): CatalogPlan[] {
  const keyed = plans.map((plan) => ({
    plan,
    id: plan.id,
    tier: plan.planTier,
    price: entryPrice(plan),
  }));
  return orderPlans(keyed).map((k) => k.plan);
}
