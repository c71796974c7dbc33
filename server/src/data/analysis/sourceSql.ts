/**
 * How each field of the semantic layer's sources reads in SQL (contracts/analysis.ts SOURCES):
 * its expression and the join it needs. Sessions are `visitor_sessions s`; page views are the
 * `page-view` rows of `tracking_events e`, with their session `s` joined only when a session
 * field is read.
 *
 * Page addresses (page, entry page, exit page) are read as their `site_pages` ids: grouping and
 * counting by an integer the index holds is an order of magnitude faster than by the address
 * text (bench/analysis.bench.ts), and an address is stored once per site, so the id stands for
 * it exactly. The addresses are looked up after grouping (compileQuery.ts), and a filter on an
 * address becomes the ids of the matching addresses.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FieldName, SourceName } from '../../../../contracts/analysis';

export type Join = 'session';

interface FieldSql {
  expression: RawBuilder<unknown>;
  joins: Join[];
  /** The field is a page address, read as its site_pages id. */
  page?: true;
}

const column = (name: string): FieldSql => ({ expression: sql.raw(name), joins: [] });
const pageId = (name: string): FieldSql => ({ ...column(name), page: true });

const SESSION_FIELD_SQL: Record<Exclude<FieldName, 'page'>, FieldSql> = {
  visitor: column('s.visitor_key'),
  newVisitor: column('s.new_visitor'),
  device: column('s.device'),
  browser: column('s.browser'),
  os: column('s.os'),
  country: column('s.country'),
  language: column('s.language'),
  viewport: column('s.viewport'),
  referrer: column('s.referrer_url'),
  referrerDomain: column('s.referrer_domain'),
  utmSource: column('s.utm_source'),
  utmMedium: column('s.utm_medium'),
  utmCampaign: column('s.utm_campaign'),
  entryPage: pageId('s.entry_page_id'),
  exitPage: pageId('s.page_id'),
  duration: column('(s.last_seen_at - s.started_at)'),
  pageViews: column('s.page_views'),
};

export function fieldSql(source: SourceName, field: string): FieldSql {
  if (field === 'page') return pageId('e.page_id');
  const own = SESSION_FIELD_SQL[field as Exclude<FieldName, 'page'>];
  if (!own) throw new Error(`No SQL for field "${field}" of ${source}`);
  // A page view reads its session's fields through the session join.
  return source === 'page-views' ? { ...own, joins: ['session'] } : own;
}

/** The moment a row happened: a session's start, a page view's time. */
export const timeColumn = (source: SourceName) =>
  sql.raw(source === 'sessions' ? 's.started_at' : 'e.at');

/** `from … join …` of a source with the joins its query needs. */
export function fromClause(source: SourceName, joins: ReadonlySet<Join>): RawBuilder<unknown> {
  if (source === 'sessions') return sql.raw('visitor_sessions s');
  return sql.raw(
    joins.has('session')
      ? 'tracking_events e join visitor_sessions s on s.site_id = e.site_id and s.session_key = e.session_key'
      : 'tracking_events e',
  );
}

/** The rows of the site in [start, end) that the source counts. */
export function rangeCondition(
  source: SourceName,
  siteId: number,
  start: number,
  end: number,
): RawBuilder<unknown> {
  const time = timeColumn(source);
  const site = sql.raw(source === 'sessions' ? 's.site_id' : 'e.site_id');
  const own = sql`${site} = ${siteId} and ${time} >= ${start} and ${time} < ${end}`;
  return source === 'sessions' ? own : sql`${own} and e.type = 'page-view'`;
}
