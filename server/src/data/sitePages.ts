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
 * The stored ids of `pages`, added to `ids`: per site, one `url in (…)` read per 1,000, a
 * lookup of the unique index on site and address. (A list of `or`ed pairs reads the same, but
 * building its expression cost the tracking ingest about 7 % of its throughput.)
 */
async function readPageIds(
  db: Db,
  pages: readonly { siteId: number; url: string }[],
  ids: Map<string, number>,
): Promise<void> {
  const bySite = new Map<number, string[]>();
  for (const { siteId, url } of pages) {
    const urls = bySite.get(siteId) ?? [];
    urls.push(url);
    bySite.set(siteId, urls);
  }
  for (const [siteId, urls] of bySite) {
    for (let i = 0; i < urls.length; i += PAGES_PER_STATEMENT) {
      const rows = await db
        .selectFrom('site_pages')
        .select(['id', 'url'])
        .where('site_id', '=', siteId)
        .where('url', 'in', urls.slice(i, i + PAGES_PER_STATEMENT))
        .execute();
      for (const row of rows) ids.set(pageKey(siteId, row.url), row.id);
    }
  }
}

/**
 * The ids of the given pages, stored first when new; keyed by `${siteId} ${url}`. Most pages
 * are known: one read finds them, and only the pages it missed are inserted (an insert that
 * skips pages another transaction stored meanwhile) and read again. Inside the caller's
 * transaction, so the pages commit with what points at them.
 */
export async function pageIds(
  db: Db,
  pages: readonly { siteId: number; url: string }[],
  nowMs: number,
): Promise<Map<string, number>> {
  const distinct = new Map(pages.map((page) => [pageKey(page.siteId, page.url), page]));
  const ids = new Map<string, number>();
  await readPageIds(db, [...distinct.values()], ids);
  // Inserted by site, then address (data/lockOrder.ts): two transactions storing the same new
  // pages wait for each other instead of deadlocking.
  const missing = [...distinct]
    .filter(([key]) => !ids.has(key))
    .map(([, page]) => page)
    .sort((a, b) => a.siteId - b.siteId || compareKeys(a.url, b.url));
  for (let i = 0; i < missing.length; i += PAGES_PER_STATEMENT) {
    await db
      .insertInto('site_pages')
      .values(
        missing
          .slice(i, i + PAGES_PER_STATEMENT)
          .map(({ siteId, url }) => ({ site_id: siteId, url, first_seen_at: nowMs })),
      )
      .onConflict((conflict) => conflict.columns(['site_id', 'url']).doNothing())
      .execute();
  }
  await readPageIds(db, missing, ids);
  return ids;
}
