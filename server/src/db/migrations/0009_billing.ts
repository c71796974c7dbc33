/**
 * Subscriptions, invoices and payment methods (product.md#screens-and-routes the billing
 * routes, product.md#records-and-their-fields Site plan / effectivePlan, product.md#constants-and-limits trial 15 days). Written only through
 * server/src/data/billing.ts, on the answers of the payment provider (server/src/billing/).
 * - `subscriptions`: one per site and catalog product (ask, observe, voc, dxa): the allowance
 *   step bought (`sku`, its `plan`), billing cycle, currency, `status` active | cancelling |
 *   cancelled, the current period's end, the trial's end (product.md#constants-and-limits), the SKU a finished cancellation
 *   left and the offer it came back through.
 *   A product never bought has no row (its plan is derived; billing/subscriptionView.ts).
 * - `invoices`: what the provider billed; in test mode `status` is 'test' and nothing was charged.
 *   Amounts are whole currency units, like the catalog's prices (products.yaml roundTo 1).
 * - `payment_methods`: the account's payment method as the provider recorded it ('test-card').
 */
import type { Kysely, Migration } from 'kysely';

export const billing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('billing_cycle', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('current_period_end', 'integer')
      .addColumn('trial_ends_at', 'integer')
      // The paid SKU a finished cancellation left, for the reactivation offer.
      .addColumn('cancelled_sku', 'text')
      .addColumn('offer_key', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .addUniqueConstraint('subscriptions_site_product', ['site_id', 'product'])
      .execute();
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'integer', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('billing_cycle', 'text', (c) => c.notNull())
      .addColumn('period_start', 'integer', (c) => c.notNull())
      .addColumn('period_end', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider_reference', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invoices_account_issued')
      .on('invoices')
      .columns(['account_id', 'issued_at'])
      .execute();
    await db.schema
      .createTable('payment_methods')
      .addColumn('account_id', 'integer', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_methods').execute();
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('subscriptions').execute();
  },
};
