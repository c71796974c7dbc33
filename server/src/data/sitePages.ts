/**
 * A site's page addresses, each stored once (`site_pages`, migrations/0017_site_pages.ts): a
 * session, and later a recording or a heatmap, points at its page's row instead of repeating
 * the address. The ingest cuts an address to MAX_PAGE_URL_LENGTH before it gets here
 * (tracking/pages.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/open';
import { compareKeys } from './lockOrder';

/** `page_url` of a visitor_sessions row, read through its page (for the session readers). */
export const sessionPageUrl = sql<string>`coalesce((select site_pages.url from site_pages
  where site_pages.id = visitor_sessions.page_id), '')`.as('page_url');

/** SQLite allows 32,766 bound values and PostgreSQL 65,535: 3 per row, with room to spare. */
const PAGES_PER_STATEMENT = 1000;

export function pageKey(siteId: number, url: string): string {
  return `${siteId} ${url}`;
}

/**
 * The ids of the given pages, stored first when new (one insert that skips known pages, then
 * one read); keyed by `${siteId} ${url}`. Inside the caller's transaction, so the pages commit
 * with what points at them.
 */
export async function pageIds(
  db: Db,
  pages: readonly { siteId: number; url: string }[],
  nowMs: number,
): Promise<Map<string, number>> {
  const distinct = new Map(pages.map((page) => [pageKey(page.siteId, page.url), page]));
  const ids = new Map<string, number>();
  // Inserted by site, then address (data/lockOrder.ts): two transactions storing the same new
  // pages wait for each other instead of deadlocking.
  const all = [...distinct.values()].sort(
    (a, b) => a.siteId - b.siteId || compareKeys(a.url, b.url),
  );
  for (let i = 0; i < all.length; i += PAGES_PER_STATEMENT) {
    const part = all.slice(i, i + PAGES_PER_STATEMENT);
    await db
      .insertInto('site_pages')
      .values(part.map(({ siteId, url }) => ({ site_id: siteId, url, first_seen_at: nowMs })))
      .onConflict((conflict) => conflict.columns(['site_id', 'url']).doNothing())
      .execute();
    const rows = await db
      .selectFrom('site_pages')
      .select(['id', 'site_id', 'url'])
      .where((eb) =>
        eb.or(
          part.map(({ siteId, url }) => eb.and([eb('site_id', '=', siteId), eb('url', '=', url)])),
        ),
      )
      .execute();
    for (const row of rows) ids.set(pageKey(row.site_id, row.url), row.id);
  }
  return ids;
}
