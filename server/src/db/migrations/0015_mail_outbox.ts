/**
 * The mail outbox: every e-mail is stored here before anything is sent, so a crash or an SMTP
 * outage loses nothing. One row per message:
 * - `idempotency_key` (unique): who enqueues the same message twice stores it once.
 * - `next_attempt_at` (epoch ms): when a worker may try it; pushed back exponentially after a
 *   failed attempt. `attempts` counts the tries.
 * - `locked_by` / `locked_until` (epoch ms): the worker holding the row and its lease; a worker
 *   that dies mid-send lets the lease run out and another one retries the row.
 * - `sent_at` / `failed_at` (epoch ms): done, or given up after the last attempt; `last_error`
 *   says why the last attempt failed.
 * Times are milliseconds (bigint on PostgreSQL) because the backoff starts below a second in
 * tests and at seconds in production.
 */
import type { Kysely, Migration } from 'kysely';

export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('failed_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    // The worker's question: the unsent rows whose time has come, oldest first.
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['sent_at', 'failed_at', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_outbox').execute();
  },
};
