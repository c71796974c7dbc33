/**
 * Expansion of the catalog manifests into what `GET /api/product-catalog/{version}/{billingCycle}/
 * {currency}` returns (product.md#calls): one catalog per declared billing cycle × currency, with concrete
 * prices computed by the declared pricing rules from the monthly USD figures of product.md#constants-and-limits.
 */
import type { Located } from '../../core/located';
import { orderCatalogPlans } from '../../../../runtime/rules/catalog/planOrder';
import type {
  Allowance,
  BillingCycle,
  CatalogPlan,
  CatalogProduct,
  ProductCatalog,
} from '../../../../runtime/rules/catalog/types';
import type { AllowanceGroup, AllowanceStep, CatalogModel, CatalogSettings } from './model';

/** A self-serve step left without a price in one billing cycle and currency. */
export interface MissingPrice {
  product: string;
  billingCycle: BillingCycle;
  currency: string;
  step: Located<AllowanceStep>;
  /** Why: no base price on the step, or no pricing rule for the cycle or the currency. */
  reason: 'no-base-price' | 'no-cycle-rule' | 'no-currency-rate';
}

export interface Expansion {
  catalogs: ProductCatalog[];
  missing: MissingPrice[];
}

export function expandCatalog(model: CatalogModel, settings: CatalogSettings): Expansion {
  const missing: MissingPrice[] = [];
  const catalogVersion = settings.catalogVersion;
  if (catalogVersion === undefined) return { catalogs: [], missing };
  const products = [...model.products].sort((a, b) => productNumber(a.id) - productNumber(b.id));
  const catalogs: ProductCatalog[] = [];
  for (const billingCycle of settings.billingCycles ?? []) {
    for (const currency of settings.currencies ?? []) {
      const priceOf = (group: AllowanceGroup, step: Located<AllowanceStep>): number | null => {
        const result = price(step, billingCycle, currency, settings);
        if (typeof result !== 'number') {
          if (group.selfServeEnabled)
            missing.push({ product: group.product, billingCycle, currency, step, reason: result });
          return null;
        }
        return result;
      };
      const catalogProducts: CatalogProduct[] = products.map((product) => {
        const plans: CatalogPlan[] = [];
        for (const group of model.allowances) {
          if (group.product !== product.name) continue;
          const plan = model.plans.find((p) => p.id === group.plan);
          if (!plan) continue;
          plans.push({
            id: plan.id,
            name: plan.name,
            planTier: plan.tier,
            allowances: group.steps.map((step) => allowance(group, step, priceOf(group, step))),
          });
        }
        return {
          id: product.id,
          name: product.name,
          title: product.title,
          plans: orderCatalogPlans(plans),
        };
      });
      catalogs.push({ catalogVersion, billingCycle, currency, products: catalogProducts });
    }
  }
  return { catalogs, missing };
}

/** The price of a step in one cycle and currency, or the reason there is none. */
function price(
  step: AllowanceStep,
  billingCycle: BillingCycle,
  currency: string,
  settings: CatalogSettings,
): number | MissingPrice['reason'] {
  if (step.price === undefined) return 'no-base-price';
  const rules = settings.pricingRules;
  const cycle = rules?.billingCycles[billingCycle];
  if (!cycle) return 'no-cycle-rule';
  const rate = rules.currencies[currency];
  if (!rate) return 'no-currency-rate';
  return roundTo(step.price * cycle.multiplier * rate.rate, rules.roundTo);
}

function roundTo(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

function allowance(group: AllowanceGroup, step: AllowanceStep, price: number | null): Allowance {
  // Quotas a step does not set stay undefined, which JSON leaves out of the bundle.
  return {
    sku: step.sku,
    selfServeEnabled: group.selfServeEnabled,
    chargeable: group.chargeable,
    price,
    monthlyResponses: step.monthlyResponses,
    dailySessions: step.dailySessions,
    dailyCcSessions: step.dailyCcSessions,
    monthlyCcSessions: step.monthlyCcSessions,
    quotas: { ...step.quotas },
  };
}

function productNumber(id: string): number {
  return Number(id.slice('PROD-'.length));
}
