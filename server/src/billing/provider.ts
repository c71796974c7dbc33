/**
 * The payment-provider seam ("a payment-provider interface whose default is an
 * explicit test mode"). Subscription rules (server/src/billing/subscriptionService.ts) decide
 * WHAT is bought; a provider only takes the money and says how it went. The service calls it
 * inside the database transaction of the change: a provider that throws rolls the change back.
 *
 * The one implementation is test mode (testProvider.ts): no card, nothing charged. A real
 * provider (e.g. Stripe) implements this interface — `paymentMethod` from the customer's saved
 * method (collected by the provider's own hosted page, never by us), `charge` as an invoice of the
 * subscription's period, `setRenewal` as cancel-at-period-end — and is chosen in
 * createPaymentProvider.ts; its `mode` is then 'live' and the pages stop saying "test mode".
 */
export type PaymentMode = 'test' | 'live';

export interface ChargeRequest {
  accountId: number;
  siteId: number;
  product: string;
  sku: string;
  /** Whole units of `currency` (the catalog's prices are whole numbers). */
  amount: number;
  currency: string;
  billingCycle: 'monthly' | 'annually';
  periodStart: number;
  periodEnd: number;
}

export interface ProviderInvoice {
  /** test: nothing was charged; paid / open: a live provider's invoice state. */
  status: 'test' | 'paid' | 'open';
  /** The provider's id of the invoice. */
  reference: string;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** The account's payment method to record before a paid change. */
  paymentMethod(accountId: number): Promise<{ kind: string; label: string }>;
  /** Bill one period of a subscription. */
  charge(request: ChargeRequest): Promise<ProviderInvoice>;
  /** A subscription stops renewing at its period end (false) or renews again (true). */
  setRenewal(request: {
    accountId: number;
    siteId: number;
    product: string;
    renews: boolean;
  }): Promise<void>;
}
