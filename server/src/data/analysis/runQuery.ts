/**
 * Runs a resolved analysis query: one SELECT per source (compileQuery.ts) for the rows and one
 * for the totals (unless the rows add up to them: counts and sums of every group), merged by
 * dimension values; with a time dimension every bucket of the range is
 * there (an empty one counts zero, its averages and shares are null), and the second dimension
 * keeps its `limit` largest values (the series of a chart). With `compare`, the same for the
 * period just before. Values are numbers (PostgreSQL's numeric averages included).
 */
import { isAdditive, type MeasureDeclaration } from '../../../../contracts/analysis';
import type { AnalysisResult, AnalysisRow } from '../../../../generated/types';
import { bucketKey, timeBuckets } from '../../../../runtime/rules/analysis/timeBuckets';
import type { Db } from '../../db/open';
import { previousRange, type DayRange, type ResolvedQuery } from '../../analysis/resolveQuery';
import { compileSourceQuery, type SourceQuery } from './compileQuery';
import { compileRollupQuery, rollupPlan } from './readRollups';

/** Groups one source's SELECT keeps (a table's rows, or buckets × values of a series). */
export const MAX_GROUPS = 5000;

type Key = (string | null)[];

interface PeriodAnswer {
  rows: AnalysisRow[];
  totals: (number | null)[];
}

export async function runAnalysisQuery(
  db: Db,
  siteId: number,
  query: ResolvedQuery,
): Promise<AnalysisResult> {
  const current = await answerPeriod(db, siteId, query, query.range);
  const time = query.dimensions[0]?.time;
  const shaped = shapeRows(query, current.rows, query.range);
  const result: AnalysisResult = {
    measures: query.measures.map((m) => m.id),
    dimensions: query.dimensions.map((d) => d.id),
    rows: shaped.rows,
    totals: current.totals,
    total: shaped.total,
    range: rangeOf(query.range),
  };
  if (time)
    result.buckets = timeBuckets(
      time,
      query.range.fromDay,
      query.range.toDay,
      query.range.timeZone,
    );
  if (query.compare) {
    const range = previousRange(query.range);
    const before = await answerPeriod(db, siteId, query, range);
    const kept = new Set(shaped.rows.map((r) => JSON.stringify(r.key.slice(time ? 1 : 0))));
    const rows = shapeRows(query, before.rows, range, kept).rows;
    result.compare = { range: rangeOf(range), rows, totals: before.totals };
  }
  return result;
}

const rangeOf = (r: DayRange) => ({
  from: r.from,
  to: r.to,
  start: r.start,
  end: r.end,
  timeZone: r.timeZone,
});

const sourcesOf = (measures: MeasureDeclaration[]) => [...new Set(measures.map((m) => m.of))];

async function answerPeriod(
  db: Db,
  siteId: number,
  query: ResolvedQuery,
  range: DayRange,
): Promise<PeriodAnswer> {
  const byKey = new Map<string, AnalysisRow>();
  const totals: (number | null)[] = query.measures.map(() => null);
  for (const source of sourcesOf(query.measures)) {
    const positions = query.measures.flatMap((m, i) => (m.of === source ? [i] : []));
    const base = {
      source,
      siteId,
      measures: positions.map((i) => query.measures[i]!),
      filters: query.filters,
      range,
      maxGroups: MAX_GROUPS,
    };
    const grouped = query.dimensions.length
      ? await rowsOf(db, { ...base, dimensions: query.dimensions })
      : [];
    for (const row of grouped) {
      const key = query.dimensions.map((d, i) => keyValue(d.time, row[`d${i}`]));
      const id = JSON.stringify(key);
      let merged = byKey.get(id);
      if (!merged) {
        merged = { key, values: query.measures.map((m) => emptyValue(m)) };
        byKey.set(id, merged);
      }
      positions.forEach((p, j) => (merged.values[p] = numberOr(row[`m${j}`])));
    }
    // Counts and sums over every group are the totals; the rest are asked for.
    const additive = base.measures.every(isAdditive);
    if (query.dimensions.length && additive && grouped.length < MAX_GROUPS) {
      positions.forEach((p, j) => {
        totals[p] = grouped.reduce((sum, row) => sum + (numberOr(row[`m${j}`]) ?? 0), 0);
      });
      continue;
    }
    const [total] = await rowsOf(db, { ...base, dimensions: [] });
    positions.forEach((p, j) => (totals[p] = numberOr(total?.[`m${j}`])));
  }
  if (query.dimensions.length === 0) return { rows: [{ key: [], values: totals }], totals };
  return { rows: [...byKey.values()], totals };
}

type SourceRow = Record<string, unknown>;

/**
 * A source's grouped rows: from the rollups for the hours they hold and from the rows for the
 * rest when the query may (readRollups.ts), else from the rows.
 */
async function rowsOf(db: Db, q: SourceQuery): Promise<SourceRow[]> {
  const plan = await rollupPlan(db, q);
  if (!plan) return (await compileSourceQuery(q).execute(db)).rows;
  const rolled = { ...q, range: { ...q.range, end: Math.min(q.range.end, plan.rolledEnd) } };
  const rows = (await compileRollupQuery(rolled, plan.field).execute(db)).rows;
  if (plan.rolledEnd >= q.range.end) return rows;
  const rest = { ...q, range: { ...q.range, start: plan.rolledEnd } };
  return addedUp(rows, (await compileSourceQuery(rest).execute(db)).rows, q);
}

/** Two answers of counts over parts of the range, added group by group. */
function addedUp(a: SourceRow[], b: SourceRow[], q: SourceQuery): SourceRow[] {
  // PostgreSQL's bigints come as text: a group is the same whichever part it came from.
  const key = (row: SourceRow) =>
    JSON.stringify(
      q.dimensions.map((_, i) => (row[`d${i}`] == null ? null : String(row[`d${i}`]))),
    );
  const byKey = new Map(a.map((row) => [key(row), { ...row }]));
  for (const row of b) {
    const into = byKey.get(key(row));
    if (!into) byKey.set(key(row), row);
    else
      q.measures.forEach((_, i) => (into[`m${i}`] = Number(into[`m${i}`]) + Number(row[`m${i}`])));
  }
  return [...byKey.values()];
}

function keyValue(time: string | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (time) return bucketKey(time as 'day', Number(value));
  return String(value);
}

const numberOr = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** What a measure is where no row was counted: zero for counts and sums, none for the others. */
const emptyValue = (m: MeasureDeclaration) =>
  m.aggregate === 'average' || m.aggregate === 'share' ? null : 0;

/**
 * Rows in their order, with every time bucket, the series limited, the page cut. `keep`: the
 * series (values of the other dimension) to keep, when comparing with the current period's.
 */
function shapeRows(
  query: ResolvedQuery,
  rows: AnalysisRow[],
  range: DayRange,
  keep?: Set<string>,
): { rows: AnalysisRow[]; total: number } {
  const time = query.dimensions[0]?.time;
  if (!time) {
    const sorted = sortRows(query, rows);
    return {
      rows: sorted.slice(query.offset, query.offset + query.limit),
      total: sorted.length,
    };
  }
  const series = keep ? [...keep].map((k) => JSON.parse(k) as Key) : topSeries(query, rows);
  const byKey = new Map(rows.map((r) => [JSON.stringify(r.key), r]));
  const filled: AnalysisRow[] = [];
  for (const bucket of timeBuckets(time, range.fromDay, range.toDay, range.timeZone))
    for (const rest of series) {
      const key = [bucket.key, ...rest];
      filled.push(
        byKey.get(JSON.stringify(key)) ?? { key, values: query.measures.map(emptyValue) },
      );
    }
  return { rows: filled, total: series.length };
}

/** The other dimension's values with the most of the sort measure, at most `limit`. */
function topSeries(query: ResolvedQuery, rows: AnalysisRow[]): Key[] {
  if (query.dimensions.length === 1) return [[]];
  const sums = new Map<string, number>();
  const index = sortIndex(query);
  for (const r of rows) {
    const id = JSON.stringify(r.key.slice(1));
    sums.set(id, (sums.get(id) ?? 0) + (Number(r.values[index]) || 0));
  }
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(query.offset, query.offset + query.limit)
    .map(([id]) => JSON.parse(id) as Key);
}

/** The measure rows are sorted by: the query's sort when it names one, else the first. */
function sortIndex(query: ResolvedQuery): number {
  const i = query.measures.findIndex((m) => m.id === query.sort?.id);
  return i < 0 ? 0 : i;
}

function sortRows(query: ResolvedQuery, rows: AnalysisRow[]): AnalysisRow[] {
  const dimension = query.dimensions.findIndex((d) => d.id === query.sort?.id);
  const measure = sortIndex(query);
  const descending = query.sort ? query.sort.descending : true;
  const value = (r: AnalysisRow) => (dimension >= 0 ? r.key[dimension] : r.values[measure]);
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    // Rows without a value go last whichever the direction.
    const missing = Number(x == null) - Number(y == null);
    const order = missing || (descending ? -1 : 1) * compare(x, y);
    return order || compare(JSON.stringify(a.key), JSON.stringify(b.key));
  });
}

/** Numbers as numbers, texts in code-unit order; a missing value equals anything here. */
const compare = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  a === b || a == null || b == null ? 0 : a < b ? -1 : 1;
