/**
 * Measure values of the analysis pages per language: counts grouped (short on axes), percents
 * of fractions with one decimal, durations of milliseconds in their two largest units, decimals
 * with two; bucket starts named in the page's time zone.
 */
import { describe, expect, it } from 'vitest';
import {
  formatAxisTick,
  formatBucket,
  formatMeasure,
} from '../../runtime/rules/format/measureFormat';

// French and a few others group and space with narrow no-break spaces.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMeasure', () => {
  const cases: [string, Parameters<typeof formatMeasure>[1], number, string][] = [
    ['en', 'count', 12_345, '12,345'],
    ['de', 'count', 12_345, '12.345'],
    ['ja', 'count', 12_345, '12,345'],
    ['fr', 'count', 12_345, `12${NNBSP}345`],
    ['en', 'count', 0, '0'],
    ['en', 'percent', 0.1234, '12.3%'],
    ['de', 'percent', 0.1234, `12,3${NBSP}%`],
    ['ja', 'percent', 0.5, '50.0%'],
    ['en', 'decimal', 1234.5, '1,234.50'],
    ['de', 'decimal', 1234.5, '1.234,50'],
    ['ja', 'decimal', 2, '2.00'],
    ['en', 'duration', 125_000, '2 min 5 sec'],
    ['de', 'duration', 125_000, '2 Min. 5 Sek.'],
    ['ja', 'duration', 125_000, '2 分 5 秒'],
    ['en', 'duration', 4_200, '4.2 sec'],
    ['de', 'duration', 4_200, '4,2 Sek.'],
    ['en', 'duration', 42_400, '42 sec'],
    ['en', 'duration', 120_000, '2 min'],
    ['en', 'duration', 3_900_000, '1 hr 5 min'],
    ['ja', 'duration', 3_900_000, '1 時間 5 分'],
    // Rounding never shows 60 of a smaller unit.
    ['en', 'duration', 59_700, '1 min'],
    ['en', 'duration', 3_599_800, '1 hr'],
    ['en', 'duration', 7_199_000, '2 hr'],
  ];
  it.each(cases)('%s %s %d → %s', (locale, format, value, expected) => {
    expect(formatMeasure(value, format, locale)).toBe(expected);
  });

  it('shortens counts on axes the way the top bar does, and leaves other formats alone', () => {
    expect(formatMeasure(12_345, 'count', 'en', { compact: true })).toBe('12.3k');
    expect(formatMeasure(12_345, 'count', 'de', { compact: true })).toBe('12,3k');
    expect(formatMeasure(1500, 'count', 'ja', { compact: true })).toBe('1500');
    expect(formatMeasure(0.25, 'percent', 'en', { compact: true })).toBe('25.0%');
  });

  it('rounds counts to whole numbers', () => {
    expect(formatMeasure(2.6, 'count', 'en')).toBe('3');
  });
});

describe('formatBucket', () => {
  // 23:30 UTC on Monday, November 2: already Tuesday in Berlin.
  const start = Date.UTC(2026, 10, 2, 23, 30);

  it.each([
    ['en', 'day', 'Europe/Berlin', 'Tue, Nov 3'],
    ['en', 'day', 'UTC', 'Mon, Nov 2'],
    ['de', 'day', 'Europe/Berlin', 'Di., 3. Nov.'],
    ['ja', 'day', 'Europe/Berlin', '11月3日(火)'],
    ['en', 'month', 'UTC', 'November 2026'],
    ['de', 'month', 'UTC', 'November 2026'],
    ['ja', 'month', 'UTC', '2026年11月'],
    ['en', 'week', 'UTC', 'Nov 2, 2026'],
    ['de', 'hour', 'Europe/Berlin', '3. Nov., 00:30'],
  ] as const)('%s %s in %s → %s', (locale, granularity, zone, expected) => {
    expect(formatBucket(start, granularity, locale, zone)).toBe(expected);
  });
});

describe('formatAxisTick', () => {
  const start = Date.UTC(2026, 10, 2, 23, 30);

  it.each([
    ['en', 'day', 'Europe/Berlin', 'Nov 3'],
    ['de', 'week', 'UTC', '2. Nov.'],
    ['ja', 'day', 'UTC', '11月2日'],
    ['de', 'hour', 'Europe/Berlin', '00:30'],
    ['en', 'month', 'UTC', 'Nov 2026'],
  ] as const)('%s %s in %s → %s', (locale, granularity, zone, expected) => {
    expect(formatAxisTick(start, granularity, locale, zone)).toBe(expected);
  });
});
