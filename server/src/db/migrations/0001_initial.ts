/**
 * The first schema: users, accounts, organizations, memberships, sites, app-state settings,
 * sessions and product events. Written with Kysely's schema builder so a PostgreSQL
 * migration set can follow the same steps (there, `autoIncrement` becomes an identity column).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('country_code', 'text')
      .addColumn('avatar', 'text')
      .addColumn('is_demo_user', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('accounts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('variant', 'text', (c) =>
        c
          .notNull()
          .defaultTo('default')
          .check(sql`variant in ('default', 'lite', 'cross-sell', 'standalone')`),
      )
      .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('product_catalog_version', 'text')
      .addColumn('picture_url', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_users')
      .addColumn('account_id', 'integer', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('account_users_pk', ['account_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('account_users_user')
      .on('account_users')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('organizations')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'integer', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('organizations_account')
      .on('organizations')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('memberships')
      .addColumn('organization_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('access', 'text', (c) =>
        c.notNull().check(sql`access in ('read', 'write', 'admin')`),
      )
      .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addPrimaryKeyConstraint('memberships_pk', ['organization_id', 'user_id'])
      .execute();
    await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();

    await db.schema
      .createTable('sites')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('basic'))
      .addColumn('effective_plan', 'text', (c) => c.notNull().defaultTo('basic'))
      .addColumn('created', 'integer', (c) => c.notNull())
      .addColumn('last_data_at', 'integer')
      .addColumn('analytics_access', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('session_capture_mode', 'text', (c) =>
        c
          .notNull()
          .defaultTo('on')
          .check(sql`session_capture_mode in ('on', 'off')`),
      )
      .execute();
    await db.schema
      .createIndex('sites_organization')
      .on('sites')
      .column('organization_id')
      .execute();

    await db.schema
      .createTable('app_state_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('namespace', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) =>
        c.references('organizations.id').onDelete('cascade'),
      )
      .addColumn('site_id', 'integer', (c) => c.references('sites.id').onDelete('cascade'))
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();
    // One value per user, namespace, key and scope. A plain unique constraint would treat two
    // NULL scopes as different (SQL semantics), so the index is over coalesced scope ids.
    await sql`create unique index app_state_settings_scope on app_state_settings (
      user_id, namespace, key,
      coalesce(account_id, 0), coalesce(organization_id, 0), coalesce(site_id, 0)
    )`.execute(db);

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .addColumn('last_seen_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('product_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
      // Events outlive the users they name: keep the event, forget the user.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('occurred_at', 'integer')
      .addColumn('received_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_events_name')
      .on('product_events')
      .columns(['name', 'received_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'product_events',
      'sessions',
      'app_state_settings',
      'sites',
      'memberships',
      'organizations',
      'account_users',
      'accounts',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
