/**
 * Measure values and time buckets of the analysis pages in the user's language: one formatter
 * for every place a figure appears (axis, summary, table, bar), so the chart and its table
 * alternative never show one value two ways. Pure, through `Intl` (intlFormat.ts caches the
 * formatters).
 */
import { cached, formatCount } from './intlFormat';
import type { Granularity, MeasureFormat } from '../../../contracts/analysis';

// The semantic layer's words (percent values are fractions 0..1, durations milliseconds).
export type { Granularity, MeasureFormat };

export interface MeasureOptions {
  /** Axis ticks: counts in the top bar's short form (12.3k); the other formats are unchanged. */
  compact?: boolean;
}

const SECOND = 1_000;

function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions) {
  return cached(`measure:${key}:${locale}`, () => new Intl.NumberFormat(locale, options));
}

function unit(locale: string, name: 'hour' | 'minute' | 'second', digits = 0): Intl.NumberFormat {
  return numberFormat(locale, `${name}:${digits}`, {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  });
}

/**
 * Largest two units, whole: "1 hr 5 min", "2 min 5 sec"; under a minute, seconds (one decimal
 * under ten seconds, where the decimal still says something: "4.2 sec").
 */
function formatDuration(ms: number, locale: string): string {
  const sign = ms < 0 ? '-' : '';
  const size = Math.abs(ms);
  if (size < 10 * SECOND) return sign + unit(locale, 'second', 1).format(size / SECOND);
  const seconds = Math.round(size / SECOND);
  if (seconds < 60) return sign + unit(locale, 'second').format(seconds);
  const minutes = Math.round(seconds / 60);
  const [big, small, bigUnit, smallUnit] =
    seconds < 3600
      ? [Math.floor(seconds / 60), seconds % 60, 'minute', 'second']
      : [Math.floor(minutes / 60), minutes % 60, 'hour', 'minute'];
  const head = sign + unit(locale, bigUnit as 'hour' | 'minute').format(big);
  return small ? `${head} ${unit(locale, smallUnit as 'minute' | 'second').format(small)}` : head;
}

/** Percentage points of a change between two shares (0.04 → "4.0"), without a sign or unit. */
export function formatPoints(difference: number, locale: string): string {
  return numberFormat(locale, 'points', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.abs(difference) * 100);
}

export function formatMeasure(
  value: number,
  format: MeasureFormat,
  locale: string,
  options: MeasureOptions = {},
): string {
  switch (format) {
    case 'count':
      if (options.compact) return formatCount(value, locale);
      return numberFormat(locale, 'count', { maximumFractionDigits: 0 }).format(value);
    case 'percent':
      return numberFormat(locale, 'percent', {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value);
    case 'duration':
      return formatDuration(value, locale);
    case 'decimal':
      return numberFormat(locale, 'decimal', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
  }
}

const BUCKET_PARTS: Record<Granularity, Intl.DateTimeFormatOptions> = {
  hour: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
};

/** A bucket's start as its granularity names it, in the page's time zone: "Tue, Nov 3". */
export function formatBucket(
  start: number,
  granularity: Granularity,
  locale: string,
  timeZone: string,
): string {
  return cached(
    `bucket:${granularity}:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { ...BUCKET_PARTS[granularity], timeZone }),
  ).format(start);
}

const AXIS_PARTS: Record<Granularity, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

/** The shorter name an axis tick gives a bucket's start: "Nov 3", "14:00", "Nov 2026". */
export function formatAxisTick(
  start: number,
  granularity: Granularity,
  locale: string,
  timeZone: string,
): string {
  return cached(
    `tick:${granularity}:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { ...AXIS_PARTS[granularity], timeZone }),
  ).format(start);
}
