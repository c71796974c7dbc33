/**
 * What the trends explorer shows, kept in the address (`?measure=…&period=…&split=…&filters=…`)
 * so a view can be shared, reloaded and linked to: a measure of the semantic layer, a period,
 * an optional dimension to split by, and filters. Anything the layer does not know (an old link,
 * a renamed measure) falls back to the first measure, days, no split, no filter.
 */
import { useSearchParams } from 'react-router';
import {
  FILTER_OPERATORS,
  GRANULARITIES,
  fieldsOf,
  type DimensionDeclaration,
  type Granularity,
  type MeasureDeclaration,
  type SemanticLayer,
  type WidgetFilter,
} from '../../../contracts/analysis';

export interface TrendState {
  measure: MeasureDeclaration;
  period: Granularity;
  split?: DimensionDeclaration;
  filters: WidgetFilter[];
  /** The dimensions that apply to the measure (its source has their field), time excluded. */
  dimensions: DimensionDeclaration[];
  set(
    change: Partial<{ measure: string; period: string; split: string; filters: WidgetFilter[] }>,
  ): void;
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

export function useTrendState(layer: SemanticLayer): TrendState {
  const [params, setParams] = useSearchParams();
  const measure = layer.measures.find((m) => m.id === params.get('measure')) ?? layer.measures[0]!;
  const fields = fieldsOf(measure.of);
  const dimensions = layer.dimensions.filter((d) => d.field && d.field in fields);
  const period = (GRANULARITIES as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as Granularity)
    : 'day';
  const split = dimensions.find((d) => d.id === params.get('split'));
  const filters = parseFilters(params.get('filters'), dimensions);
  return {
    measure,
    period,
    ...(split ? { split } : {}),
    filters,
    dimensions,
    set(change) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const text = Array.isArray(value) ? (value.length ? JSON.stringify(value) : '') : value;
            if (text) next.set(key, text);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
  };
}
