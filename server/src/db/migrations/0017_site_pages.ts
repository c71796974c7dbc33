/**
 * Page addresses stored once per site. A session kept its last page's whole URL in each row, so
 * every new session could add up to 2 KB; now `site_pages` holds each distinct address of a site
 * once (cut to a bounded length by the ingest) and a session points at it. The recordings,
 * heatmaps and survey answers that come later point at the same rows.
 * - `site_pages`: (site, url) unique; `first_seen_at` in epoch milliseconds.
 * - `visitor_sessions.page_id` replaces `page_url`; existing rows are moved over here.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/** The longest address kept; the same figure as the ingest's (tracking/pages.ts). */
const MAX_URL_LENGTH = 1024;

export const sitePages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_pages')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('first_seen_at', 'integer', (c) => c.notNull())
      .addUniqueConstraint('site_pages_url', ['site_id', 'url'])
      .execute();
    await db.schema
      .alterTable('visitor_sessions')
      .addColumn('page_id', 'integer', (c) => c.references('site_pages.id'))
      .execute();
    await sql`insert into site_pages (site_id, url, first_seen_at)
      select site_id, substr(page_url, 1, ${sql.lit(MAX_URL_LENGTH)}), min(started_at)
      from visitor_sessions
      group by site_id, substr(page_url, 1, ${sql.lit(MAX_URL_LENGTH)})`.execute(db);
    await sql`update visitor_sessions set page_id = (
      select p.id from site_pages p
      where p.site_id = visitor_sessions.site_id
        and p.url = substr(visitor_sessions.page_url, 1, ${sql.lit(MAX_URL_LENGTH)}))`.execute(db);
    await db.schema.alterTable('visitor_sessions').dropColumn('page_url').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('visitor_sessions')
      .addColumn('page_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update visitor_sessions set page_url = coalesce((
      select p.url from site_pages p where p.id = visitor_sessions.page_id), '')`.execute(db);
    await db.schema.alterTable('visitor_sessions').dropColumn('page_id').execute();
    await db.schema.dropTable('site_pages').execute();
  },
};
