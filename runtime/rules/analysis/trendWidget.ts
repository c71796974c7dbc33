/**
 * The widgets a trend is drawn with, in the declared pages' words: a time series of the measure
 * by the chosen period (split by a dimension: its largest values as series), and with a split a
 * table of every value. The explorer draws them; "Save to a dashboard" stores the time series,
 * so the saved widget is the one the viewer looked at and passes the checks a gallery widget
 * passes (the shape of widgetShape.ts, the layer's ids).
 */
import type { WidgetDeclaration, WidgetFilter } from '../../../contracts/analysis';

/** Series a split trend draws (its largest values); the table lists all of them. */
export const TREND_SERIES = 5;
/** Rows a page of the split trend's table shows. */
const TREND_TABLE_ROWS = 10;

export interface TrendWidgetChoice {
  measure: string;
  /** The id of the time dimension the trend is drawn by. */
  time: string;
  split?: string;
  filters: readonly WidgetFilter[];
}

export function trendSeriesWidget(choice: TrendWidgetChoice): WidgetDeclaration {
  return {
    id: 'trend',
    type: 'time-series',
    measures: [choice.measure],
    by: choice.split ? [choice.time, choice.split] : [choice.time],
    ...(choice.filters.length ? { filters: [...choice.filters] } : {}),
    ...(choice.split ? { limit: TREND_SERIES } : {}),
    width: 12,
  };
}

/** The explorer's widgets: the time series, and the table of the split's values. */
export function trendWidgets(choice: TrendWidgetChoice): WidgetDeclaration[] {
  const series = trendSeriesWidget(choice);
  if (!choice.split) return [series];
  return [
    series,
    {
      id: 'breakdown',
      type: 'table',
      measures: [choice.measure],
      by: [choice.split],
      ...(choice.filters.length ? { filters: [...choice.filters] } : {}),
      limit: TREND_TABLE_ROWS,
      width: 12,
    },
  ];
}
