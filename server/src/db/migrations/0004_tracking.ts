/**
 * The tracking data plane (product.md#records-and-their-fields sessions, product.md#states-and-transitions "Tracking code"): what a site's
 * tracking snippet sends.
 * - `visitor_sessions`: one visit of one browser to a customer site (the snippet's session id,
 *   unique per site), with what product.md#records-and-their-fields shows of a session in progress: browser, device, new or
 *   returning visitor, country (and where the country came from), the last page URL; started,
 *   last seen (heartbeats) and ended.
 * - `tracking_events`: every event accepted with a 2xx (page view, session start, heartbeat,
 *   end), so that an acknowledged event is never lost (the durability test counts them) and
 *   daily and monthly counts can be read back.
 */
import type { Kysely, Migration } from 'kysely';

export const tracking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('visitor_sessions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      // The snippet's session id (random, from the customer's page).
      .addColumn('session_key', 'text', (c) => c.notNull())
      .addColumn('visitor_key', 'text', (c) => c.notNull())
      .addColumn('new_visitor', 'integer', (c) => c.notNull())
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('country', 'text')
      // 'geoip' (an IP-to-country database) or 'language' (the visitor's language region).
      .addColumn('country_source', 'text')
      .addColumn('page_url', 'text', (c) => c.notNull())
      .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'integer', (c) => c.notNull())
      .addColumn('last_seen_at', 'integer', (c) => c.notNull())
      .addColumn('ended_at', 'integer')
      .addUniqueConstraint('visitor_sessions_key', ['site_id', 'session_key'])
      .execute();
    await db.schema
      .createIndex('visitor_sessions_live')
      .on('visitor_sessions')
      .columns(['site_id', 'last_seen_at'])
      .execute();
    await db.schema
      .createIndex('visitor_sessions_started')
      .on('visitor_sessions')
      .columns(['site_id', 'started_at'])
      .execute();

    await db.schema
      .createTable('tracking_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('session_key', 'text', (c) => c.notNull())
      // 'session-start' | 'page-view' | 'heartbeat' | 'session-end'
      .addColumn('type', 'text', (c) => c.notNull())
      // When it happened on the visitor's clock (epoch ms, clamped to the server's ±5 min).
      .addColumn('at', 'integer', (c) => c.notNull())
      .addColumn('received_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tracking_events_site')
      .on('tracking_events')
      .columns(['site_id', 'received_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tracking_events').execute();
    await db.schema.dropTable('visitor_sessions').execute();
  },
};
