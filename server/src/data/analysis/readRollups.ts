/**
 * When and how a source's query reads the hourly rollups (rollups.ts) instead of the raw rows.
 *
 * A query may when all it counts and groups is in them: every measure a count (of all rows, or
 * of new or returning visitors' rows), at most one session field of ROLLUP_FIELDS among its
 * dimensions and filters besides new / returning, and a range whose bounds and time zone offsets
 * are whole hours (the rollups' hours are UTC hours; a zone half an hour off UTC reads the rows).
 * The hours before the site's mark are read from the rollups, the rest from the rows, and the
 * two answers added: every measure allowed here is a count.
 */
import { sql, type RawBuilder } from 'kysely';
import { HOUR_MS, offsetSpans } from '../../../../runtime/rules/analysis/zonedTime';
import type { DayRange } from '../../analysis/resolveQuery';
import type { Db } from '../../db/open';
import {
  bucketSql,
  conditionSql,
  filterSql,
  type FieldReader,
  type SourceQuery,
} from './compileQuery';
import { ROLLUP_FIELDS, rolledUntil } from './rollups';

const FLAG = 'newVisitor';

export interface RollupPlan {
  /** The field of the rollup rows to read (`''`: the hours' totals). */
  field: string;
  /** The moment (epoch ms) up to which the site is rolled up. */
  rolledEnd: number;
}

/** How the query reads the rollups, or null when it reads only rows. */
export async function rollupPlan(db: Db, q: SourceQuery): Promise<RollupPlan | null> {
  const field = rollupField(q);
  if (field === null || !wholeHours(q.range)) return null;
  const until = await rolledUntil(db, q.siteId);
  if (until === null || until * HOUR_MS <= q.range.start) return null;
  return { field, rolledEnd: until * HOUR_MS };
}

/** The one rolled-up field the query needs (`''` for none), or null when it needs others. */
export function rollupField(q: Pick<SourceQuery, 'measures' | 'dimensions' | 'filters'>) {
  const counts = q.measures.every(
    (m) => m.aggregate === 'count' && (!m.where || m.where.field === FLAG),
  );
  if (!counts) return null;
  const fields = new Set<string>();
  for (const d of q.dimensions) if (!d.time) fields.add(d.field!);
  for (const f of q.filters) fields.add(f.dimension.field);
  fields.delete(FLAG);
  if (fields.size > 1) return null;
  const [field = ''] = fields;
  return field === '' || (ROLLUP_FIELDS as readonly string[]).includes(field) ? field : null;
}

/** The range starts and ends on whole UTC hours, and the zone's offsets are whole hours. */
function wholeHours(range: DayRange): boolean {
  if (range.start % HOUR_MS !== 0 || range.end % HOUR_MS !== 0) return false;
  return offsetSpans(range.start, range.end, range.timeZone).every(
    (s) => s.offset % HOUR_MS === 0 && s.from % HOUR_MS === 0,
  );
}

/** The query over the rollups' hours of its range (which lies before the mark). */
export function compileRollupQuery(
  q: SourceQuery,
  field: string,
): RawBuilder<Record<string, unknown>> {
  const read: FieldReader = (name) => sql.raw(name === FLAG ? 'r.new_visitor' : 'r.value');
  const time = sql`(r.hour * ${sql.lit(HOUR_MS)})`;
  const dims = q.dimensions.map((d, i) => {
    const expression = d.time
      ? bucketSql(time, q.range, d.time)
      : d.field === FLAG
        ? sql`case when r.new_visitor = 1 then 'true' else 'false' end`
        : read(d.field!);
    return sql`${expression} as ${sql.raw(`d${i}`)}`;
  });
  const measures = q.measures.map((m, i) => {
    const counted = m.where
      ? sql`case when ${conditionSql(m.where, read)} then r.row_count else 0 end`
      : sql.raw('r.row_count');
    return sql`coalesce(sum(${counted}), 0) as ${sql.raw(`m${i}`)}`;
  });
  const conditions = [
    sql`r.site_id = ${q.siteId} and r.source = ${q.source} and r.field = ${field}`,
    sql`r.hour >= ${q.range.start / HOUR_MS} and r.hour < ${q.range.end / HOUR_MS}`,
    ...q.filters.map((f) => filterSql(f, read(f.dimension.field))),
  ];
  const select = sql.join([...dims, ...measures]);
  const where = sql.join(conditions, sql` and `);
  if (dims.length === 0) return sql`select ${select} from analysis_rollups r where ${where}`;
  const groups = sql.join(q.dimensions.map((_, i) => sql.raw(`d${i}`)));
  return sql`select ${select} from analysis_rollups r where ${where}
    group by ${groups} order by m0 desc limit ${sql.lit(q.maxGroups)}`;
}
