/**
 * The page views a funnel walks: the site's page-view events in the range on pages matching a
 * step, each with the steps its page matches, ordered by session and time — and, with a
 * breakdown, the session's value of the dimension. Pages are matched here in TypeScript against
 * their stored address (the same rules on both databases); the SELECT then reads only those
 * pages' views, or every view of the range when too many pages match to list them.
 */
import { sql } from 'kysely';
import { FUNNEL_LIMITS, type FunnelStep } from '../../../../contracts/funnels';
import { pagePath, stepMatches } from '../../../../runtime/rules/analysis/funnelSteps';
import type { Db } from '../../db/open';
import type { ResolvedFunnel } from '../../analysis/resolveFunnel';
import { badRequest } from '../../http/httpError';
import { fieldSql, fromClause, rangeCondition, type Join } from './sourceSql';

/** Pages listed in the SELECT at most; beyond, it reads every view and drops the others. */
const MAX_LISTED_PAGES = 1000;

export interface FunnelView {
  session: string;
  at: number;
  /** For each step, whether the viewed page matches it. */
  matches: boolean[];
  /** The session's value of the breakdown's dimension. */
  value: string | null;
}

export async function funnelViews(
  db: Db,
  siteId: number,
  funnel: ResolvedFunnel,
): Promise<FunnelView[]> {
  const matching = await matchingPages(db, siteId, funnel.steps);
  if (matching.size === 0) return [];
  const joins = new Set<Join>();
  let value = sql`null`;
  if (funnel.by) {
    const field = fieldSql('page-views', funnel.by.field);
    field.joins.forEach((j) => joins.add(j));
    value = field.expression as typeof value;
  }
  const listed = matching.size <= MAX_LISTED_PAGES;
  const pages = listed
    ? sql` and e.page_id in (${sql.join([...matching.keys()].map((id) => sql.lit(id)))})`
    : sql``;
  const { rows } = await sql<{ session_key: string; at: number; page_id: number; value: unknown }>`
    select e.session_key, e.at, e.page_id, ${value} as value
    from ${fromClause('page-views', joins)}
    where ${rangeCondition('page-views', siteId, funnel.range.start, funnel.range.end)}${pages}
    order by e.session_key, e.at, e.id
    limit ${sql.lit(FUNNEL_LIMITS.pageViews + 1)}`.execute(db);
  if (rows.length > FUNNEL_LIMITS.pageViews)
    throw badRequest(
      'to',
      `More than ${FUNNEL_LIMITS.pageViews} page views match these steps in the range: choose a shorter range or narrower steps.`,
    );
  return rows.flatMap((r) => {
    const matches = matching.get(Number(r.page_id));
    if (!matches) return [];
    const v = r.value === null || r.value === undefined ? null : String(r.value);
    return [{ session: r.session_key, at: Number(r.at), matches, value: v }];
  });
}

/** The site's pages matching at least one step, with the steps each matches. */
async function matchingPages(
  db: Db,
  siteId: number,
  steps: FunnelStep[],
): Promise<Map<number, boolean[]>> {
  const pages = await db
    .selectFrom('site_pages')
    .select(['id', 'url'])
    .where('site_id', '=', siteId)
    .execute();
  const matching = new Map<number, boolean[]>();
  for (const page of pages) {
    const path = pagePath(page.url);
    const matches = steps.map((s) => stepMatches(s, path));
    if (matches.some(Boolean)) matching.set(page.id, matches);
  }
  return matching;
}
