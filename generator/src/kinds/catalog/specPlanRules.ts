/**
 * What the spec fixes about plans, as data the `catalog/tier-mismatch` and
 * `catalog/counts-as-basic-mismatch` checks compare the manifest with.
 * §3: "Tiers: basic/free 0, plus/growth 1, business 2, scale 3". pro and enterprise are plan
 * names without a tier in §3, so the manifest chooses their tier and this table leaves them free.
 * §5: "Free and basic plans count as basic" — and no other plan does.
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
