/**
 * Monthly session usage (runtime/rules/tracking/sessionUsage.ts; product.md#records-and-their-fields, product.md#states-and-transitions, product.md#constants-and-limits): the UTC
 * month and its reset date across month ends, year ends and leap years; the limit per month;
 * the percentage at 99 vs 100 %; when the session-limit banner shows.
 */
import { describe, expect, it } from 'vitest';
import {
  monthlySessionLimit,
  resetInstant,
  showsSessionLimitBanner,
  usageMonth,
  usagePercentage,
} from '../../runtime/rules/tracking/sessionUsage';
import { formatShortDate } from '../../runtime/rules/format/intlFormat';

const at = (iso: string) => Date.parse(iso);

describe('usageMonth: the UTC calendar month and its reset', () => {
  it.each([
    // now (UTC)                   start                       next reset    days
    ['2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-02-01', 31],
    ['2024-01-31T23:59:59.999Z', '2024-01-01T00:00:00.000Z', '2024-02-01', 31],
    ['2024-02-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z', '2024-03-01', 29], // leap year
    ['2024-02-29T23:59:59.999Z', '2024-02-01T00:00:00.000Z', '2024-03-01', 29],
    ['2024-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z', '2024-04-01', 31],
    ['2023-02-28T12:00:00.000Z', '2023-02-01T00:00:00.000Z', '2023-03-01', 28], // common year
    ['2100-02-15T00:00:00.000Z', '2100-02-01T00:00:00.000Z', '2100-03-01', 28], // century, not leap
    ['2000-02-15T00:00:00.000Z', '2000-02-01T00:00:00.000Z', '2000-03-01', 29], // 400: leap
    ['2024-04-30T23:59:59.999Z', '2024-04-01T00:00:00.000Z', '2024-05-01', 30],
    ['2024-12-31T23:59:59.999Z', '2024-12-01T00:00:00.000Z', '2025-01-01', 31], // year end
    ['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', '2025-02-01', 31],
  ])('%s → month from %s, resets %s, %i days', (now, start, reset, days) => {
    const month = usageMonth(at(now));
    expect(new Date(month.start).toISOString()).toBe(start);
    expect(month.nextResetDate).toBe(reset);
    expect(new Date(month.end).toISOString()).toBe(`${reset}T00:00:00.000Z`);
    expect(month.days).toBe(days);
  });

  it('is the UTC month whatever the time zone: 23:30 in New York on Jan 31 is already February', () => {
    // 2024-01-31 23:30 at UTC−5 is 2024-02-01 04:30 UTC.
    expect(usageMonth(at('2024-01-31T23:30:00-05:00')).nextResetDate).toBe('2024-03-01');
  });

  it('the end of one month is the start of the next: no instant in two months', () => {
    const jan = usageMonth(at('2024-01-15T00:00:00Z'));
    const feb = usageMonth(jan.end);
    expect(feb.start).toBe(jan.end);
    expect(usageMonth(jan.end - 1).start).toBe(jan.start);
  });

  it('resetInstant reads next_reset_date as UTC midnight, shown as MMM D in UTC', () => {
    const reset = resetInstant('2024-03-01');
    expect(reset.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(formatShortDate(reset, 'en', 'UTC')).toBe('Mar 1');
    expect(formatShortDate(resetInstant('2025-01-01'), 'de', 'UTC')).toBe('1. Jan.');
  });
});

describe('monthlySessionLimit: the daily allowance for every day of the month', () => {
  it.each([
    [2000, 31, 62_000],
    [2000, 29, 58_000],
    [2000, 28, 56_000],
    [10_000, 30, 300_000],
    [0, 31, 0],
  ])('%i a day × %i days = %i', (daily, days, limit) => {
    expect(monthlySessionLimit(daily, days)).toBe(limit);
  });
});

describe('usagePercentage: two decimals rounded down, 0–100', () => {
  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [99, 100, 99],
    [100, 100, 100],
    [101, 100, 100], // past the limit: still exactly 100, the banner's figure
    [9_999, 10_000, 99.99],
    [999_999, 1_000_000, 99.99], // never rounded up to 100
    [61_999, 62_000, 99.99],
    [62_000, 62_000, 100],
    [1, 3, 33.33],
    [2, 3, 66.66],
    [1, 62_000, 0],
    [0, 0, 100], // nothing included: the limit is reached
  ])('%i of %i → %d %', (usage, limit, percent) => {
    expect(usagePercentage(usage, limit)).toBe(percent);
  });
});

describe('showsSessionLimitBanner (product.md#states-and-transitions)', () => {
  const base = { usagePercentage: 100, usageBasedPricing: true, dataPage: true, atPercent: 100 };
  it('at exactly 100 % with usage-based pricing on a data page', () => {
    expect(showsSessionLimitBanner(base)).toBe(true);
  });
  it.each([
    ['99 %', { usagePercentage: 99 }],
    ['99.99 %', { usagePercentage: 99.99 }],
    ['without usage-based pricing', { usageBasedPricing: false }],
    ['on a page that is not a data page', { dataPage: false }],
  ])('not at %s', (_, change) => {
    expect(showsSessionLimitBanner({ ...base, ...change })).toBe(false);
  });
});
