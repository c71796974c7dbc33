/** What the text summaries say about a series: its total, highest and lowest buckets. */
import type { ChartSeries } from './types';

export interface Extreme {
  index: number;
  value: number;
}

export interface SeriesFigures {
  /** Sum of the values with data; null when no bucket has data. */
  total: number | null;
  /** The first bucket holding the highest (lowest) value. */
  high: Extreme | null;
  low: Extreme | null;
}

export function seriesFigures(series: ChartSeries): SeriesFigures {
  let total: number | null = null;
  let high: Extreme | null = null;
  let low: Extreme | null = null;
  series.values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) return;
    total = (total ?? 0) + value;
    if (!high || value > high.value) high = { index, value };
    if (!low || value < low.value) low = { index, value };
  });
  return { total, high, low };
}
