/**
 * Rows the analysis engine reads, written directly for tests: a session with its page views
 * (each at its moment, on a page of `site_pages`), as the ingest would store them, without
 * driving the snippet. Times are epoch milliseconds.
 */
import { forgetRollups } from '../../server/src/data/analysis/rollups';
import type { Db } from '../../server/src/db/open';

export const SHOP = 'https://shop.example.com';

/** The id of a page address of a site, stored on first use. */
export async function pageIdOf(db: Db, siteId: number, url: string): Promise<number> {
  const found = await db
    .selectFrom('site_pages')
    .select('id')
    .where('site_id', '=', siteId)
    .where('url', '=', url)
    .executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('site_pages')
    .values({ site_id: siteId, url, first_seen_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SeededVisit {
  key: string;
  /** Each page viewed (a path of SHOP) at its moment, in order. */
  views: [string, number][];
  device?: string;
  newVisitor?: boolean;
  visitor?: string;
  referrerDomain?: string | null;
}

/** A session and its page-view events: entry and exit page, page views, duration from the views. */
export async function writeVisit(db: Db, siteId: number, v: SeededVisit): Promise<void> {
  const ids: number[] = [];
  for (const [path] of v.views) ids.push(await pageIdOf(db, siteId, `${SHOP}${path}`));
  const first = v.views[0]![1];
  const last = v.views[v.views.length - 1]![1];
  await db
    .insertInto('visitor_sessions')
    .values({
      site_id: siteId,
      session_key: v.key,
      visitor_key: v.visitor ?? `v-${v.key}`,
      new_visitor: v.newVisitor === false ? 0 : 1,
      browser: 'Firefox',
      device: v.device ?? 'desktop',
      country: null,
      country_source: null,
      page_id: ids[ids.length - 1]!,
      entry_page_id: ids[0]!,
      page_views: v.views.length,
      started_at: first,
      last_seen_at: last,
      ended_at: last,
      referrer_domain: v.referrerDomain ?? null,
    })
    .execute();
  await db
    .insertInto('tracking_events')
    .values(
      v.views.map(([, moment], i) => ({
        site_id: siteId,
        session_key: v.key,
        type: 'page-view' as const,
        at: moment,
        received_at: moment,
        page_id: ids[i]!,
      })),
    )
    .execute();
  await forgetRollups(db, siteId);
}
