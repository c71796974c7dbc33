/**
 * What the signup domain reads from the manifest bundle (generated/bundle/): the tracked
 * campaign parameters and cookie lifetimes (app.json constants, product.md#records-and-their-fields, product.md#constants-and-limits), the campaigns and the
 * plans of the catalog (catalog.json, product.md#records-and-their-fields, product.md#constants-and-limits). Read once per project root; a malformed bundle
 * stops the start with the file and the missing part named.
 */
import type { PlanName } from '../../../generated/types';
import { bundlePath, readBundleJson as readJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

export interface CampaignSeed {
  hash: string;
  enabled: boolean;
  plan: PlanName;
  details: { id: number; name: string; plan: PlanName; numFreeDays: number };
  audience: string | null;
  organizationSizes: string[];
}

export interface SignupBundle {
  /** product.md#records-and-their-fields "Tracked campaign parameters": utm_source … rdt_cid. */
  trackedCampaignParameters: string[];
  cookieDays: { csLiteVisitor: number; experimentAssignment: number; campaignParameters: number };
  defaultPricingTable: number;
  campaigns: CampaignSeed[];
  /** Plan ids that count as basic (product.md#validation "Free and basic plans count as basic"). */
  basicPlans: string[];
  /** product.md#roles-and-permissions "Organizations in a trials list are not eligible for onboarding trials". */
  trialsListOrganizationIds: number[];
  /** The catalog version new accounts get (product.md#records-and-their-fields "Account has productCatalogVersion"). */
  catalogVersion: string;
  /** Every declared permission (access.json): the person who signs up gets them all. */
  permissions: string[];
}

/** Read once per project root, and again after `npm run gen` (project/bundleCache.ts). */
export function signupBundle(root: string): SignupBundle {
  return fromBundles(root, ['app', 'catalog', 'access'], loadSignupBundle);
}

export function loadSignupBundle(root: string): SignupBundle {
  const appFile = bundlePath(root, 'app');
  const catalogFile = bundlePath(root, 'catalog');
  const accessFile = bundlePath(root, 'access');
  const access = readJson(accessFile) as { permissions?: unknown; signupPermissions?: unknown };
  if (!Array.isArray(access.permissions)) {
    throw new Error(`${accessFile}: permissions is missing or malformed; run \`npm run gen\``);
  }
  const app = readJson(appFile) as {
    constants?: {
      trackedCampaignParameters?: unknown;
      cookies?: Record<string, unknown>;
      pricing?: { defaultPricingTableId?: unknown };
    };
  };
  const catalog = readJson(catalogFile) as {
    catalogVersion?: unknown;
    campaigns?: unknown;
    plans?: unknown;
    trialsList?: { organizationIds?: unknown };
  };
  const fail = (file: string, what: string): never => {
    throw new Error(`${file}: ${what} is missing or malformed; run \`npm run gen\``);
  };

  const parameters = app.constants?.trackedCampaignParameters;
  if (!Array.isArray(parameters) || !parameters.every((p) => typeof p === 'string')) {
    fail(appFile, 'constants.trackedCampaignParameters');
  }
  const cookies = app.constants?.cookies ?? {};
  const days = (name: string): number => {
    const value = cookies[name];
    return typeof value === 'number' && value > 0
      ? value
      : fail(appFile, `constants.cookies.${name}`);
  };
  const pricingTable = app.constants?.pricing?.defaultPricingTableId;
  if (typeof pricingTable !== 'number') fail(appFile, 'constants.pricing.defaultPricingTableId');

  if (!Array.isArray(catalog.campaigns)) fail(catalogFile, 'campaigns');
  const campaigns = (catalog.campaigns as Record<string, unknown>[]).map((c, i) => {
    const details = c.details as Record<string, unknown> | undefined;
    if (
      typeof c.hash !== 'string' ||
      typeof c.enabled !== 'boolean' ||
      typeof c.plan !== 'string' ||
      !details ||
      typeof details.id !== 'number' ||
      typeof details.name !== 'string' ||
      typeof details.numFreeDays !== 'number'
    ) {
      return fail(catalogFile, `campaigns[${i}]`);
    }
    return {
      hash: c.hash,
      enabled: c.enabled,
      plan: c.plan as PlanName,
      details: {
        id: details.id,
        name: details.name,
        plan: (typeof details.plan === 'string' ? details.plan : c.plan) as PlanName,
        numFreeDays: details.numFreeDays,
      },
      audience: typeof c.audience === 'string' ? c.audience : null,
      organizationSizes: Array.isArray(c.organizationSizes)
        ? c.organizationSizes.filter((s): s is string => typeof s === 'string')
        : [],
    };
  });
  if (!Array.isArray(catalog.plans)) fail(catalogFile, 'plans');
  const basicPlans = (catalog.plans as { id?: unknown; countsAsBasic?: unknown }[])
    .filter((p) => p.countsAsBasic === true && typeof p.id === 'string')
    .map((p) => p.id as string);
  const trialIds = catalog.trialsList?.organizationIds;

  return {
    trackedCampaignParameters: parameters as string[],
    cookieDays: {
      csLiteVisitor: days('csLiteVisitorDays'),
      experimentAssignment: days('experimentAssignmentDays'),
      campaignParameters: days('campaignParametersDays'),
    },
    defaultPricingTable: pricingTable as number,
    campaigns,
    basicPlans,
    trialsListOrganizationIds: Array.isArray(trialIds)
      ? trialIds.filter((id): id is number => typeof id === 'number')
      : [],
    catalogVersion: String(catalog.catalogVersion ?? '1'),
    // The owner of a new account holds these (not the staff-only ones, e.g. preview).
    permissions: (Array.isArray(access.signupPermissions)
      ? access.signupPermissions
      : access.permissions
    ).filter((p): p is string => typeof p === 'string'),
  };
}
