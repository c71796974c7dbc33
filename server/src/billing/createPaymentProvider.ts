/**
 * The payment provider the server uses. Only test mode exists: a real provider
 * (e.g. Stripe) is added here, chosen by configuration, implementing billing/provider.ts.
 */
import type { PaymentProvider } from './provider';
import { createTestPaymentProvider } from './testProvider';

export function createPaymentProvider(): PaymentProvider {
  return createTestPaymentProvider();
}
