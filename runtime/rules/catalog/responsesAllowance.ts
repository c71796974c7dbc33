/**
 * A site's monthly survey responses, from the product catalog (spec §2 "responses-limit widget",
 * §9 "Plan allowances … monthly responses for Ask": basic 20, plus 250, business 500 to 100000,
 * scale 1000000). Responses are what Ask is measured by (manifests/catalog/products.yaml
 * `stepQuota: monthlyResponses`), so the Ask plan decides, with the rules of the session
 * allowance (sessionAllowance.ts `planAllowance`): the plan's first step, else the same tier's,
 * else the largest step below.
 */
import { planAllowance } from './sessionAllowance';
import type { CatalogProduct, PlanInfo } from './types';

/** The catalog product whose allowance steps are monthly survey responses. */
export const RESPONSES_PRODUCT = 'ask';

export function monthlyResponsesAllowance(
  products: readonly CatalogProduct[],
  plans: readonly Pick<PlanInfo, 'id' | 'tier'>[],
  planId: string,
): number | null {
  return planAllowance(products, plans, planId, RESPONSES_PRODUCT, (a) => a.monthlyResponses);
}
