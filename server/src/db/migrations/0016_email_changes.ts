/**
 * A sign-in address change waiting for its confirmation. The new address replaces the old one
 * only when its owner opens the link sent to it, so nobody takes an address they cannot read.
 * - `user_id` is unique: one pending change per user, a new request replaces the row.
 * - `token_hash`: SHA-256 (hex) of the link's token; the token itself is never stored.
 * - `expires_at` (epoch seconds): 24 hours after the request; `used_at` once confirmed, kept so
 *   a second click is told the link was used rather than that it never existed.
 */
import type { Kysely, Migration } from 'kysely';

export const emailChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_changes')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .addColumn('used_at', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_changes').execute();
  },
};
