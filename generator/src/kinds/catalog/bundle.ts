/**
 * The catalog bundle (`generated/bundle/catalog.json`): what the runtime and the server read —
 * plans in product.md#states-and-transitions order, one fully priced catalog per billing cycle × currency, and the campaigns
 * the server seeds, with `details.plan` filled from the campaign plan.
 */
import { comparePlans } from '../../../../runtime/rules/catalog/planOrder';
import type { CatalogBundle } from '../../../../runtime/rules/catalog/types';
import { sortBy } from '../../core/order';
import { expandCatalog } from './expand';
import type { CatalogModel } from './model';
import { resolveSettings } from './settings';

export function catalogBundle(catalog: CatalogModel): CatalogBundle {
  const settings = resolveSettings(catalog).values;
  return {
    catalogVersion: settings.catalogVersion ?? null,
    currencies: settings.currencies ?? [],
    billingCycles: settings.billingCycles ?? [],
    plans: catalog.plans
      .map(({ id, name, tier, countsAsBasic }) => ({ id, name, tier, countsAsBasic }))
      .sort((a, b) => comparePlans({ ...a, price: null }, { ...b, price: null })),
    catalogs: expandCatalog(catalog, settings).catalogs,
    organizationSizes: [...catalog.organizationSizes]
      .sort((a, b) => a.minimum - b.minimum)
      .map(({ id, minimum, maximum }) => ({ id, minimum, maximum })),
    campaigns: sortBy(catalog.campaigns, (c) => c.hash).map((c) => ({
      hash: c.hash,
      enabled: c.enabled,
      plan: c.plan,
      details: { ...c.details, plan: c.plan },
      audience: c.audience,
      organizationSizes: c.organizationSizes,
    })),
    trialsList: { organizationIds: settings.trialsList?.organizationIds ?? [] },
  };
}
