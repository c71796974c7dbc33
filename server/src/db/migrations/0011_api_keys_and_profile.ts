/**
 * The account's API keys and the profile pages:
 * - `api_keys`: keys of an account's public API (settings /public-api). Only the SHA-256 of the
 *   key's random secret is stored, with a short prefix the list shows so a key can be told
 *   apart; the secret itself is shown once, at creation. Revoking deletes the row.
 * - `sessions.user_agent` / `sessions.client_address`: what the sign-in activity page shows
 *   (device, browser, address), captured when a session starts; null for older sessions.
 * - `notification_preferences`: one row per user once they saved the page (defaults otherwise).
 * - `users.referral_code`: the user's refer-and-earn code, made on first visit of the page.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const apiKeysAndProfile: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'integer', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      // The first characters of the key (e.g. `lsk_AbC1`), shown in the list; not a secret.
      .addColumn('prefix', 'text', (c) => c.notNull())
      // SHA-256 (hex) of the whole key; the key itself is never stored.
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('last_used_at', 'integer')
      .execute();
    await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();

    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('client_address', 'text').execute();
    await db.schema
      .createTable('notification_preferences')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('first_recording_ready', 'integer', (c) => c.notNull())
      .addColumn('product_updates', 'integer', (c) => c.notNull())
      .addColumn('weekly_report', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
    await sql`CREATE UNIQUE INDEX users_referral_code ON users (referral_code) WHERE referral_code IS NOT NULL`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX users_referral_code`.execute(db);
    await db.schema.alterTable('users').dropColumn('referral_code').execute();
    await db.schema.dropTable('notification_preferences').execute();
    await db.schema.alterTable('sessions').dropColumn('client_address').execute();
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    await db.schema.dropTable('api_keys').execute();
  },
};
