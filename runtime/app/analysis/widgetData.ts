/**
 * A widget's query and the shapes its answer is drawn from: the API's parameters for the
 * widget under the page's range, and the answer turned into the charts' plain data
 * (charts/types.ts) — series per measure or per value of the second dimension, the previous
 * period beside when asked, every label already in the viewer's words.
 */
import {
  isAdditive,
  type DimensionDeclaration,
  type RangePreset,
  type MeasureDeclaration,
  type SemanticLayer,
  type WidgetDeclaration,
} from '../../../contracts/analysis';
import type { QueryAnalysisInput } from '../../../generated/api/client';
import type { AnalysisResult, AnalysisRow } from '../../../generated/types';
import type { DimensionId, MeasureId } from '../../rules/analysis/declaredIds';
import type { DateRange } from '../../rules/analysis/rangePresets';
import type { BreakdownData, ChartSeries, TimeSeriesData } from './charts/types';

export interface PageRange extends DateRange {
  timeZone: string;
  compare: boolean;
  /** The preset the range was chosen by, when it was (a link to another page keeps it). */
  preset?: RangePreset;
}

export function widgetQuery(
  siteId: number,
  widget: WidgetDeclaration,
  range: PageRange,
  extra: Partial<QueryAnalysisInput> = {},
): QueryAnalysisInput {
  return {
    siteId,
    measures: widget.measures.join(','),
    ...(widget.by?.length ? { by: widget.by.join(',') } : {}),
    ...(widget.filters?.length ? { filters: JSON.stringify(widget.filters) } : {}),
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    ...(range.compare ? { compare: true } : {}),
    ...(widget.limit ? { limit: widget.limit } : {}),
    ...extra,
  };
}

/** Rows a table widget shows at once when it declares no `limit`. */
export const TABLE_PAGE = 10;

/** Which page of a table widget is shown, in which order. */
export interface TableView {
  offset: number;
  sort: { id: string; descending: boolean };
}

/** A table starts on its first page, largest first by its first measure. */
export const firstTableView = (widget: WidgetDeclaration): TableView => ({
  offset: 0,
  sort: { id: widget.measures[0]!, descending: true },
});

/** A table widget's query: one page of rows in the chosen order, never compared. */
export function tableQuery(
  siteId: number,
  widget: WidgetDeclaration,
  range: PageRange,
  view: TableView,
): QueryAnalysisInput {
  return widgetQuery(
    siteId,
    widget,
    { ...range, compare: false },
    {
      limit: widget.limit ?? TABLE_PAGE,
      offset: view.offset,
      sort: `${view.sort.descending ? '-' : ''}${view.sort.id}`,
    },
  );
}

/** The viewer's words for what the layer names. */
export interface Labels {
  measure(m: MeasureDeclaration): string;
  value(d: DimensionDeclaration, value: string | null): string;
  previousPeriod: string;
}

/** A widget's declarations; with the app's layer, their ids are the generated unions. */
export interface Resolved<M extends string = string, D extends string = string> {
  measures: MeasureDeclaration<M>[];
  dimensions: DimensionDeclaration<D>[];
}
export type DeclaredResolved = Resolved<MeasureId, DimensionId>;

/**
 * The declarations a widget names (validate guarantees they exist; a stale bundle, or a stored
 * dashboard older than a rename, skips them): the lookup turns the widget's strings into ids.
 */
export function resolveWidget<M extends string, D extends string>(
  widget: WidgetDeclaration,
  layer: SemanticLayer<M, D>,
): Resolved<M, D> {
  return {
    measures: widget.measures.flatMap((id) => layer.measures.filter((m) => m.id === id)),
    dimensions: (widget.by ?? []).flatMap((id) => layer.dimensions.filter((d) => d.id === id)),
  };
}

const keyOf = (row: AnalysisRow, from: number) => JSON.stringify(row.key.slice(from));

export function timeSeriesData(
  result: AnalysisResult,
  resolved: Resolved,
  labels: Labels,
  timeZone: string,
): TimeSeriesData {
  const buckets = result.buckets ?? [];
  const granularity = resolved.dimensions[0]?.time ?? 'day';
  const format = resolved.measures[0]?.format ?? 'count';
  const series: ChartSeries[] = [];
  const split = resolved.dimensions[1];
  if (split) {
    // One series per value of the second dimension, in the answer's order (largest first).
    const values = [...new Set(result.rows.map((r) => keyOf(r, 1)))];
    for (const value of values) {
      const rows = result.rows.filter((r) => keyOf(r, 1) === value);
      const key = (JSON.parse(value) as (string | null)[])[0] ?? null;
      series.push({
        id: value,
        label: labels.value(split, key),
        values: rows.map((r) => r.values[0] ?? null),
        ...(resolved.measures[0] ? { additive: isAdditive(resolved.measures[0]) } : {}),
      });
    }
  } else {
    resolved.measures.forEach((m, i) =>
      series.push({
        id: m.id,
        label: labels.measure(m),
        values: result.rows.map((r) => r.values[i] ?? null),
        additive: isAdditive(m),
      }),
    );
    if (result.compare && resolved.measures[0]) {
      const before = result.compare.rows;
      series.push({
        id: 'previous',
        label: `${labels.measure(resolved.measures[0])} · ${labels.previousPeriod}`,
        // Aligned bucket by bucket: the previous period has as many days.
        values: buckets.map((_, i) => before[i]?.values[0] ?? null),
        compare: true,
        additive: isAdditive(resolved.measures[0]),
      });
    }
  }
  return { buckets: buckets.map((b) => b.start), granularity, timeZone, format, series };
}

export function breakdownData(
  result: AnalysisResult,
  resolved: Resolved,
  labels: Labels,
): BreakdownData {
  const dimension = resolved.dimensions[0]!;
  const measure = resolved.measures[0]!;
  const series: ChartSeries[] = resolved.measures.map((m, i) => ({
    id: m.id,
    label: labels.measure(m),
    values: result.rows.map((r) => r.values[i] ?? null),
  }));
  if (result.compare && resolved.measures.length === 1) {
    const before = new Map(result.compare.rows.map((r) => [keyOf(r, 0), r.values[0] ?? null]));
    series.push({
      id: 'previous',
      label: `${labels.measure(measure)} · ${labels.previousPeriod}`,
      values: result.rows.map((r) => before.get(keyOf(r, 0)) ?? null),
      compare: true,
    });
  }
  return {
    labels: result.rows.map((r) => labels.value(dimension, r.key[0] ?? null)),
    format: measure.format,
    series,
  };
}
