/**
 * What the product rules fix about plans, as data the `catalog/tier-mismatch` and
 * `catalog/counts-as-basic-mismatch` checks compare the manifest with.
 * product.md#records-and-their-fields: "Tiers: basic/free 0, plus/growth 1, business 2, scale 3". pro and enterprise are plan
 * names without a tier in product.md#records-and-their-fields, so the manifest chooses their tier and this table leaves them free.
 * product.md#validation: "Free and basic plans count as basic" — and no other plan does.
 */
export const SPEC_PLAN_TIERS: Readonly<Record<string, number>> = {
  basic: 0,
  free: 0,
  plus: 1,
  growth: 1,
  business: 2,
  scale: 3,
};

export const SPEC_BASIC_PLANS: readonly string[] = ['basic', 'free'];
