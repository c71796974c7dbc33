/**
 * Signup (product.md#records-and-their-fields Campaign, Registration payload, Tracked campaign parameters; product.md#constants-and-limits):
 * - `campaigns`: server data seeded from the catalog manifest (signup/campaignSeed.ts), looked
 *   up by hash (product.md#calls GET /api/v1/campaigns/{campaignHash}); `from_manifest` lets a campaign removed
 *   from the manifest be disabled, never deleted (accounts keep pointing at it).
 * - `account_campaigns`: which campaign an account signed up with (product.md#calls POST …/campaigns), one per
 *   account, with the end of its trial.
 * - users: what registration stores besides the first columns (product.md#records-and-their-fields payload). SSO users get no
 *   password: `password_hash` stays NOT NULL and holds a marker no verifier accepts (see
 *   data/registration.ts NO_PASSWORD_HASH) — SQLite cannot drop NOT NULL without rebuilding the
 *   table, and a rebuild under enabled foreign keys would cascade-delete every dependent row.
 * - accounts: `plan` (basic unless a campaign says otherwise) and `suspended_at` (product.md#errors "Google SSO
 *   suspended"; null: not suspended).
 * - `signup_attribution`: the tracked campaign parameters (product.md#records-and-their-fields) a new user arrived with, one row
 *   per parameter: the list lives in the app manifest (constants.trackedCampaignParameters), so a
 *   parameter added there needs no migration.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const signup: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('campaigns')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('hash', 'text', (c) => c.notNull().unique())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('details_id', 'integer', (c) => c.notNull())
      .addColumn('details_name', 'text', (c) => c.notNull())
      .addColumn('details_plan', 'text', (c) => c.notNull())
      .addColumn('num_free_days', 'integer', (c) => c.notNull().check(sql`num_free_days >= 0`))
      .addColumn('audience', 'text')
      .addColumn('organization_sizes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('from_manifest', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_campaigns')
      .addColumn('account_id', 'integer', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('campaign_hash', 'text', (c) => c.notNull().references('campaigns.hash'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('trial_ends_at', 'integer')
      .execute();

    await db.schema.alterTable('users').addColumn('picture', 'text').execute();
    await db.schema.alterTable('users').addColumn('experiment_tag', 'text').execute();
    await db.schema.alterTable('users').addColumn('persistent_anonymous_id', 'text').execute();
    await db.schema.alterTable('users').addColumn('pricing_table', 'integer').execute();
    await db.schema
      .alterTable('users')
      .addColumn('is_cs_lite', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('signup_device', 'text').execute();
    await db.schema.alterTable('users').addColumn('terms_accepted_at', 'integer').execute();
    await db.schema
      .alterTable('users')
      .addColumn('consent_to_parent_company_rules', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .alterTable('accounts')
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('basic'))
      .execute();
    await db.schema.alterTable('accounts').addColumn('suspended_at', 'integer').execute();

    await db.schema
      .createTable('signup_attribution')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('parameter', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('captured_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('signup_attribution_pk', ['user_id', 'parameter'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('signup_attribution').execute();
    await db.schema.dropTable('account_campaigns').execute();
    await db.schema.dropTable('campaigns').execute();
    for (const column of ['suspended_at', 'plan']) {
      await db.schema.alterTable('accounts').dropColumn(column).execute();
    }
    for (const column of [
      'consent_to_parent_company_rules',
      'terms_accepted_at',
      'signup_device',
      'is_cs_lite',
      'pricing_table',
      'persistent_anonymous_id',
      'experiment_tag',
      'picture',
    ]) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
