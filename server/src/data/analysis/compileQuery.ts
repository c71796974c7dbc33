/**
 * One SELECT per source of an analysis query (several sources answer separately; runQuery.ts
 * merges them): the dimensions as `d0, d1`, the measures of that source as `m0, m1 …`, over the
 * site's rows in the range, filtered, grouped by the dimensions. Time buckets are local bucket
 * numbers computed from the moment and the zone's offset spans (runtime/rules/analysis), so a
 * day is the viewer's day on both databases without time-zone functions in SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import type {
  DimensionDeclaration,
  MeasureDeclaration,
  RowCondition,
  Scalar,
  SourceName,
} from '../../../../contracts/analysis';
import { firstDayOfMonth, monthOfDay } from '../../../../runtime/rules/analysis/timeBuckets';
import { DAY_MS, HOUR_MS, offsetSpans } from '../../../../runtime/rules/analysis/zonedTime';
import type { DayRange, ResolvedFilter } from '../../analysis/resolveQuery';
import { fieldSql, fromClause, rangeCondition, timeColumn, type Join } from './sourceSql';

export interface SourceQuery {
  source: SourceName;
  siteId: number;
  measures: MeasureDeclaration[];
  dimensions: DimensionDeclaration[];
  filters: ResolvedFilter[];
  range: DayRange;
  /** Keep the groups with the most of the first measure, at most this many. */
  maxGroups: number;
}

const lit = (n: number) => sql.lit(Math.trunc(n));
const list = (items: RawBuilder<unknown>[]) => sql.join(items, sql`, `);

export function compileSourceQuery(q: SourceQuery): RawBuilder<Record<string, unknown>> {
  const joins = new Set<Join>();
  const field = (name: string) => {
    const f = fieldSql(q.source, name);
    f.joins.forEach((j) => joins.add(j));
    return f.expression;
  };
  const isPage = (name: string | undefined) => !!name && fieldSql(q.source, name).page === true;
  const dims = q.dimensions.map((d, i) => sql`${dimensionSql(q, d, field)} as ${sql.raw(`d${i}`)}`);
  const measures = q.measures.map((m, i) => sql`${measureSql(m, field)} as ${sql.raw(`m${i}`)}`);
  const conditions = [
    rangeCondition(q.source, q.siteId, q.range.start, q.range.end),
    ...q.filters.map((f) =>
      isPage(f.dimension.field)
        ? pageFilterSql(f, field(f.dimension.field), q.siteId)
        : filterSql(f, field(f.dimension.field)),
    ),
  ];
  const where = sql.join(conditions, sql` and `);
  const from = fromClause(q.source, joins);
  if (dims.length === 0) return sql`select ${list(measures)} from ${from} where ${where}`;
  const groups = q.dimensions.map((_, i) => sql.raw(`d${i}`));
  const grouped = sql<
    Record<string, unknown>
  >`select ${list([...dims, ...measures])} from ${from} where ${where}
    group by ${list(groups)} order by m0 desc limit ${lit(q.maxGroups)}`;
  const pages = q.dimensions.flatMap((d, i) => (isPage(d.field) ? [i] : []));
  if (pages.length === 0) return grouped;
  // Addresses for the page ids of the groups kept, looked up once per group.
  const columns = [
    ...q.dimensions.map((_, i) =>
      pages.includes(i) ? sql.raw(`p${i}.url as d${i}`) : sql.raw(`g.d${i}`),
    ),
    ...q.measures.map((_, i) => sql.raw(`g.m${i}`)),
  ];
  const lookups = pages.map((i) => sql.raw(`left join site_pages p${i} on p${i}.id = g.d${i}`));
  return sql`select ${list(columns)} from (${grouped}) g ${sql.join(lookups, sql` `)}`;
}

/** A filter on a page address: the ids of the site's addresses that match it. */
function pageFilterSql(
  f: ResolvedFilter,
  id: RawBuilder<unknown>,
  siteId: number,
): RawBuilder<unknown> {
  const negated = f.operator === 'isNot';
  const matching = filterSql(negated ? { ...f, operator: 'is' } : f, sql.raw('url'));
  const ids = sql`select id from site_pages where site_id = ${siteId} and ${matching}`;
  return negated ? sql`(${id} is null or ${id} not in (${ids}))` : sql`${id} in (${ids})`;
}

export type FieldReader = (name: string) => RawBuilder<unknown>;

function dimensionSql(q: SourceQuery, d: DimensionDeclaration, field: FieldReader) {
  if (d.time) return bucketSql(timeColumn(q.source), q.range, d.time);
  const expression = field(d.field!);
  // Flags group as the words a dimension's values name them by.
  return d.field === 'newVisitor'
    ? sql`case when ${expression} = 1 then 'true' else 'false' end`
    : expression;
}

/** The local bucket number of a moment (timeBuckets.ts bucketKey reads it back). */
export function bucketSql(
  time: RawBuilder<unknown>,
  range: DayRange,
  granularity: NonNullable<DimensionDeclaration['time']>,
) {
  const spans = offsetSpans(range.start, range.end, range.timeZone);
  const offset =
    spans.length === 1
      ? lit(spans[0]!.offset)
      : sql`case ${sql.join(
          spans
            .slice(1)
            .map((s, i) => sql`when ${time} < ${lit(s.from)} then ${lit(spans[i]!.offset)}`),
          sql` `,
        )} else ${lit(spans[spans.length - 1]!.offset)} end`;
  const local = sql`(${time} + ${offset})`;
  const day = sql`(${local} / ${lit(DAY_MS)})`;
  switch (granularity) {
    case 'hour':
      return sql`(${local} / ${lit(HOUR_MS)})`;
    case 'day':
      return day;
    case 'week':
      return sql`((${day} + 3) / 7)`;
    case 'month': {
      const first = monthOfDay(range.fromDay);
      const last = monthOfDay(range.toDay);
      const cases: RawBuilder<unknown>[] = [];
      for (let m = first; m < last; m++)
        cases.push(sql`when ${day} < ${lit(firstDayOfMonth(m + 1))} then ${lit(m)}`);
      return cases.length === 0
        ? lit(first)
        : sql`case ${sql.join(cases, sql` `)} else ${lit(last)} end`;
    }
  }
}

const sqlValue = (v: Scalar) => (typeof v === 'boolean' ? lit(v ? 1 : 0) : sql`${v}`);

export function conditionSql(where: RowCondition, field: FieldReader): RawBuilder<unknown> {
  const values = ([] as Scalar[]).concat(where.equals);
  return sql`${field(where.field)} in (${list(values.map(sqlValue))})`;
}

export function measureSql(m: MeasureDeclaration, field: FieldReader): RawBuilder<unknown> {
  const condition = m.where ? conditionSql(m.where, field) : undefined;
  const read = m.field ? field(m.field) : undefined;
  const kept = (value: RawBuilder<unknown>) =>
    condition ? sql`case when ${condition} then ${value} end` : value;
  switch (m.aggregate) {
    case 'count':
      return condition ? sql`sum(case when ${condition} then 1 else 0 end)` : sql`count(*)`;
    case 'count-distinct':
      return sql`count(distinct ${kept(read!)})`;
    case 'sum':
      return sql`sum(${kept(read!)})`;
    case 'average':
      return sql`avg(${kept(sql`${read!} * 1.0`)})`;
    case 'share':
      return sql`avg(case when ${condition!} then 1.0 else 0.0 end)`;
  }
}

/** `%`, `_` and the escape itself match only themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterSql(f: ResolvedFilter, expression: RawBuilder<unknown>): RawBuilder<unknown> {
  const isFlag = f.dimension.field === 'newVisitor';
  const values = f.values.map((v) => (isFlag ? lit(v === 'true' ? 1 : 0) : sql`${v}`));
  switch (f.operator) {
    case 'is':
      return sql`${expression} in (${list(values)})`;
    case 'isNot':
      return sql`(${expression} is null or ${expression} not in (${list(values)}))`;
    case 'contains':
    case 'startsWith': {
      const patterns = f.values.map((v) => {
        const text = escapeLike(v.toLowerCase());
        return f.operator === 'contains' ? `%${text}%` : `${text}%`;
      });
      const likes = patterns.map((p) => sql`lower(${expression}) like ${p} escape '\\'`);
      return sql`(${sql.join(likes, sql` or `)})`;
    }
  }
}
