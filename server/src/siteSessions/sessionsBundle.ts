/**
 * What the sessions endpoints read from the manifest bundle (generated/bundle/): the Observe
 * allowances and the plans of the catalog (catalog.json, product.md#records-and-their-fields, product.md#constants-and-limits "Plan allowances"), the coverage
 * levels and the days that make coverage complete (app.json constants, product.md#states-and-transitions, product.md#validation). Read once per
 * project root, like signup/signupBundle.ts; a malformed bundle stops the first call with the
 * file and the missing part named.
 */
import type { CatalogBundle, CatalogProduct, PlanInfo } from '../../../runtime/rules/catalog/types';
import {
  dailySessionAllowance,
  SESSION_PRODUCT,
} from '../../../runtime/rules/catalog/sessionAllowance';
import type { CoverageLevels } from '../../../runtime/rules/tracking/sessionCoverage';
import { bundlePath, readBundleJson as readJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

export interface SessionsBundle {
  /** The products of one catalog (quotas are the same in every billing cycle and currency). */
  products: CatalogProduct[];
  plans: PlanInfo[];
  coverageLevels: CoverageLevels;
  /** product.md#validation "Coverage complete with at least 7 days of data". */
  coverageCompleteDays: number;
}

/** Read once per project root, and again after `npm run gen` (project/bundleCache.ts). */
export function sessionsBundle(root: string): SessionsBundle {
  return fromBundles(root, ['catalog', 'app'], loadSessionsBundle);
}

/**
 * The daily session allowance of a site: the step it bought (`sku` of its session-product
 * subscription), else its plan's (runtime/rules/catalog/sessionAllowance.ts); 0 if none.
 */
export function dailyAllowanceOf(bundle: SessionsBundle, planId: string, sku?: string): number {
  if (sku !== undefined) {
    const product = bundle.products.find((p) => p.name === SESSION_PRODUCT);
    for (const plan of product?.plans ?? [])
      for (const step of plan.allowances)
        if (step.sku === sku && typeof step.dailySessions === 'number') return step.dailySessions;
  }
  return dailySessionAllowance(bundle.products, bundle.plans, planId) ?? 0;
}

/**
 * How many sessions a day a site may record: the continuous-capture figure of its allowance step
 * where the catalog states one (Observe basic: 35 of its 2,000 daily sessions), else its whole
 * daily session allowance (docs/recordings.md "Allowance").
 */
export function dailyRecordingAllowanceOf(
  bundle: SessionsBundle,
  planId: string,
  sku?: string,
): number {
  const product = bundle.products.find((p) => p.name === SESSION_PRODUCT);
  const steps = (product?.plans ?? []).flatMap((plan) =>
    plan.allowances.map((step) => ({ plan: plan.id, step })),
  );
  const bought = sku === undefined ? undefined : steps.find(({ step }) => step.sku === sku);
  const own = bought ?? steps.find(({ plan }) => plan === planId);
  const captured = own?.step.dailyCcSessions;
  return typeof captured === 'number' ? captured : dailyAllowanceOf(bundle, planId, sku);
}

export function loadSessionsBundle(root: string): SessionsBundle {
  const catalogFile = bundlePath(root, 'catalog');
  const appFile = bundlePath(root, 'app');
  const catalog = readJson(catalogFile) as Partial<CatalogBundle>;
  const app = readJson(appFile) as {
    constants?: { coverageLevels?: Partial<CoverageLevels>; limits?: Record<string, unknown> };
  };
  const fail = (file: string, what: string): never => {
    throw new Error(`${file}: ${what} is missing or malformed; run \`npm run gen\``);
  };

  const products = catalog.catalogs?.[0]?.products;
  if (!Array.isArray(products)) fail(catalogFile, 'catalogs[0].products');
  if (!Array.isArray(catalog.plans)) fail(catalogFile, 'plans');
  const levels = app.constants?.coverageLevels ?? {};
  const number = (value: unknown, what: string): number =>
    typeof value === 'number' && Number.isFinite(value) ? value : fail(appFile, what);
  return {
    products: products as CatalogProduct[],
    plans: catalog.plans as PlanInfo[],
    coverageLevels: {
      veryLowMaxPercent: number(
        levels.veryLowMaxPercent,
        'constants.coverageLevels.veryLowMaxPercent',
      ),
      lowMaxPercent: number(levels.lowMaxPercent, 'constants.coverageLevels.lowMaxPercent'),
      mediumMaxPercent: number(
        levels.mediumMaxPercent,
        'constants.coverageLevels.mediumMaxPercent',
      ),
      highMaxPercent: number(levels.highMaxPercent, 'constants.coverageLevels.highMaxPercent'),
    },
    coverageCompleteDays: number(
      app.constants?.limits?.coverageCompleteDays,
      'constants.limits.coverageCompleteDays',
    ),
  };
}
