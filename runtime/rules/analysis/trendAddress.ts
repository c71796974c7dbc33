/**
 * The trends explorer's address (`/sites/{siteId}/trends?measure=…&period=…&split=…&filters=…`,
 * with the range as on the analysis pages), read and written in this one place: the explorer
 * keeps its choices in it, and a table row or anything else that opens a trend builds its link
 * with it. Reading is forgiving — what the layer does not know (an old link, a renamed measure)
 * falls back to the first measure, days, no split, no filter.
 */
import { pathTo } from '../../../generated/routes';
import {
  FILTER_OPERATORS,
  GRANULARITIES,
  QUERY_LIMITS,
  fieldsOf,
  type DimensionDeclaration,
  type Granularity,
  type MeasureDeclaration,
  type RangePreset,
  type SemanticLayer,
  type WidgetDeclaration,
  type WidgetFilter,
} from '../../../contracts/analysis';
import { RANGE_PARAM } from './rangePresets';

/** What a trend shows, in ids: the address holds exactly this. */
export interface TrendChoice {
  measure: string;
  period?: Granularity;
  split?: string;
  filters?: WidgetFilter[];
}

/** A trend as the explorer draws it: the layer's declarations for the ids of the address. */
export interface TrendView {
  measure: MeasureDeclaration;
  period: Granularity;
  split?: DimensionDeclaration;
  filters: WidgetFilter[];
  /** The dimensions that apply to the measure (its source has their field), time excluded. */
  dimensions: DimensionDeclaration[];
}

/** The address's words for a choice; an empty value is left out of the address. */
export function trendParams(change: Partial<TrendChoice>): [keyof TrendChoice, string][] {
  return (Object.entries(change) as [keyof TrendChoice, TrendChoice[keyof TrendChoice]][]).map(
    ([key, value]) => [
      key,
      Array.isArray(value) ? (value.length ? JSON.stringify(value) : '') : (value ?? ''),
    ],
  );
}

/** `params` with a choice written over it (keys with an empty value removed). */
export function withTrendChoice(
  params: URLSearchParams,
  change: Partial<TrendChoice>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, text] of trendParams(change)) {
    if (text) next.set(key, text);
    else next.delete(key);
  }
  return next;
}

/** The link to a trend of a site, keeping the range the viewer looks at when given. */
export function trendsPath(siteId: number, choice: TrendChoice, range?: RangePreset): string {
  const params = withTrendChoice(new URLSearchParams(), choice);
  if (range) params.set(RANGE_PARAM, range);
  const query = params.toString();
  return `${pathTo('trends.index', { siteId })}${query ? `?${query}` : ''}`;
}

/** The dimensions a measure can be split and filtered by: those whose field its source has. */
export function dimensionsOf(
  layer: SemanticLayer,
  measure: MeasureDeclaration,
): DimensionDeclaration[] {
  const fields = fieldsOf(measure.of);
  return layer.dimensions.filter((d) => d.field && d.field in fields);
}

function parseFilters(text: string | null, dimensions: DimensionDeclaration[]): WidgetFilter[] {
  if (!text) return [];
  try {
    const raw = JSON.parse(text) as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (f): f is WidgetFilter =>
        dimensions.some((d) => d.id === f?.dimension) &&
        FILTER_OPERATORS.includes(f?.operator) &&
        Array.isArray(f?.values) &&
        f.values.every((v: unknown) => typeof v === 'string'),
    );
  } catch {
    return [];
  }
}

export function readTrendView(params: URLSearchParams, layer: SemanticLayer): TrendView {
  const measure = layer.measures.find((m) => m.id === params.get('measure')) ?? layer.measures[0]!;
  const dimensions = dimensionsOf(layer, measure);
  const asked = params.get('period') ?? '';
  const period = (GRANULARITIES as readonly string[]).includes(asked)
    ? (asked as Granularity)
    : 'day';
  const split = dimensions.find((d) => d.id === params.get('split'));
  return {
    measure,
    period,
    ...(split ? { split } : {}),
    filters: parseFilters(params.get('filters'), dimensions),
    dimensions,
  };
}

/**
 * The trend a table row opens: the table's first measure, under the table's own filters and the
 * row's value of each of its dimensions (`is`). None when a dimension is a period of time or
 * does not apply to the measure, when the row has no value for one (or one longer than a
 * filter may hold), or when the filters would be more than a query takes.
 */
export function rowTrend(
  layer: SemanticLayer,
  widget: Pick<WidgetDeclaration, 'measures' | 'filters'>,
  dimensions: readonly DimensionDeclaration[],
  key: readonly (string | null | undefined)[],
): TrendChoice | undefined {
  const measure = layer.measures.find((m) => m.id === widget.measures[0]);
  if (!measure || dimensions.length === 0) return undefined;
  const applies = new Set(dimensionsOf(layer, measure).map((d) => d.id));
  const filters: WidgetFilter[] = [...(widget.filters ?? [])];
  for (const [i, d] of dimensions.entries()) {
    const value = key[i];
    if (d.time || !applies.has(d.id)) return undefined;
    if (value == null || value === '' || value.length > QUERY_LIMITS.filterValueLength)
      return undefined;
    filters.push({ dimension: d.id, operator: 'is', values: [value] });
  }
  if (filters.length > QUERY_LIMITS.filters) return undefined;
  return { measure: measure.id, filters };
}
