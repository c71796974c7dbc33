/**
 * Survey responses are what the Ask product is measured by (manifests/catalog/products.yaml
 * `stepQuota: monthlyResponses`; product.md#screens-and-routes "responses-limit widget"). A site's monthly responses
 * are the allowance of its Ask subscription, read where subscriptions live
 * (server/src/billing/subscriptionService.ts `currentEntry`), not from the site's plan, which
 * follows Observe.
 */

/** The catalog product whose allowance steps are monthly survey responses. */
export const RESPONSES_PRODUCT = 'ask';
