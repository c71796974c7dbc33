/**
 * Help and support, and the sister-product lookups (product.md#screens-and-routes "Help menu: get
 * help", product.md#calls "site-to-project and account-to-cross-sell-account lookup", "chatbot embed").
 * - `support_messages`: what the in-app contact form sent (the default support provider,
 *   server/src/support/): who, from which site, subject and message as typed, when. Kept so a
 *   message is never lost when mail delivery fails, and counted for the per-user rate limit.
 * - `research_projects`: the research (Voice of Customer) project of a site, one per site,
 *   created the first time the site-to-project lookup asks for it.
 * - `cross_sell_links`: an account's linked account of the sister product (at most one); rows
 *   are written by whoever links the accounts (seeds and tests today; no page links them).
 */
import type { Kysely, Migration } from 'kysely';

export const supportAndSisterProducts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('support_messages')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('site_id', 'integer', (c) => c.references('sites.id').onDelete('set null'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('support_messages_user_time')
      .on('support_messages')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('research_projects')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().unique().references('sites.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('cross_sell_links')
      .addColumn('account_id', 'integer', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('cross_sell_account_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cross_sell_links').execute();
    await db.schema.dropTable('research_projects').execute();
    await db.schema.dropTable('support_messages').execute();
  },
};
