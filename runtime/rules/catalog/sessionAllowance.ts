/**
 * A site's daily session allowance, from the product catalog (product.md#records-and-their-fields "Product catalog", product.md#constants-and-limits
 * "Plan allowances": Observe basic 2000 daily sessions, plus 10000, business 20000 to 15
 * million). Sessions are what Observe (heatmaps, recordings) is measured by
 * (manifests/catalog/products.yaml `stepQuota: dailySessions`), so the Observe plan decides.
 *
 * A site records its plan, not the allowance step it bought, so:
 * 1. the Observe plan with the site's plan id: its first (smallest) step;
 * 2. else the Observe plan of the same tier (free → basic, growth → plus, pro → business):
 *    its first step;
 * 3. else — a tier above every Observe plan (scale, enterprise) — the largest step of the
 *    highest Observe plan below it;
 * 4. else (an unknown plan id, or a catalog without Observe) null.
 */
import type { Allowance, CatalogProduct, PlanInfo } from './types';

/** The catalog product whose allowance steps are sessions a day (products.yaml). */
export const SESSION_PRODUCT = 'observe';

export function dailySessionAllowance(
  products: readonly CatalogProduct[],
  plans: readonly Pick<PlanInfo, 'id' | 'tier'>[],
  planId: string,
): number | null {
  return planAllowance(products, plans, planId, SESSION_PRODUCT, (a) => a.dailySessions);
}

/**
 * The same four rules for any product and quota: the allowance of `planId` in `productName`,
 * read by `quotaOf` (e.g. Voice of Customer responses in `quotas`).
 */
export function planAllowance(
  products: readonly CatalogProduct[],
  plans: readonly Pick<PlanInfo, 'id' | 'tier'>[],
  planId: string,
  productName: string,
  quotaOf: (allowance: Allowance) => number | undefined,
): number | null {
  const product = products.find((p) => p.name === productName);
  if (!product) return null;
  const first = (plan: CatalogProduct['plans'][number] | undefined) => {
    const step = plan?.allowances[0];
    return step ? (quotaOf(step) ?? null) : null;
  };

  const own = product.plans.find((p) => p.id === planId);
  if (own) return first(own);
  const tier = plans.find((p) => p.id === planId)?.tier;
  if (tier === undefined) return null;
  const sameTier = product.plans.find((p) => p.planTier === tier);
  if (sameTier) return first(sameTier);
  const below = product.plans
    .filter((p) => p.planTier < tier)
    .sort((a, b) => a.planTier - b.planTier)
    .at(-1);
  const steps = (below?.allowances ?? [])
    .map(quotaOf)
    .filter((n): n is number => typeof n === 'number');
  return steps.length ? Math.max(...steps) : null;
}
