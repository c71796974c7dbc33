/**
 * `kind: catalog` — products, plans, allowances with prices, pricing rules and trial campaigns
 * (spec §3 "Product catalog", §4 plan ordering, §5, §6 trials list, §9 "Plan allowances").
 */
import type { BundledKindDefinition } from '../../core/types';
import type { CatalogBundle } from '../../../../runtime/rules/catalog/types';
import type { CatalogModel } from './model';
import { catalogBundle } from './bundle';
import { CATALOG_RULES, checkCatalog } from './check';
import { collectCatalog } from './collect';
import { catalogSchema } from './schema';

export const catalogKind: BundledKindDefinition<'catalog', CatalogModel, CatalogBundle> = {
  kind: 'catalog',
  version: 1,
  title: 'Product catalog',
  description:
    'Products (PROD-1 ask … PROD-4 dxa), plans with their tiers, the allowances of every product and plan with SKU, price and quotas (a RANGE of §9 is a list of steps), the pricing rules that turn the monthly USD prices of §9 into annual and EUR prices, and the trial campaigns the server seeds. May be split over several files under manifests/catalog/; catalog-wide settings are declared once.',
  schema: catalogSchema,
  collect: collectCatalog,
  check: checkCatalog,
  bundle: catalogBundle,
  rules: CATALOG_RULES,
};
