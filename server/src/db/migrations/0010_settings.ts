/**
 * The settings pages' tables:
 * - `site_integrations`: which integration is marked connected on which site
 *   (/settings/integrations). Only the state: no external service is reached. A row = connected.
 * - `sso_settings`: an account's SAML settings (/settings/sso, manifests/forms/sso-settings.yaml),
 *   one row per account, saved by an account admin (product.md#roles-and-permissions). Stored only; no SAML sign-in uses them yet.
 * - an index on visitor_sessions (site_id, visitor_key, started_at): the user lookup
 *   (/settings/user-lookup) finds a visitor's latest sessions without scanning the site's.
 */
import type { Kysely, Migration } from 'kysely';

export const settings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_integrations')
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('integration', 'text', (c) => c.notNull())
      .addColumn('connected_at', 'integer', (c) => c.notNull())
      .addColumn('connected_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addPrimaryKeyConstraint('site_integrations_pk', ['site_id', 'integration'])
      .execute();
    await db.schema
      .createTable('sso_settings')
      .addColumn('account_id', 'integer', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('idp_entity_id', 'text', (c) => c.notNull())
      .addColumn('idp_sso_url', 'text', (c) => c.notNull())
      .addColumn('idp_certificate', 'text', (c) => c.notNull())
      .addColumn('enforce_sso', 'integer', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('visitor_sessions_visitor')
      .on('visitor_sessions')
      .columns(['site_id', 'visitor_key', 'started_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('visitor_sessions_visitor').execute();
    await db.schema.dropTable('sso_settings').execute();
    await db.schema.dropTable('site_integrations').execute();
  },
};
