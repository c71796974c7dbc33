/**
 * The demo-site product tour (product.md#states-and-transitions "Demo tour", product.md#roles-and-permissions "a demo site is added to the site list",
 * product.md#calls POST/DELETE /api/v1/activation/product_tour/users).
 * - `demo_sites`: the one shared demo site, seeded at the first tour (server/src/seed/demoSite.ts)
 *   under a fixed key so seeding stays idempotent. Its account and organization are ordinary
 *   rows nobody is a member of.
 * - `product_tours`: one row per touring user; while it exists the demo site is in the user's
 *   site list with read access (server/src/data/productTour.ts). No membership is created, so
 *   nothing that reads memberships (team lists, invitations, permissions) sees other tourers.
 */
import type { Kysely, Migration } from 'kysely';

export const productTours: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_sites')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('product_tours')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('product_tours').execute();
    await db.schema.dropTable('demo_sites').execute();
  },
};
