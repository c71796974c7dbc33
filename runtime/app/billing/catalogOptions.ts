/**
 * What the plans page offers to choose: the billing cycles and currencies of the
 * catalog manifest (manifests/catalog/products.yaml `billingCycles`, `currencies`). The page
 * does not load the whole catalog bundle for two short lists; tests/server/billing.test.ts checks
 * these agree with the generated bundle, so a new currency in the manifest fails the tests.
 */
export const BILLING_CYCLES = ['monthly', 'annually'] as const;
export const CURRENCIES = ['usd', 'eur'] as const;

export type BillingCycle = (typeof BILLING_CYCLES)[number];
