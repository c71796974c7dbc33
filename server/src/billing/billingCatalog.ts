/**
 * The catalog as billing reads it: generated/bundle/catalog.json (the catalog manifests), read
 * once per project root and again after `npm run gen` (project/bundleCache.ts). Looks SKUs up in the catalog of one
 * billing cycle and currency; plan order and comparisons stay in runtime/rules/catalog.
 */
import type {
  Allowance,
  BillingCycle,
  CatalogBundle,
  CatalogPlan,
  CatalogProduct,
} from '../../../runtime/rules/catalog/types';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

export function billingCatalog(root: string): CatalogBundle {
  return fromBundles(root, ['catalog'], readCatalog);
}

function readCatalog(root: string): CatalogBundle {
  const file = bundlePath(root, 'catalog');
  const bundle = readBundleJson(file) as unknown as CatalogBundle;
  if (!Array.isArray(bundle.catalogs) || !bundle.catalogs[0] || !Array.isArray(bundle.plans)) {
    throw new Error(`${file}: catalogs or plans are missing or malformed; run \`npm run gen\``);
  }
  return bundle;
}

export interface SkuEntry {
  product: CatalogProduct;
  plan: CatalogPlan;
  allowance: Allowance;
}

/** The products priced in one cycle and currency; undefined when the catalog has no such pair. */
export function productsIn(
  bundle: CatalogBundle,
  cycle: BillingCycle,
  currency: string,
): CatalogProduct[] | undefined {
  return bundle.catalogs.find((c) => c.billingCycle === cycle && c.currency === currency)?.products;
}

export function findSku(products: readonly CatalogProduct[], sku: string): SkuEntry | undefined {
  for (const product of products) {
    for (const plan of product.plans) {
      const allowance = plan.allowances.find((a) => a.sku === sku);
      if (allowance) return { product, plan, allowance };
    }
  }
  return undefined;
}

/**
 * The free plan of a product a cancelled subscription returns to: its first plan that counts as
 * basic (product.md#validation; `countsAsBasic` in plans.yaml), at its first step.
 */
export function basicEntryOf(bundle: CatalogBundle, product: CatalogProduct): SkuEntry {
  const basic = new Set(bundle.plans.filter((p) => p.countsAsBasic).map((p) => p.id));
  const plan = product.plans.find((p) => basic.has(p.id)) ?? product.plans[0]!;
  return { product, plan, allowance: plan.allowances[0]! };
}
