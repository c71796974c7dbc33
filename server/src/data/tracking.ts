/**
 * The tracking data plane's writes. Every request's events are written in one
 * transaction, committed before the request is answered 202 (WAL, synchronous=NORMAL): an
 * acknowledged event survives the process being killed (tests/server/trackingDurability.test.ts).
 *
 * Group commit: the requests that arrive while the event loop is busy are written together, in
 * one transaction per turn of the loop (`createTrackingWriter`): the site lookup, at most one
 * `last_data_at` update per site and second, one read of the known sessions and one of the known
 * pages, one multi-row insert of the events, one upsert of the sessions — instead of several
 * statements per request. Rows are locked in one order (sites, pages, sessions,
 * each by key), so two groups in flight at once wait for each other rather than deadlock on
 * PostgreSQL. Each request still waits for the commit that holds
 * its events; under load this is what lets single-event requests pass 5,000 a second
 * (bench/tracking.bench.ts). A group that fails fails every request in it (nothing of it is
 * written; each is answered 500 and logged).
 *
 * Sessions the site could not have started: a session is created by its `session-start` event
 * (the snippet sends one with the first event of every session). Events of a session that is
 * neither stored nor started in the same request (or an earlier one of the same group) are not
 * written; the request is told which sessions they were. Pages are stored once per site
 * (data/sitePages.ts): an event points at its page, a session at its last and its entry page.
 *
 * Times: `tracking_events.at`, `received_at` and the `visitor_sessions` times are epoch
 * milliseconds; `sites.last_data_at` stays in epoch seconds like every other site time.
 */
import { sql } from 'kysely';
import type { Db } from '../db/open';
import type { SessionCaptureMode, TrackingEventType } from '../db/schema';
import { notify, organizationMemberIds } from './notifications';
import { compareKeys } from './lockOrder';
import { pageIds, pageKey } from './sitePages';

export interface TrackingEventRow {
  session_key: string;
  type: TrackingEventType;
  at: number;
  received_at: number;
  /** The page's stored address; written as its site_pages id. */
  page_url: string;
}

/** What a session learns once, from the first request that knows it (first known wins). */
const SESSION_FACTS = [
  'language',
  'referrer_url',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'viewport',
] as const;

export interface VisitorSessionRow {
  session_key: string;
  visitor_key: string;
  new_visitor: 0 | 1;
  browser: string;
  device: string;
  os: string;
  country: string | null;
  country_source: 'geoip' | 'language' | null;
  language: string | null;
  referrer_url: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  viewport: string | null;
  /** The last page's stored address; written as its site_pages id. */
  page_url: string;
  /** The page of the earliest event, written as `entry_page_id`. */
  entry_page_url: string;
  page_views: number;
  started_at: number;
  last_seen_at: number;
  ended_at: number | null;
  /** The request holds the session's `session-start`: it may create the session. */
  started: boolean;
}

/** One request's rows: an event row per event, one session row per session. */
export interface TrackingRows {
  events: TrackingEventRow[];
  sessions: VisitorSessionRow[];
}

/**
 * `next` (later in arrival) folded into `into`, the rule the upsert below applies to stored rows
 * too: page views add up, the earliest start and its page (the entry), the latest event decides
 * the page and whether the session has ended, the first known country and facts stay; visitor,
 * browser and device are the first. (The upsert keeps a stored entry page whatever comes: a
 * later request never moves where a session entered.)
 */
export function mergeSessionRow(into: VisitorSessionRow, next: VisitorSessionRow): void {
  into.page_views += next.page_views;
  if (next.started_at < into.started_at) {
    into.started_at = next.started_at;
    into.entry_page_url = next.entry_page_url;
  }
  if (next.last_seen_at >= into.last_seen_at) {
    into.last_seen_at = next.last_seen_at;
    into.page_url = next.page_url;
    into.ended_at = next.ended_at;
  }
  into.started ||= next.started;
  if (into.country === null && next.country !== null) {
    into.country = next.country;
    into.country_source = next.country_source;
  }
  for (const fact of SESSION_FACTS) if (into[fact] === null) into[fact] = next[fact];
}

export type StoreOutcome = 'stored' | 'capture-off' | 'unknown-site';

export interface StoreResult {
  outcome: StoreOutcome;
  /** Sessions whose events were not written: neither stored nor started by a session-start. */
  unstarted: string[];
}

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
  done: (result: StoreResult) => void;
  fail: (error: unknown) => void;
}

export interface TrackingWriter {
  /**
   * Writes one request's rows with the others of this turn of the event loop; resolves once
   * they are committed. The site is looked up inside the transaction, so a capture switch or a
   * deleted site never races the write: capture off stores nothing but the site's last data time
   * (the code is installed and sending); an unknown site stores nothing.
   */
  store(siteId: number, rows: TrackingRows, nowSeconds: number): Promise<StoreResult>;
}

const EVENTS_PER_STATEMENT = 1000; // 6 columns: well under SQLite's 32,766 parameters
const SESSIONS_PER_STATEMENT = 500; // 22 columns

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
      group.forEach((pending, i) => pending.done(outcomes[i]!));
    } catch (error) {
      for (const pending of group) pending.fail(error);
    }
  };
  return {
    store: (siteId, rows, nowSeconds) =>
      new Promise<StoreResult>((done, fail) => {
        queue.push({ siteId, rows, nowSeconds, done, fail });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      }),
  };
}

/** The sessions of the group that exist already, keyed `${siteId} ${sessionKey}`. */
async function storedSessions(
  trx: Db,
  group: readonly Pending[],
  modes: ReadonlyMap<number, SessionCaptureMode>,
): Promise<Set<string>> {
  const wanted = new Map<number, Set<string>>();
  for (const { siteId, rows } of group) {
    if (modes.get(siteId) === undefined || modes.get(siteId) === 'off') continue;
    for (const session of rows.sessions) {
      if (session.started) continue; // created here if new: no need to know
      const keys = wanted.get(siteId) ?? new Set<string>();
      keys.add(session.session_key);
      wanted.set(siteId, keys);
    }
  }
  const stored = new Set<string>();
  for (const [siteId, keys] of wanted) {
    for (const part of chunks([...keys], SESSIONS_PER_STATEMENT)) {
      const rows = await trx
        .selectFrom('visitor_sessions')
        .select('session_key')
        .where('site_id', '=', siteId)
        .where('session_key', 'in', part)
        .execute();
      for (const row of rows) stored.add(`${siteId} ${row.session_key}`);
    }
  }
  return stored;
}

async function writeGroup(db: Db, group: readonly Pending[]): Promise<StoreResult[]> {
  return db.transaction().execute(async (trx) => {
    const siteIds = [...new Set(group.map((pending) => pending.siteId))];
    const sites = await trx
      .selectFrom('sites')
      .select(['id', 'session_capture_mode', 'last_data_at', 'organization_id', 'name'])
      .where('id', 'in', siteIds)
      .execute();
    const modes = new Map(sites.map((row) => [row.id, row.session_capture_mode]));
    const known = await storedSessions(trx, group, modes);
    const lastData = new Map<number, number>();
    const events: (TrackingEventRow & { site_id: number })[] = [];
    const sessions = new Map<string, VisitorSessionRow & { site_id: number }>();
    const results = group.map(({ siteId, rows, nowSeconds }): StoreResult => {
      const mode = modes.get(siteId);
      if (mode === undefined) return { outcome: 'unknown-site', unstarted: [] };
      lastData.set(siteId, Math.max(lastData.get(siteId) ?? 0, nowSeconds));
      if (mode === 'off') return { outcome: 'capture-off', unstarted: [] };
      const unstarted: string[] = [];
      for (const session of rows.sessions) {
        const key = `${siteId} ${session.session_key}`;
        if (!session.started && !known.has(key)) {
          unstarted.push(session.session_key);
          continue;
        }
        known.add(key); // a later request of the group may go on with it
        const merged = sessions.get(key);
        if (merged) mergeSessionRow(merged, session);
        else sessions.set(key, { site_id: siteId, ...session });
      }
      const refused = new Set(unstarted);
      for (const event of rows.events) {
        if (!refused.has(event.session_key)) events.push({ site_id: siteId, ...event });
      }
      return { outcome: 'stored', unstarted };
    });
    // Row locks in one order (data/lockOrder.ts): sites, then pages, then sessions, each by key.
    // A site's last data time moves once a second at most: within the second it stands.
    const storedLast = new Map(sites.map((row) => [row.id, row.last_data_at]));
    for (const [siteId, at] of [...lastData].sort(([a], [b]) => a - b)) {
      if ((storedLast.get(siteId) ?? -1) >= at) continue;
      await trx.updateTable('sites').set({ last_data_at: at }).where('id', '=', siteId).execute();
    }
    // A site's first tracking data (last_data_at null until now) tells every member of its
    // organization, once — in this transaction, so the notification and the data commit
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
    const sessionRows = [...sessions.values()].sort(bySiteThenSession);
    const pages = await groupPages(trx, events, sessionRows);
    const eventRows = events.map(({ page_url, ...event }) => ({
      ...event,
      page_id: pages.get(pageKey(event.site_id, page_url))!,
    }));
    for (const part of chunks(eventRows, EVENTS_PER_STATEMENT)) {
      await trx.insertInto('tracking_events').values(part).execute();
    }
    await upsertSessions(trx, sessionRows, pages);
    return results;
  });
}

function bySiteThenSession(
  a: { site_id: number; session_key: string },
  b: { site_id: number; session_key: string },
): number {
  return a.site_id - b.site_id || compareKeys(a.session_key, b.session_key);
}

/**
 * The page ids of the group's events and sessions (last and entry pages): one lookup per
 * distinct page, before anything points at them (lock order: pages before events and sessions).
 */
function groupPages(
  trx: Db,
  events: readonly (TrackingEventRow & { site_id: number })[],
  sessions: readonly (VisitorSessionRow & { site_id: number })[],
): Promise<Map<string, number>> {
  const pages: { siteId: number; url: string }[] = [];
  for (const event of events) pages.push({ siteId: event.site_id, url: event.page_url });
  for (const session of sessions) {
    pages.push({ siteId: session.site_id, url: session.page_url });
    pages.push({ siteId: session.site_id, url: session.entry_page_url });
  }
  return pageIds(trx, pages, Date.now());
}

/** mergeSessionRow's rule; every right-hand side reads the stored row as it was. */
const MERGE = {
  page_views: sql<number>`visitor_sessions.page_views + excluded.page_views`,
  // CASE, not SQLite's two-argument min()/max(): PostgreSQL spells them least()/greatest().
  started_at: sql<number>`case when excluded.started_at < visitor_sessions.started_at
    then excluded.started_at else visitor_sessions.started_at end`,
  page_id: sql<number>`case when excluded.last_seen_at >= visitor_sessions.last_seen_at
    then excluded.page_id else visitor_sessions.page_id end`,
  ended_at: sql<number | null>`case when excluded.last_seen_at >= visitor_sessions.last_seen_at
    then excluded.ended_at else visitor_sessions.ended_at end`,
  last_seen_at: sql<number>`case when excluded.last_seen_at > visitor_sessions.last_seen_at
    then excluded.last_seen_at else visitor_sessions.last_seen_at end`,
  country_source: sql<'geoip' | 'language' | null>`case when visitor_sessions.country is null
    then excluded.country_source else visitor_sessions.country_source end`,
  country: sql<string | null>`coalesce(visitor_sessions.country, excluded.country)`,
};

/** What only a session's first request brings: its entry page and facts, first known wins. */
const START_COLUMNS = [...SESSION_FACTS, 'os', 'entry_page_id'] as const;
const FIRST_KNOWN = Object.fromEntries(
  START_COLUMNS.map((column) => [
    column,
    sql`coalesce(${sql.ref(`visitor_sessions.${column}`)}, ${sql.ref(`excluded.${column}`)})`,
  ]),
);

/** The columns of a session going on: no entry page, no facts. */
function continuingRow(session: VisitorSessionRow & { site_id: number }, page_id: number) {
  return {
    site_id: session.site_id,
    session_key: session.session_key,
    visitor_key: session.visitor_key,
    new_visitor: session.new_visitor,
    browser: session.browser,
    device: session.device,
    country: session.country,
    country_source: session.country_source,
    page_views: session.page_views,
    started_at: session.started_at,
    last_seen_at: session.last_seen_at,
    ended_at: session.ended_at,
    page_id,
  };
}

function startColumns(session: VisitorSessionRow) {
  return {
    os: session.os,
    language: session.language,
    referrer_url: session.referrer_url,
    referrer_domain: session.referrer_domain,
    utm_source: session.utm_source,
    utm_medium: session.utm_medium,
    utm_campaign: session.utm_campaign,
    viewport: session.viewport,
  };
}

async function upsertSessions(
  trx: Db,
  sessions: readonly (VisitorSessionRow & { site_id: number })[],
  pages: ReadonlyMap<string, number>,
): Promise<void> {
  for (const part of chunks(sessions, SESSIONS_PER_STATEMENT)) {
    // Most requests go on with a stored session, which has its entry page and facts already:
    // a part without a session start leaves those columns out (measured in-process, single-event
    // requests going on with live sessions: about 80 → 50 µs of CPU per event, as before the
    // facts). One statement per part keeps the lock order.
    const starts = part.some((session) => session.started);
    const rows = part.map((session) => {
      const page_id = pages.get(pageKey(session.site_id, session.page_url))!;
      const row = continuingRow(session, page_id);
      if (!starts) return row;
      const entry_page_id = pages.get(pageKey(session.site_id, session.entry_page_url))!;
      return { ...row, ...startColumns(session), entry_page_id };
    });
    await trx
      .insertInto('visitor_sessions')
      .values(rows)
      .onConflict((conflict) =>
        conflict
          .columns(['site_id', 'session_key'])
          .doUpdateSet(starts ? { ...MERGE, ...FIRST_KNOWN } : MERGE),
      )
      .execute();
  }
}
