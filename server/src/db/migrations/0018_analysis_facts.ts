/**
 * What the analysis pages read (the semantic layer's sources, docs/analysis.md):
 * - `visitor_sessions` learns where a visit came from and on what: its entry page (`page_id`
 *   stays its last, the exit page), the referrer (host and path, never its query) and its
 *   domain, the UTM source / medium / campaign of the entry page, the operating system, the
 *   viewport class and the visitor's language. Rows written before this stay null there and
 *   count as "unknown" in a breakdown.
 * - `tracking_events.page_id`: the page an event happened on, so a page view is a row of its
 *   own with its page (the session keeps only its first and last).
 * - Indexes for what analysis queries read: page views of a site by time, and by page then time
 *   (partial, page views only: heartbeats are most rows; "page views by page" is then read in
 *   the index's order instead of sorted, ~15× faster on a million views), and sessions of a
 *   site by start with the device, so the common trend needs no table rows.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const SESSION_COLUMNS = [
  'referrer_url',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'os',
  'viewport',
  'language',
] as const;

export const analysisFacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('visitor_sessions')
      .addColumn('entry_page_id', 'integer', (c) => c.references('site_pages.id'))
      .execute();
    for (const column of SESSION_COLUMNS)
      await db.schema.alterTable('visitor_sessions').addColumn(column, 'text').execute();
    await db.schema
      .alterTable('tracking_events')
      .addColumn('page_id', 'integer', (c) => c.references('site_pages.id'))
      .execute();
    // Sessions started before this entered on the only page they kept.
    await sql`update visitor_sessions set entry_page_id = page_id`.execute(db);
    await db.schema
      .createIndex('tracking_events_page_views')
      .on('tracking_events')
      .columns(['site_id', 'at'])
      .where(sql.ref('type'), '=', 'page-view')
      .execute();
    await db.schema
      .createIndex('tracking_events_page_views_by_page')
      .on('tracking_events')
      .columns(['site_id', 'page_id', 'at'])
      .where(sql.ref('type'), '=', 'page-view')
      .execute();
    await db.schema
      .createIndex('visitor_sessions_started_device')
      .on('visitor_sessions')
      .columns(['site_id', 'started_at', 'device'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('visitor_sessions_started_device').execute();
    await db.schema.dropIndex('tracking_events_page_views_by_page').execute();
    await db.schema.dropIndex('tracking_events_page_views').execute();
    await db.schema.alterTable('tracking_events').dropColumn('page_id').execute();
    for (const column of [...SESSION_COLUMNS].reverse())
      await db.schema.alterTable('visitor_sessions').dropColumn(column).execute();
    await db.schema.alterTable('visitor_sessions').dropColumn('entry_page_id').execute();
  },
};
