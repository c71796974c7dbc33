/**
 * What the manifests say today, read from the generated bundles: tests of the server compare its
 * answers with these instead of copying figures, so a product manager's edit of a price, an
 * allowance or a language set changes the expectation with the product.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Allowance, BillingCycle, CatalogBundle } from '../../runtime/rules/catalog/types';
import { ROOT } from './appServer';

const bundle = (kind: string): unknown =>
  JSON.parse(readFileSync(join(ROOT, 'generated', 'bundle', `${kind}.json`), 'utf8'));

export const catalogBundle = bundle('catalog') as CatalogBundle;

/** The allowance step `sku` in one billing cycle and currency; throws when the catalog lacks it. */
export function catalogStep(
  sku: string,
  cycle: BillingCycle = 'monthly',
  currency = 'usd',
): Allowance {
  const catalog = catalogBundle.catalogs.find(
    (c) => c.billingCycle === cycle && c.currency === currency,
  );
  const step = catalog?.products
    .flatMap((p) => p.plans.flatMap((plan) => plan.allowances))
    .find((a) => a.sku === sku);
  if (!step) throw new Error(`the catalog manifests declare no step ${sku} (${cycle}/${currency})`);
  return step;
}

/** The language sets of manifests/app.yaml. */
export const languageSets = (bundle('app') as { languages: { sets: Record<string, string[]> } })
  .languages.sets;
