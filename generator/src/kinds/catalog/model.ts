/** The catalog part of the model (product.md#records-and-their-fields "Product catalog", product.md#constants-and-limits "Plan allowances", trials). */
import type { Located } from '../../core/located';
import type { BillingCycle, Quotas } from '../../../../runtime/rules/catalog/types';

export interface Plan {
  /** Plan id: basic, free, plus, growth, business, pro, scale, enterprise (product.md#records-and-their-fields). */
  id: string;
  name: string;
  /** 0 basic/free, 1 plus/growth, 2 business, 3 scale (product.md#records-and-their-fields). */
  tier: number;
  /** product.md#validation: free and basic count as basic. */
  countsAsBasic: boolean;
}

/** The quota a product's allowance steps are measured by (and must increase in). */
export type QuotaField =
  | 'monthlyResponses'
  | 'dailySessions'
  | 'dailyCcSessions'
  | 'monthlyCcSessions'
  | `quotas.${keyof Quotas}`;

export interface Product {
  /** PROD-1 … PROD-4 (product.md#records-and-their-fields). */
  id: string;
  /** ask, observe, voc, dxa: what allowances name. */
  name: string;
  /** Translation key of the display name. */
  title: string;
  stepQuota: QuotaField;
}

/** One buyable step; `price` is the base (monthly USD) price, expanded by the pricing rules. */
export interface AllowanceStep {
  sku: string;
  price?: number;
  monthlyResponses?: number;
  dailySessions?: number;
  dailyCcSessions?: number;
  monthlyCcSessions?: number;
  quotas?: Quotas;
}

/** The allowances of one product on one plan: a single step, or a RANGE of steps (product.md#constants-and-limits). */
export interface AllowanceGroup {
  product: string;
  plan: string;
  selfServeEnabled: boolean;
  chargeable: boolean;
  steps: Located<AllowanceStep>[];
}

/** How the monthly USD prices of product.md#constants-and-limits become a price per billing cycle and currency. */
export interface PricingRules {
  billingCycles: Record<string, { multiplier: number }>;
  currencies: Record<string, { rate: number }>;
  /** Expanded prices are rounded to a multiple of this (1 = whole currency units). */
  roundTo: number;
}

export interface TrialCampaignRules {
  /** product.md#constants-and-limits: sizes whose minimum is at most this get their own campaign. */
  ownCampaignMaxSizeMinimum: number;
}

/** Settings declared once for the whole catalog; a document may hold any of them. */
export interface CatalogSettings {
  catalogVersion?: number;
  currencies?: string[];
  billingCycles?: BillingCycle[];
  pricingRules?: PricingRules;
  trialCampaignRules?: TrialCampaignRules;
  trialsList?: { organizationIds: number[] };
}

export interface OrganizationSize {
  id: string;
  minimum: number;
  maximum: number | null;
}

export interface Campaign {
  hash: string;
  enabled: boolean;
  plan: string;
  details: { id: number; name: string; numFreeDays: number };
  audience: 'organization-size' | 'large-company';
  organizationSizes: string[];
}

export interface CatalogModel {
  plans: Located<Plan>[];
  products: Located<Product>[];
  allowances: Located<AllowanceGroup>[];
  /** One entry per document that declares settings (pointer '' = the document). */
  settings: Located<CatalogSettings>[];
  organizationSizes: Located<OrganizationSize>[];
  campaigns: Located<Campaign>[];
}
