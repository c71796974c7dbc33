/**
 * product.md#validation "Free and basic plans count as basic": which plans do is catalog data (`countsAsBasic`
 * on each plan), so a renamed entry plan needs a manifest change, not a code change.
 */
import type { PlanInfo } from './types';

/** True when the plan is declared as counting as basic; an unknown plan id does not (fail closed). */
export function countsAsBasic(
  planId: string,
  plans: readonly Pick<PlanInfo, 'id' | 'countsAsBasic'>[],
): boolean {
  return plans.some((p) => p.id === planId && p.countsAsBasic);
}
