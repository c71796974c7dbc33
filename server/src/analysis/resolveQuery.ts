/**
 * An analysis query as the API receives it (manifests/api/analysis.yaml), checked against the
 * semantic layer and the bounds of contracts/analysis.ts: every id known, every dimension and
 * filter a field of each measure's source, the range real and bounded. What is wrong is a 400
 * naming the parameter; what passes is a query the engine can always compile. The resolved
 * query's ids are typed as the layer's (the generated unions for the layer the server reads).
 */
import {
  FILTER_OPERATORS,
  QUERY_LIMITS,
  fieldsOf,
  type DimensionDeclaration,
  type FilterOperator,
  type MeasureDeclaration,
  type SemanticLayer,
} from '../../../contracts/analysis';
import type { QueryAnalysisRequest } from '../../../generated/api/contracts';
import { timeBuckets } from '../../../runtime/rules/analysis/timeBuckets';
import {
  dayDate,
  dayNumber,
  dayStart,
  isTimeZone,
} from '../../../runtime/rules/analysis/zonedTime';
import { badRequest } from '../http/httpError';

/** The query parameters as the API declares them (manifests/api/analysis.yaml). */
export type AnalysisParams = QueryAnalysisRequest['query'];

export interface ResolvedFilter<D extends string = string> {
  dimension: DimensionDeclaration<D> & { field: string };
  operator: FilterOperator;
  values: string[];
}

export interface DayRange {
  from: string;
  to: string;
  fromDay: number;
  toDay: number;
  /** First moment (epoch ms) and the moment after the last day. */
  start: number;
  end: number;
  timeZone: string;
}

export interface ResolvedQuery<M extends string = string, D extends string = string> {
  measures: MeasureDeclaration<M>[];
  /** The time dimension, if any, is first. */
  dimensions: DimensionDeclaration<D>[];
  filters: ResolvedFilter<D>[];
  range: DayRange;
  compare: boolean;
  sort?: { id: M | D; descending: boolean };
  limit: number;
  offset: number;
}

export const DEFAULT_ROWS = 100;

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const known = (ids: { id: string }[]) => ids.map((i) => i.id).join(', ');

export function resolveQuery<M extends string, D extends string>(
  params: AnalysisParams,
  layer: SemanticLayer<M, D>,
): ResolvedQuery<M, D> {
  const measures = resolveIds(params.measures, 'measures', layer.measures, QUERY_LIMITS.measures);
  if (measures.length === 0) throw badRequest('measures', 'Name at least one measure.');
  const dimensions = resolveIds(params.by, 'by', layer.dimensions, QUERY_LIMITS.dimensions);
  const times = dimensions.filter((d) => d.time);
  if (times.length > 1) throw badRequest('by', 'Group by one period of time at most.');
  if (times.length === 1 && !dimensions[0]!.time)
    throw badRequest('by', `Name the period of time first: "${times[0]!.id}".`);
  for (const d of dimensions) if (d.field) fieldOfEveryMeasure(d, measures, 'by');
  const filters = resolveFilters(params.filters, layer, measures);
  const range = resolveRange(params.from, params.to, params.timeZone ?? 'UTC');
  if (times[0]) {
    const count = timeBuckets(times[0].time!, range.fromDay, range.toDay, range.timeZone).length;
    if (count > QUERY_LIMITS.buckets)
      throw badRequest(
        'by',
        `${count} ${times[0].id} buckets are more than ${QUERY_LIMITS.buckets}: pick a longer period or a shorter range.`,
      );
  }
  const sort = resolveSort(params.sort, measures, dimensions);
  return {
    measures,
    dimensions,
    filters,
    range,
    compare: params.compare === true,
    ...(sort ? { sort } : {}),
    limit: params.limit ?? DEFAULT_ROWS,
    offset: params.offset ?? 0,
  };
}

function resolveIds<T extends { id: string }>(
  text: string | undefined,
  field: string,
  declared: T[],
  max: number,
): T[] {
  const ids = list(text);
  if (ids.length > max) throw badRequest(field, `Name at most ${max}; ${ids.length} were named.`);
  if (new Set(ids).size !== ids.length) throw badRequest(field, 'An id is named twice.');
  return ids.map((id) => {
    const found = declared.find((d) => d.id === id);
    if (!found) throw badRequest(field, `Unknown "${id}"; known: ${known(declared)}.`);
    return found;
  });
}

function fieldOfEveryMeasure<D extends string>(
  d: DimensionDeclaration<D>,
  measures: MeasureDeclaration[],
  param: string,
): asserts d is DimensionDeclaration<D> & { field: string } {
  if (!d.field)
    throw badRequest(param, `"${d.id}" is a period of time; filter by the range instead.`);
  const lacking = measures.find((m) => !(d.field! in fieldsOf(m.of)));
  if (lacking)
    throw badRequest(
      param,
      `"${d.id}" does not apply to "${lacking.id}": ${lacking.of} have no ${d.field}.`,
    );
}

interface RawFilter {
  dimension?: unknown;
  operator?: unknown;
  values?: unknown;
}

function resolveFilters<D extends string>(
  text: string | undefined,
  layer: SemanticLayer<string, D>,
  measures: MeasureDeclaration[],
): ResolvedFilter<D>[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('filters', 'Filters are not JSON.');
  }
  if (!Array.isArray(raw)) throw badRequest('filters', 'Filters are a JSON array.');
  if (raw.length > QUERY_LIMITS.filters)
    throw badRequest('filters', `At most ${QUERY_LIMITS.filters} filters.`);
  return (raw as RawFilter[]).map((f, i) => {
    const at = `filters/${i}`;
    const dimension = layer.dimensions.find((d) => d.id === f?.dimension);
    if (!dimension)
      throw badRequest(`${at}/dimension`, `Unknown dimension; known: ${known(layer.dimensions)}.`);
    fieldOfEveryMeasure(dimension, measures, `${at}/dimension`);
    const operator = f.operator as FilterOperator;
    if (!FILTER_OPERATORS.includes(operator))
      throw badRequest(`${at}/operator`, `One of ${FILTER_OPERATORS.join(', ')}.`);
    const values = f.values;
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > QUERY_LIMITS.filterValues ||
      !values.every((v) => typeof v === 'string' && v.length <= QUERY_LIMITS.filterValueLength)
    )
      throw badRequest(
        `${at}/values`,
        `1 to ${QUERY_LIMITS.filterValues} texts of at most ${QUERY_LIMITS.filterValueLength} characters.`,
      );
    return { dimension, operator, values: values as string[] };
  });
}

export function resolveRange(from: string, to: string, timeZone: string): DayRange {
  if (!isTimeZone(timeZone)) throw badRequest('timeZone', `Unknown time zone "${timeZone}".`);
  const fromDay = dayNumber(from);
  const toDay = dayNumber(to);
  if (Number.isNaN(fromDay)) throw badRequest('from', 'Not a calendar date (YYYY-MM-DD).');
  if (Number.isNaN(toDay)) throw badRequest('to', 'Not a calendar date (YYYY-MM-DD).');
  if (toDay < fromDay) throw badRequest('to', 'The range ends before it begins.');
  if (toDay - fromDay + 1 > QUERY_LIMITS.rangeDays)
    throw badRequest('to', `A range is at most ${QUERY_LIMITS.rangeDays} days.`);
  return {
    from,
    to,
    fromDay,
    toDay,
    start: dayStart(fromDay, timeZone),
    end: dayStart(toDay + 1, timeZone),
    timeZone,
  };
}

/** The period of the same number of days just before. */
export function previousRange(range: DayRange): DayRange {
  const days = range.toDay - range.fromDay + 1;
  return resolveRange(dayDate(range.fromDay - days), dayDate(range.fromDay - 1), range.timeZone);
}

function resolveSort<M extends string, D extends string>(
  text: string | undefined,
  measures: MeasureDeclaration<M>[],
  dimensions: DimensionDeclaration<D>[],
): ResolvedQuery<M, D>['sort'] {
  if (!text) return undefined;
  const descending = text.startsWith('-');
  const named = descending ? text.slice(1) : text;
  const found = [...measures, ...dimensions].find((x) => x.id === named);
  if (!found)
    throw badRequest('sort', `Sort by a measure or dimension of the query, not "${named}".`);
  return { id: found.id, descending };
}
