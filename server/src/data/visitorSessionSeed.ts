/**
 * Visitor sessions written directly, for tests, end-to-end runs and the demo site that need a
 * site with traffic (monthly usage at a given percentage, live sessions, days of coverage, the
 * analysis pages) without driving the snippet. Rows are what the ingest would store
 * (data/tracking.ts): a session with `views` also gets its `session-start` and one `page-view`
 * event per view, each on its page; without, it is one page view on `pageUrl` and no events.
 * Times are epoch milliseconds. Inserted in chunks inside one transaction (SQLite caps bound
 * variables).
 */
import { forgetRollups } from './analysis/rollups';
import type { Insertable } from 'kysely';
import type { Db } from '../db/open';
import type { TrackingEventsTable, VisitorSessionsTable } from '../db/schema';
import { pageIds, pageKey } from './sitePages';

export interface VisitorSessionSeed {
  /** Epoch ms the session started; also its last-seen time unless `lastSeenAt` is given. */
  startedAt: number;
  lastSeenAt?: number;
  /** Epoch ms it ended; default null (still open). */
  endedAt?: number | null;
  browser?: string;
  device?: string;
  newVisitor?: boolean;
  country?: string | null;
  pageUrl?: string;
  sessionKey?: string;
  visitorKey?: string;
  os?: string | null;
  viewport?: string | null;
  language?: string | null;
  referrerUrl?: string | null;
  referrerDomain?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  /** The pages viewed, in order (the first is the entry page); `pageUrl` is then ignored. */
  views?: readonly { url: string; at: number }[];
}

const CHUNK = 500;
const EVENT_CHUNK = 1000;
let serial = 0;

export async function seedVisitorSessions(
  db: Db,
  siteId: number,
  sessions: readonly VisitorSessionSeed[],
): Promise<void> {
  const keyed = sessions.map((s) => ({
    ...s,
    sessionKey: s.sessionKey ?? `seed-${process.pid}-${Date.now()}-${serial++}`,
  }));
  await db.transaction().execute(async (trx) => {
    const urls = keyed.flatMap((s) => (s.views ? s.views.map((v) => v.url) : [urlOf(s)]));
    const pages = await pageIds(
      trx,
      urls.map((url) => ({ siteId, url })),
      Date.now(),
    );
    const pageOf = (url: string) => pages.get(pageKey(siteId, url))!;
    const rows = keyed.map((s) => sessionRow(siteId, s, pageOf));
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('visitor_sessions')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
    const events = keyed.flatMap((s) => eventRows(siteId, s, pageOf));
    for (let i = 0; i < events.length; i += EVENT_CHUNK) {
      await trx
        .insertInto('tracking_events')
        .values(events.slice(i, i + EVENT_CHUNK))
        .execute();
    }
  });
  // The rows lie in the past, perhaps in hours already rolled up: those are counted again.
  await forgetRollups(db, siteId);
}

const urlOf = (s: VisitorSessionSeed) => s.pageUrl ?? 'https://shop.example.com/';

function sessionRow(
  siteId: number,
  s: VisitorSessionSeed & { sessionKey: string },
  pageOf: (url: string) => number,
): Insertable<VisitorSessionsTable> {
  const views = s.views ?? [{ url: urlOf(s), at: s.startedAt }];
  return {
    site_id: siteId,
    session_key: s.sessionKey,
    visitor_key: s.visitorKey ?? `visitor-${s.sessionKey}`,
    new_visitor: s.newVisitor === false ? 0 : 1,
    browser: s.browser ?? 'Chrome',
    device: s.device ?? 'desktop',
    os: s.os ?? null,
    viewport: s.viewport ?? null,
    language: s.language ?? null,
    referrer_url: s.referrerUrl ?? null,
    referrer_domain: s.referrerDomain ?? null,
    utm_source: s.utmSource ?? null,
    utm_medium: s.utmMedium ?? null,
    utm_campaign: s.utmCampaign ?? null,
    country: s.country === undefined ? 'DE' : s.country,
    country_source: s.country === null ? null : 'language',
    page_id: pageOf(views[views.length - 1]!.url),
    entry_page_id: pageOf(views[0]!.url),
    page_views: views.length,
    started_at: s.startedAt,
    last_seen_at: s.lastSeenAt ?? s.startedAt,
    ended_at: s.endedAt ?? null,
  };
}

/** The session start and a page view per view (none for a session without `views`). */
function eventRows(
  siteId: number,
  s: VisitorSessionSeed & { sessionKey: string },
  pageOf: (url: string) => number,
): Insertable<TrackingEventsTable>[] {
  if (!s.views?.length) return [];
  const row = (type: 'session-start' | 'page-view', view: { url: string; at: number }) => ({
    site_id: siteId,
    session_key: s.sessionKey,
    type,
    at: view.at,
    received_at: view.at,
    page_id: pageOf(view.url),
  });
  return [row('session-start', s.views[0]!), ...s.views.map((view) => row('page-view', view))];
}
