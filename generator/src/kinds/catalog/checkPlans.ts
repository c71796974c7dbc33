/** Plans against what the product rules fix about them (product.md#records-and-their-fields tiers, product.md#validation plans that count as basic). */
import { childRef } from '../../core/located';
import type { CheckContext } from '../../core/types';
import type { CatalogModel } from './model';
import { SPEC_BASIC_PLANS, SPEC_PLAN_TIERS } from './specPlanRules';

export function checkPlans(model: CatalogModel, ctx: CheckContext): void {
  for (const plan of model.plans) {
    const tier = SPEC_PLAN_TIERS[plan.id];
    if (tier !== undefined && plan.tier !== tier) {
      ctx.report({
        at: childRef(plan.$at, 'tier'),
        rule: 'catalog/tier-mismatch',
        message: `Plan "${plan.id}" has tier ${plan.tier}, but product.md#records-and-their-fields puts it at tier ${tier}`,
        expected: `tier: ${tier}`,
        found: `tier: ${plan.tier}`,
        hint: 'product.md#records-and-their-fields: basic/free 0, plus/growth 1, business 2, scale 3.',
      });
    }
    const basic = SPEC_BASIC_PLANS.includes(plan.id);
    if (plan.countsAsBasic !== basic) {
      ctx.report({
        at: childRef(plan.$at, 'countsAsBasic'),
        rule: 'catalog/counts-as-basic-mismatch',
        message: `Plan "${plan.id}" ${plan.countsAsBasic ? 'counts' : 'does not count'} as basic, but product.md#validation says ${basic ? 'it does' : 'only free and basic do'}`,
        expected: `countsAsBasic: ${basic}`,
        found: `countsAsBasic: ${plan.countsAsBasic}`,
        hint: 'product.md#validation: "Free and basic plans count as basic."',
      });
    }
  }
}
