/**
 * The tracking data plane's writes (issue 12): what the ingest accepted, in one transaction per
 * request (WAL, synchronous=NORMAL: committed before the 2xx is sent, so an acknowledged event
 * survives the process being killed — tests/server/trackingDurability.test.ts).
 *
 * Times: `tracking_events.at`, `received_at` and the `visitor_sessions` times are epoch
 * milliseconds; `sites.last_data_at` stays in epoch seconds like every other site time.
 */
import { sql } from 'kysely';
import type { Db } from '../db/open';
import type { SessionCaptureMode } from '../db/schema';
import type { TrackingRows } from '../tracking/ingest';

export type StoreOutcome = 'stored' | 'capture-off' | 'unknown-site';

/** The site's session capture mode, or undefined when there is no such site. */
export async function siteCaptureMode(
  db: Db,
  siteId: number,
): Promise<SessionCaptureMode | undefined> {
  const row = await db
    .selectFrom('sites')
    .select('session_capture_mode')
    .where('id', '=', siteId)
    .executeTakeFirst();
  return row?.session_capture_mode;
}

/**
 * One request's events in one transaction: the site is looked up inside it (so a capture switch
 * or a deleted site never races the write); capture off stores nothing but the site's last data
 * time (the code is installed and sending, §4); capture on inserts every event, upserts every
 * session and moves the site's last data time.
 */
export async function storeTrackingRows(
  db: Db,
  siteId: number,
  rows: TrackingRows,
  nowSeconds: number,
): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx) => {
    const mode = await siteCaptureMode(trx, siteId);
    if (mode === undefined) return 'unknown-site';
    await trx
      .updateTable('sites')
      .set({ last_data_at: nowSeconds })
      .where('id', '=', siteId)
      .execute();
    if (mode === 'off') return 'capture-off';
    if (rows.events.length > 0) {
      await trx
        .insertInto('tracking_events')
        .values(rows.events.map((event) => ({ site_id: siteId, ...event })))
        .execute();
    }
    if (rows.sessions.length > 0) {
      await trx
        .insertInto('visitor_sessions')
        .values(rows.sessions.map((session) => ({ site_id: siteId, ...session })))
        .onConflict((conflict) =>
          conflict.columns(['site_id', 'session_key']).doUpdateSet({
            page_views: sql`visitor_sessions.page_views + excluded.page_views`,
            started_at: sql`min(visitor_sessions.started_at, excluded.started_at)`,
            // The latest event decides the page and whether the session has ended.
            page_url: sql`case when excluded.last_seen_at >= visitor_sessions.last_seen_at
              then excluded.page_url else visitor_sessions.page_url end`,
            ended_at: sql`case when excluded.last_seen_at >= visitor_sessions.last_seen_at
              then excluded.ended_at else visitor_sessions.ended_at end`,
            last_seen_at: sql`max(visitor_sessions.last_seen_at, excluded.last_seen_at)`,
            country_source: sql`case when visitor_sessions.country is null
              then excluded.country_source else visitor_sessions.country_source end`,
            country: sql`coalesce(visitor_sessions.country, excluded.country)`,
          }),
        )
        .execute();
    }
    return 'stored';
  });
}
