/**
 * `kind: catalog` — products, plans, allowances with prices, pricing rules and trial campaigns
 * (product.md#records-and-their-fields "Product catalog", product.md#states-and-transitions plan ordering, product.md#validation, product.md#roles-and-permissions trials list, product.md#constants-and-limits "Plan allowances").
 */
import type { BundledKindDefinition } from '../../core/types';
import type { CatalogBundle } from '../../../../runtime/rules/catalog/types';
import type { CatalogModel } from './model';
import { catalogBundle } from './bundle';
import { CATALOG_READS, CATALOG_RULES, checkCatalog } from './check';
import { collectCatalog } from './collect';
import { catalogSchema } from './schema';

export const catalogKind: BundledKindDefinition<
  'catalog',
  CatalogModel,
  CatalogBundle,
  (typeof CATALOG_READS)[number]
> = {
  kind: 'catalog',
  version: 1,
  title: 'Product catalog',
  description:
    'Products (PROD-1 ask … PROD-4 dxa), plans with their tiers, the allowances of every product and plan with SKU, price and quotas (a RANGE of product.md#constants-and-limits is a list of steps), the pricing rules that turn the monthly USD prices of product.md#constants-and-limits into annual and EUR prices, and the trial campaigns the server seeds. May be split over several files under manifests/catalog/; catalog-wide settings are declared once.',
  schema: catalogSchema,
  collect: collectCatalog,
  reads: CATALOG_READS,
  check: checkCatalog,
  bundle: catalogBundle,
  rules: CATALOG_RULES,
};
