/**
 * Test mode, the default payment provider: no card is asked for and nothing is
 * charged. Every change is recorded like a real one — a payment method "Test card", invoices
 * with status `test` — so the pages show what a real provider would produce, and say so.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';

export const TEST_CARD = { kind: 'test-card', label: 'Test card' } as const;

export function createTestPaymentProvider(): PaymentProvider {
  return {
    mode: 'test',
    paymentMethod: () => Promise.resolve({ ...TEST_CARD }),
    charge: () => Promise.resolve({ status: 'test', reference: `test_${randomUUID()}` }),
    setRenewal: () => Promise.resolve(),
  };
}
