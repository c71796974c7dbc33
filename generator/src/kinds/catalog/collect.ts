/** Merge every valid `kind: catalog` document (in file order) into the catalog model. */
import { locate, pointer } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type {
  AllowanceGroup,
  AllowanceStep,
  Campaign,
  CatalogModel,
  CatalogSettings,
  OrganizationSize,
  Plan,
  Product,
} from './model';

interface CatalogDocument extends CatalogSettings {
  products?: Product[];
  plans?: Plan[];
  allowances?: (Omit<AllowanceGroup, 'steps'> & { steps: AllowanceStep[] })[];
  organizationSizes?: OrganizationSize[];
  campaigns?: Campaign[];
}

const SETTING_KEYS = [
  'catalogVersion',
  'currencies',
  'billingCycles',
  'pricingRules',
  'trialCampaignRules',
  'trialsList',
] as const;

export function collectCatalog(docs: ManifestDocument[]): CatalogModel {
  const model: CatalogModel = {
    plans: [],
    products: [],
    allowances: [],
    settings: [],
    organizationSizes: [],
    campaigns: [],
  };
  for (const doc of docs) {
    const data = doc.data as CatalogDocument;
    const at = (...segments: (string | number)[]) => ({
      file: doc.file,
      pointer: pointer(...segments),
    });
    const settings: CatalogSettings = {};
    for (const key of SETTING_KEYS) {
      if (data[key] !== undefined) Object.assign(settings, { [key]: data[key] });
    }
    if (Object.keys(settings).length) model.settings.push(locate(settings, at()));
    data.products?.forEach((p, i) => model.products.push(locate({ ...p }, at('products', i))));
    data.plans?.forEach((p, i) => model.plans.push(locate({ ...p }, at('plans', i))));
    data.allowances?.forEach((group, i) => {
      const steps = group.steps.map((s, j) => locate({ ...s }, at('allowances', i, 'steps', j)));
      model.allowances.push(locate({ ...group, steps }, at('allowances', i)));
    });
    data.organizationSizes?.forEach((s, i) =>
      model.organizationSizes.push(locate({ ...s }, at('organizationSizes', i))),
    );
    data.campaigns?.forEach((c, i) => model.campaigns.push(locate({ ...c }, at('campaigns', i))));
  }
  return model;
}
