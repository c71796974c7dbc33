/**
 * GET /api/product-catalog/{version}/{billingCycle}/{currency} (product.md#records-and-their-fields "Product catalog", product.md#calls, product.md#errors
 * "Missing catalog version or currency: errors thrown and reported", product.md#constants-and-limits "catalog 1 hour").
 *
 * The answer comes from the catalog manifests as the generator wrote them
 * (generated/bundle/catalog.json: one catalog per billing cycle × currency, prices already derived
 * by products.yaml `pricingRules`), turned into the API shape once per (version, cycle, currency)
 * and kept in memory until `npm run gen` rewrites the bundle (project/bundleCache.ts: one stat),
 * so every later call is a map lookup (docs/benchmarks.md "Catalog").
 *
 * - An unknown version or currency is a 404 that names what exists, so the client's error (it
 *   throws and reports, manifests/api/catalog.yaml `onFailure`) says what to fix. The billing
 *   cycle is an enum of the contract: anything else is a 400 before this runs.
 * - The catalog is the same for everyone, but the call needs a session (the contract), so the
 *   answer is `private` (a browser cache, never a shared one) for the manifest's `cacheSeconds`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiHandler } from '../../../generated/api/contracts';
import type { ProductCatalog as ApiCatalog } from '../../../generated/types';
import { toApiCatalog } from '../../../runtime/rules/catalog/apiShape';
import type { CatalogBundle } from '../../../runtime/rules/catalog/types';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';

const PATH = '/api/product-catalog/{version}/{billingCycle}/{currency}';

interface CatalogAnswers {
  /** `${version}/${cycle}/${currency}` → the API answer. */
  answers: Map<string, ApiCatalog>;
  versions: string[];
  currencies: string[];
  cacheControl: string;
}

/** Every answer of the project at `root`, built on first use and after `npm run gen`. */
export function catalogAnswers(root: string): CatalogAnswers {
  return fromBundles(root, ['catalog'], buildCatalogAnswers);
}

function buildCatalogAnswers(root: string): CatalogAnswers {
  const file = bundlePath(root, 'catalog');
  const bundle = readBundleJson(file) as Partial<CatalogBundle>;
  if (!Array.isArray(bundle.catalogs) || !Array.isArray(bundle.currencies)) {
    throw new Error(`${file}: catalogs or currencies are missing; run \`npm run gen\``);
  }
  const answers = new Map<string, ApiCatalog>();
  const versions = new Set<string>();
  for (const catalog of bundle.catalogs) {
    const version = String(catalog.catalogVersion);
    versions.add(version);
    answers.set(`${version}/${catalog.billingCycle}/${catalog.currency}`, toApiCatalog(catalog));
  }
  return {
    answers,
    versions: [...versions],
    currencies: [...bundle.currencies],
    cacheControl: `private, max-age=${cacheSeconds(root)}`,
  };
}

/** product.md#constants-and-limits "catalog 1 hour", declared once as the endpoint's `cacheSeconds` (generated/openapi.json). */
function cacheSeconds(root: string): number {
  const file = join(root, 'generated', 'openapi.json');
  const openapi = JSON.parse(readFileSync(file, 'utf8')) as {
    paths?: Record<string, { get?: { 'x-lodestar-cache-seconds'?: unknown } }>;
  };
  const seconds = openapi.paths?.[PATH]?.get?.['x-lodestar-cache-seconds'];
  if (typeof seconds !== 'number') {
    throw new Error(`${file}: ${PATH} has no x-lodestar-cache-seconds; run \`npm run gen\``);
  }
  return seconds;
}

export const getProductCatalog: ApiHandler<'getProductCatalog', RequestContext> = (
  { params },
  context,
) => {
  const catalog = catalogAnswers(context.config.root);
  const body = catalog.answers.get(`${params.version}/${params.billingCycle}/${params.currency}`);
  if (!body) {
    if (!catalog.versions.includes(params.version)) {
      throw new HttpError(
        404,
        'not_found',
        `Unknown product catalog version "${params.version}"; the catalog has version ${catalog.versions.join(', ')}.`,
        'version',
      );
    }
    throw new HttpError(
      404,
      'not_found',
      `Unknown currency "${params.currency}"; the catalog has ${catalog.currencies.join(', ')}.`,
      'currency',
    );
  }
  return { status: 200, headers: { 'cache-control': catalog.cacheControl }, body };
};
