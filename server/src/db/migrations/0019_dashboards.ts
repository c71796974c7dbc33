/**
 * Dashboards a team builds (docs/analysis.md#dashboards):
 * - `dashboards`: one row per stored dashboard of a site, shared in the site's organization.
 *   `widgets` is the JSON list of widget declarations (contracts/analysis.ts), checked by the
 *   server before it is written; `template_id` the analysis page it was made from, if any.
 *   Times are epoch seconds.
 */
import type { Kysely, Migration } from 'kysely';

export const dashboards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboards')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('template_id', 'text')
      .addColumn('widgets', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dashboards_site').on('dashboards').column('site_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dashboards').execute();
  },
};
