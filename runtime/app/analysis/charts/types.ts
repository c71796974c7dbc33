/**
 * The data the analysis charts draw: plain values, no knowledge of the queries behind them.
 * Percent values are fractions 0..1; duration values are milliseconds.
 */
export type { Granularity, MeasureFormat } from '../../../rules/format/measureFormat';
import type { Granularity, MeasureFormat } from '../../../rules/format/measureFormat';

export interface ChartSeries {
  id: string;
  label: string;
  values: (number | null)[];
  /** The previous period drawn against this one: dashed and muted, never summed with the rest. */
  compare?: boolean;
  /**
   * Whether the values add up over the buckets (rows counted); a count of distinct visitors does
   * not (one visitor on two days is one over both). Unsaid: counts add up, other formats not.
   */
  additive?: boolean;
}

/** One value per bucket and series; buckets are epoch ms of each bucket's start. */
export interface TimeSeriesData {
  buckets: number[];
  granularity: Granularity;
  timeZone: string;
  format: MeasureFormat;
  /** E.g. one per device, or this vs the previous period. */
  series: ChartSeries[];
}

export interface BreakdownData {
  labels: string[];
  format: MeasureFormat;
  series: ChartSeries[];
}
