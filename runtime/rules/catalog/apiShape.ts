/**
 * The product catalog as the API sends it (product.md#records-and-their-fields "Product catalog: product (id, name), plans (id,
 * name, planTier), allowances (sku, …)", product.md#calls the product-catalog call) and back. The bundle
 * (generated/bundle/catalog.json) nests each plan's allowance steps inside the plan; the API lists
 * a product's plans and its allowances side by side, each allowance naming its `planId`. Pure and
 * shared: the server answers with `toApiCatalog`, a page that wants the rules of this folder
 * (planOrder, compareAllowances) turns the answer back with `fromApiCatalog`.
 */
import type { ProductCatalog as ApiCatalog, Plan as ApiPlan } from '../../../generated/types';
import { orderCatalogPlans } from './planOrder';
import type { CatalogProduct, ProductCatalog } from './types';

/** The API's products, plans in product.md#states-and-transitions order (up by tier, then by price), steps lowest first. */
export function toApiCatalog(catalog: Pick<ProductCatalog, 'products'>): ApiCatalog {
  return catalog.products.map((product) => {
    const plans = orderCatalogPlans(product.plans);
    return {
      product: { id: product.id, name: product.name },
      // The plan's name is its id (product.md#records-and-their-fields plan names); the bundle's `name` is a translation key.
      plans: plans.map((plan) => ({
        id: plan.id,
        name: plan.id as ApiPlan['name'],
        planTier: plan.planTier,
      })),
      allowances: plans.flatMap((plan) =>
        plan.allowances.map(({ quotas, ...allowance }) => ({
          ...allowance,
          planId: plan.id,
          quotas: { ...quotas },
        })),
      ),
    };
  });
}

/**
 * The API answer in the shape the catalog rules take. `title` becomes the product's
 * `catalog:products.<name>` key and a plan's name its `catalog:plans.<id>` key, as in the bundle.
 */
export function fromApiCatalog(entries: ApiCatalog): CatalogProduct[] {
  return entries.map((entry) => ({
    id: entry.product.id,
    name: entry.product.name,
    title: `catalog:products.${entry.product.name}`,
    plans: entry.plans.map((plan) => ({
      id: plan.id,
      name: `catalog:plans.${plan.id}`,
      planTier: plan.planTier,
      allowances: entry.allowances
        .filter((a) => a.planId === plan.id)
        .map(({ planId: _planId, ...allowance }) => allowance),
    })),
  }));
}
