/** The catalog's cross-file rules, in one pass over the merged catalog documents. */
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext } from '../../core/types';
import { checkAllowances } from './checkAllowances';
import { checkCampaigns } from './checkCampaigns';
import { checkDeclarations } from './checkDeclarations';
import { checkPlans } from './checkPlans';
import { expandCatalog } from './expand';
import { resolveSettings } from './settings';

/** The other kinds' parts the catalog check reads (see KindDefinition `reads`). */
export const CATALOG_READS = ['app'] as const satisfies readonly PartName[];
export type CatalogParts = PartsOf<'catalog' | (typeof CATALOG_READS)[number]>;

export const CATALOG_RULES: Record<string, string> = {
  'catalog/duplicate-id':
    'A product, plan, organization size, campaign or product/plan allowance group is declared twice.',
  'catalog/duplicate-setting':
    'A catalog-wide setting (e.g. `currencies`) is declared in two files.',
  'catalog/missing-setting':
    'The catalog sells allowances or runs campaigns but lacks a setting they need (version, currencies, billing cycles, pricing or trial rules).',
  'catalog/duplicate-sku': 'Two allowance steps use the same SKU.',
  'catalog/sku-quota-mismatch':
    'A SKU ends in a number other than the quota of its step (e.g. observe-plus-10000 selling 12000).',
  'catalog/unknown-product': 'An allowance names a product the catalog does not declare.',
  'catalog/unknown-plan': 'An allowance or campaign names a plan the catalog does not declare.',
  'catalog/tier-mismatch':
    'A plan’s tier contradicts product.md#records-and-their-fields (basic/free 0, plus/growth 1, business 2, scale 3).',
  'catalog/counts-as-basic-mismatch':
    'A plan’s `countsAsBasic` contradicts product.md#validation (only free and basic count as basic).',
  'catalog/missing-quota':
    'An allowance step lacks the quota its product is measured by (`stepQuota`).',
  'catalog/steps-not-increasing':
    'The steps of one product/plan do not strictly increase in quota and price.',
  'catalog/missing-price':
    'A self-serve step has no price in a declared billing cycle and currency after the pricing rules are applied.',
  'catalog/unknown-organization-size':
    'A campaign names an organization size that is not declared.',
  'catalog/trial-campaign-rule':
    'Trial campaigns break product.md#constants-and-limits: each size in one campaign, small sizes (minimum ≤ 100) in their own, larger ones in the one large-company campaign, trial length as the app constant.',
};

export function checkCatalog(model: CatalogParts, ctx: CheckContext): void {
  const catalog = model.catalog;
  const settings = resolveSettings(catalog);
  checkDeclarations(catalog, settings, ctx);
  checkPlans(catalog, ctx);
  const expansion = expandCatalog(catalog, settings.values);
  checkAllowances(catalog, expansion, settings.declaredAt.pricingRules, ctx);
  checkCampaigns(model, settings.values, ctx);
}
