/**
 * The product catalog as the runtime and the server read it (product.md#records-and-their-fields "Product catalog", product.md#calls
 * `GET /api/product-catalog/{version}/{billingCycle}/{currency}`, product.md#constants-and-limits "Plan allowances"): written
 * by the generator to `generated/bundle/catalog.json` from the catalog manifests.
 */
export type BillingCycle = 'monthly' | 'annually';

/** The `quotas` object of an allowance (product.md#records-and-their-fields); absent members mean "not part of the plan". */
export interface Quotas {
  monthlyResponses?: number;
  yearlyResponses?: number;
  analyticsSessionQuota?: number;
  recordingSessionCount?: number;
  /** Interviews a team runs with its own participants. */
  interviews?: number;
  /** Interviews with participants recruited from the research network. */
  networkInterviews?: number;
}

/** One step a user can buy: a SKU with its price and quotas, in one billing cycle and currency. */
export interface Allowance {
  sku: string;
  selfServeEnabled: boolean;
  chargeable: boolean;
  /** Price per billing cycle in the catalog's currency; null = not sold self-serve (talk to sales). */
  price: number | null;
  monthlyResponses?: number;
  dailySessions?: number;
  dailyCcSessions?: number;
  monthlyCcSessions?: number;
  quotas: Quotas;
}

export interface CatalogPlan {
  /** Plan id: basic, free, plus, growth, business, pro, scale, enterprise. */
  id: string;
  /** Translation key of the plan name. */
  name: string;
  planTier: number;
  /** The allowance steps of this plan, lowest first. */
  allowances: Allowance[];
}

export interface CatalogProduct {
  /** PROD-1 … PROD-4. */
  id: string;
  /** ask, observe, voc, dxa. */
  name: string;
  /** Translation key of the product's display name. */
  title: string;
  /** Plans of the product in product.md#states-and-transitions order: up by tier, then by price. */
  plans: CatalogPlan[];
}

/** One response of the product-catalog call: every product for one billing cycle and currency. */
export interface ProductCatalog {
  catalogVersion: number;
  billingCycle: BillingCycle;
  /** Lower-case ISO code, as in the API path (usd, eur). */
  currency: string;
  products: CatalogProduct[];
}

export interface PlanInfo {
  id: string;
  name: string;
  tier: number;
  /** product.md#validation: free and basic plans count as basic. */
  countsAsBasic: boolean;
}

export interface OrganizationSize {
  id: string;
  /** Smallest number of people in the bucket. */
  minimum: number;
  /** Largest number of people in the bucket; null = no upper bound. */
  maximum: number | null;
}

/** A campaign the server seeds and `GET /api/v1/campaigns/{campaignHash}` returns (product.md#records-and-their-fields, product.md#calls). */
export interface TrialCampaign {
  hash: string;
  enabled: boolean;
  plan: string;
  details: { id: number; name: string; plan: string; numFreeDays: number };
  /** `organization-size`: the own campaign of small sizes; `large-company`: every larger size (product.md#constants-and-limits). */
  audience: 'organization-size' | 'large-company';
  /** Organization size ids the campaign is for. */
  organizationSizes: string[];
}

export interface CatalogBundle {
  catalogVersion: number | null;
  currencies: string[];
  billingCycles: BillingCycle[];
  /** Every plan, ordered by tier then id. */
  plans: PlanInfo[];
  /** One catalog per billing cycle × currency, with concrete prices. */
  catalogs: ProductCatalog[];
  organizationSizes: OrganizationSize[];
  campaigns: TrialCampaign[];
  /** product.md#roles-and-permissions: organizations in the trials list are not eligible for onboarding trials. */
  trialsList: { organizationIds: number[] };
}
