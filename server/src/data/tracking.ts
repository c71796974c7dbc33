/**
 * The tracking data plane's writes (issue 12). Every request's events are written in one
 * transaction, committed before the request is answered 202 (WAL, synchronous=NORMAL): an
 * acknowledged event survives the process being killed (tests/server/trackingDurability.test.ts).
 *
 * Group commit: the requests that arrive while the event loop is busy are written together, in
 * one transaction per turn of the loop (`createTrackingWriter`): the site lookup, one
 * `last_data_at` update per site, one multi-row insert of the events, one upsert per session —
 * instead of six statements per request. Each request still waits for the commit that holds
 * its events; under load this is what lets single-event requests pass 5,000 a second
 * (bench/tracking.bench.ts). A group that fails fails every request in it (nothing of it is
 * written; each is answered 500 and logged).
 *
 * Times: `tracking_events.at`, `received_at` and the `visitor_sessions` times are epoch
 * milliseconds; `sites.last_data_at` stays in epoch seconds like every other site time.
 */
import { sql } from 'kysely';
import type { Db } from '../db/open';
import type { SessionCaptureMode, TrackingEventType } from '../db/schema';
import { notify, organizationMemberIds } from './notifications';

export interface TrackingEventRow {
  session_key: string;
  type: TrackingEventType;
  at: number;
  received_at: number;
}

export interface VisitorSessionRow {
  session_key: string;
  visitor_key: string;
  new_visitor: 0 | 1;
  browser: string;
  device: string;
  country: string | null;
  country_source: 'geoip' | 'language' | null;
  page_url: string;
  page_views: number;
  started_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

/** One request's rows: an event row per event, one session row per session. */
export interface TrackingRows {
  events: TrackingEventRow[];
  sessions: VisitorSessionRow[];
}

/**
 * `next` (later in arrival) folded into `into`, the rule the upsert below applies to stored rows
 * too: page views add up, the earliest start, the latest event decides the page and whether the
 * session has ended, the first known country stays; visitor, browser and device are the first.
 */
export function mergeSessionRow(into: VisitorSessionRow, next: VisitorSessionRow): void {
  into.page_views += next.page_views;
  into.started_at = Math.min(into.started_at, next.started_at);
  if (next.last_seen_at >= into.last_seen_at) {
    into.last_seen_at = next.last_seen_at;
    into.page_url = next.page_url;
    into.ended_at = next.ended_at;
  }
  if (into.country === null && next.country !== null) {
    into.country = next.country;
    into.country_source = next.country_source;
  }
}

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

interface Pending {
  siteId: number;
  rows: TrackingRows;
  nowSeconds: number;
  done: (outcome: StoreOutcome) => void;
  fail: (error: unknown) => void;
}

export interface TrackingWriter {
  /**
   * Writes one request's rows with the others of this turn of the event loop; resolves once
   * they are committed. The site is looked up inside the transaction, so a capture switch or a
   * deleted site never races the write: capture off stores nothing but the site's last data time
   * (the code is installed and sending, §4); an unknown site stores nothing.
   */
  store(siteId: number, rows: TrackingRows, nowSeconds: number): Promise<StoreOutcome>;
}

const EVENTS_PER_STATEMENT = 1000; // 5 columns: well under SQLite's 32,766 parameters
const SESSIONS_PER_STATEMENT = 500; // 13 columns

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createTrackingWriter(db: Db): TrackingWriter {
  let queue: Pending[] = [];
  let scheduled = false;
  const flush = async () => {
    scheduled = false;
    const group = queue;
    queue = [];
    try {
      const outcomes = await writeGroup(db, group);
      group.forEach((pending, i) => pending.done(outcomes[i] as StoreOutcome));
    } catch (error) {
      for (const pending of group) pending.fail(error);
    }
  };
  return {
    store: (siteId, rows, nowSeconds) =>
      new Promise<StoreOutcome>((done, fail) => {
        queue.push({ siteId, rows, nowSeconds, done, fail });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      }),
  };
}

async function writeGroup(db: Db, group: readonly Pending[]): Promise<StoreOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const siteIds = [...new Set(group.map((pending) => pending.siteId))];
    const sites = await trx
      .selectFrom('sites')
      .select(['id', 'session_capture_mode', 'last_data_at', 'organization_id', 'name'])
      .where('id', 'in', siteIds)
      .execute();
    const modes = new Map(sites.map((row) => [row.id, row.session_capture_mode]));
    const lastData = new Map<number, number>();
    const events: (TrackingEventRow & { site_id: number })[] = [];
    const sessions = new Map<string, VisitorSessionRow & { site_id: number }>();
    const outcomes = group.map(({ siteId, rows, nowSeconds }): StoreOutcome => {
      const mode = modes.get(siteId);
      if (mode === undefined) return 'unknown-site';
      lastData.set(siteId, Math.max(lastData.get(siteId) ?? 0, nowSeconds));
      if (mode === 'off') return 'capture-off';
      for (const event of rows.events) events.push({ site_id: siteId, ...event });
      for (const session of rows.sessions) {
        const key = `${siteId} ${session.session_key}`;
        const known = sessions.get(key);
        if (known) mergeSessionRow(known, session);
        else sessions.set(key, { site_id: siteId, ...session });
      }
      return 'stored';
    });
    for (const [siteId, at] of lastData) {
      await trx.updateTable('sites').set({ last_data_at: at }).where('id', '=', siteId).execute();
    }
    // Issue 13: a site's first tracking data (last_data_at null until now) tells every member of
    // its organization, once — in this transaction, so the notification and the data commit
    // together. Only sites without data reach a query: the hot path pays nothing.
    for (const site of sites) {
      if (site.last_data_at === null && lastData.has(site.id)) {
        const members = await organizationMemberIds(trx, site.organization_id);
        await notify(trx, members, 'tracking-installed', {
          site: site.name,
          siteId: String(site.id),
        });
      }
    }
    for (const part of chunks(events, EVENTS_PER_STATEMENT)) {
      await trx.insertInto('tracking_events').values(part).execute();
    }
    for (const part of chunks([...sessions.values()], SESSIONS_PER_STATEMENT)) {
      await trx
        .insertInto('visitor_sessions')
        .values(part)
        .onConflict((conflict) =>
          conflict.columns(['site_id', 'session_key']).doUpdateSet({
            // mergeSessionRow's rule; every right-hand side reads the stored row as it was.
            page_views: sql`visitor_sessions.page_views + excluded.page_views`,
            // CASE, not SQLite's two-argument min()/max(): PostgreSQL spells them least()/greatest().
            started_at: sql`case when excluded.started_at < visitor_sessions.started_at
              then excluded.started_at else visitor_sessions.started_at end`,
            page_url: sql`case when excluded.last_seen_at >= visitor_sessions.last_seen_at
              then excluded.page_url else visitor_sessions.page_url end`,
            ended_at: sql`case when excluded.last_seen_at >= visitor_sessions.last_seen_at
              then excluded.ended_at else visitor_sessions.ended_at end`,
            last_seen_at: sql`case when excluded.last_seen_at > visitor_sessions.last_seen_at
              then excluded.last_seen_at else visitor_sessions.last_seen_at end`,
            country_source: sql`case when visitor_sessions.country is null
              then excluded.country_source else visitor_sessions.country_source end`,
            country: sql`coalesce(visitor_sessions.country, excluded.country)`,
          }),
        )
        .execute();
    }
    return outcomes;
  });
}
