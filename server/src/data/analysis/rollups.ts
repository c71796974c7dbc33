/**
 * Keeps the hourly rollups of a site (migrations/0020_analysis_rollups.ts): every hour that can
 * no longer change is counted once, per source, per session field of ROLLUP_FIELDS and value,
 * and per new or returning visitor, so a month's trend reads a few thousand counts instead of
 * millions of rows (readRollups.ts decides when a query may).
 *
 * An hour can no longer change once the ingest cannot store a time in it: event times are
 * clamped to at most CLAMP_PAST_MS before the server's clock, and a request's transaction is
 * given SETTLE_MS more to commit. Rows written in the past by other means (the demo site's
 * traffic, the benchmark's data, tests) call `forgetRollups`, and the site is rolled up again.
 *
 * Facts a session learns after its hour was rolled up (a start event arriving after a page view
 * of the same session, which the snippet never sends) are not counted in the rollups.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FieldName, SourceName } from '../../../../contracts/analysis';
import { HOUR_MS } from '../../../../runtime/rules/analysis/zonedTime';
import { databaseKind } from '../../db/dialect';
import { lockRow } from '../../db/locks';
import type { Db } from '../../db/open';
import { CLAMP_PAST_MS } from '../../tracking/ingest';
import { fieldSql, fromClause, rangeCondition, timeColumn } from './sourceSql';

/** Session fields with few values, which the rollups count by. */
export const ROLLUP_FIELDS = [
  'device',
  'browser',
  'os',
  'country',
  'language',
  'viewport',
  'referrerDomain',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const satisfies readonly FieldName[];

/** How long a request's transaction may take to commit after its events' times were clamped. */
export const SETTLE_MS = 60_000;

/** The first hour that may still change at `now`: every earlier one can be rolled up. */
export const openHour = (now: number) => Math.floor((now - CLAMP_PAST_MS - SETTLE_MS) / HOUR_MS);

/** The first hour of the site not rolled up yet, or null when nothing is. */
export async function rolledUntil(db: Db, siteId: number): Promise<number | null> {
  const mark = await db
    .selectFrom('analysis_rollup_marks')
    .select('rolled_until')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return mark ? Number(mark.rolled_until) : null;
}

/**
 * Rolls up the site's hours from its mark (or its first row) up to `until` (exclusive), at most
 * `maxHours` of them, in one transaction holding the site's row, so two instances never count
 * an hour twice. Returns how many hours were rolled up.
 */
export async function rollUpSite(
  db: Db,
  siteId: number,
  until: number,
  maxHours: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // SQLite: another process on the same file may be rolling up too. A transaction that reads
    // first and then writes after the other committed fails at once (its snapshot is stale), so
    // this one writes first: it waits for the file's write lock, then reads what is current.
    if (databaseKind(trx) === 'sqlite')
      await sql`update analysis_rollup_marks set rolled_until = rolled_until
        where site_id = ${siteId}`.execute(trx);
    if (!(await lockRow(trx, 'sites', siteId))) return 0;
    const from = (await rolledUntil(trx, siteId)) ?? (await firstHour(trx, siteId));
    if (from === null) return 0;
    const to = Math.min(until, from + maxHours);
    if (to <= from) return 0;
    for (const source of ['sessions', 'page-views'] as const)
      await rollupInsert(siteId, source, from, to).execute(trx);
    await trx
      .insertInto('analysis_rollup_marks')
      .values({ site_id: siteId, rolled_until: to })
      .onConflict((c) => c.column('site_id').doUpdateSet({ rolled_until: to }))
      .execute();
    return to - from;
  });
}

/**
 * The sites whose mark lies before `until`, and those without a mark that have a session (a site
 * that never received data is not locked and looked at every minute).
 */
export async function sitesBehind(db: Db, until: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sites')
    .leftJoin('analysis_rollup_marks as m', 'm.site_id', 'sites.id')
    .select('sites.id')
    .where((eb) =>
      eb.or([
        eb('m.rolled_until', '<', until),
        eb.and([
          eb('m.rolled_until', 'is', null),
          eb.exists(
            eb
              .selectFrom('visitor_sessions as s')
              .select(sql.lit(1).as('one'))
              .whereRef('s.site_id', '=', 'sites.id'),
          ),
        ]),
      ]),
    )
    .orderBy('sites.id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Drops the site's rollups, after rows were written into hours already rolled up. */
export async function forgetRollups(db: Db, siteId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'sites', siteId);
    await trx.deleteFrom('analysis_rollups').where('site_id', '=', siteId).execute();
    await trx.deleteFrom('analysis_rollup_marks').where('site_id', '=', siteId).execute();
  });
}

/** The hour of the site's first session or page view, or null when it has none. */
async function firstHour(db: Db, siteId: number): Promise<number | null> {
  const { rows } = await sql<{ first: number | string | null }>`select min(first) as first from (
      select min(started_at) as first from visitor_sessions where site_id = ${siteId}
      union all
      select min(at) as first from tracking_events where site_id = ${siteId} and type = 'page-view'
    ) firsts`.execute(db);
  const first = rows[0]?.first;
  return first === null || first === undefined ? null : Math.floor(Number(first) / HOUR_MS);
}

/**
 * One INSERT … SELECT for a source's hours [from, to): the rows grouped once by hour, visitor
 * kind and every rolled-up field, then summed per field (one pass over the raw rows, not one
 * per field).
 */
function rollupInsert(siteId: number, source: SourceName, from: number, to: number) {
  const lit = sql.lit;
  const fields = ROLLUP_FIELDS.map(
    (f, i) => sql`${fieldSql(source, f).expression} as ${sql.raw(`f${i}`)}`,
  );
  const where = rangeCondition(source, siteId, from * HOUR_MS, to * HOUR_MS);
  // Every field here is a session's, so page views read them through their session.
  const grouped = sql`select ${timeColumn(source)} / ${lit(HOUR_MS)} as hour,
      s.new_visitor as new_visitor, ${sql.join(fields)}, count(*) as n
    from ${fromClause(source, new Set(['session']))} where ${where}
    group by ${sql.join(['hour', 'new_visitor', ...ROLLUP_FIELDS.map((_, i) => `f${i}`)].map((c) => sql.raw(c)))}`;
  const branch = (field: string, value: RawBuilder<unknown>, column?: string) =>
    sql`select ${lit(siteId)}, ${lit(source)}, hour, ${lit(field)}, ${value}, new_visitor, sum(n)
      from grouped group by hour, new_visitor${column ? sql.raw(`, ${column}`) : sql``}`;
  const branches = [
    branch('', sql`cast(null as text)`),
    ...ROLLUP_FIELDS.map((f, i) => branch(f, sql.raw(`f${i}`), `f${i}`)),
  ];
  return sql`with grouped as (${grouped})
    insert into analysis_rollups (site_id, source, hour, field, value, new_visitor, row_count)
    ${sql.join(branches, sql` union all `)}`;
}
