/**
 * Visitor sessions written directly, for tests and end-to-end runs that need a site with
 * traffic (monthly usage at a given percentage, live sessions, days of coverage) without
 * driving the snippet. Rows are what the ingest would store (data/tracking.ts); times are epoch
 * milliseconds. Inserted in chunks inside one transaction (SQLite caps bound variables).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/open';
import type { VisitorSessionsTable } from '../db/schema';
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
}

const CHUNK = 500;
let serial = 0;

export async function seedVisitorSessions(
  db: Db,
  siteId: number,
  sessions: readonly VisitorSessionSeed[],
): Promise<void> {
  const urlOf = (s: VisitorSessionSeed) => s.pageUrl ?? 'https://shop.example.com/';
  await db.transaction().execute(async (trx) => {
    const pages = await pageIds(
      trx,
      sessions.map((s) => ({ siteId, url: urlOf(s) })),
      Date.now(),
    );
    const rows = sessions.map((s) => sessionRow(siteId, s, pages.get(pageKey(siteId, urlOf(s)))!));
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('visitor_sessions')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
  });
}

function sessionRow(
  siteId: number,
  s: VisitorSessionSeed,
  pageId: number,
): Insertable<VisitorSessionsTable> {
  const key = s.sessionKey ?? `seed-${process.pid}-${Date.now()}-${serial++}`;
  return {
    site_id: siteId,
    session_key: key,
    visitor_key: `visitor-${key}`,
    new_visitor: s.newVisitor === false ? 0 : 1,
    browser: s.browser ?? 'Chrome',
    device: s.device ?? 'desktop',
    country: s.country === undefined ? 'DE' : s.country,
    country_source: s.country === null ? null : 'language',
    page_id: pageId,
    page_views: 1,
    started_at: s.startedAt,
    last_seen_at: s.lastSeenAt ?? s.startedAt,
    ended_at: s.endedAt ?? null,
  };
}
