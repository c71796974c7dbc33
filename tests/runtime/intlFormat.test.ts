/**
 * Numbers and dates per language (product.md#constants-and-limits): counts plain below 2000, then k, then m,
 * decimal separators from the language; "MMM D" dates; last activity in hours under 72, then days.
 */
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatLastActivity,
  formatShortDate,
} from '../../runtime/rules/format/intlFormat';

const COUNTS = [1999, 2000, 12_345, 999_999, 1_000_000, 1_500_000];

describe('formatCount', () => {
  it.each([
    ['en', ['1999', '2k', '12.3k', '1m', '1m', '1.5m']],
    ['de', ['1999', '2k', '12,3k', '1m', '1m', '1,5m']],
    ['fr', ['1999', '2k', '12,3k', '1m', '1m', '1,5m']],
    ['es', ['1999', '2k', '12,3k', '1m', '1m', '1,5m']],
    ['it', ['1999', '2k', '12,3k', '1m', '1m', '1,5m']],
    ['pt-BR', ['1999', '2k', '12,3k', '1m', '1m', '1,5m']],
    ['ja', ['1999', '2k', '12.3k', '1m', '1m', '1.5m']],
  ])('%s', (language, expected) => {
    expect(COUNTS.map((n) => formatCount(n, language))).toEqual(expected);
  });

  it('keeps small and negative counts plain, and signs large negative ones', () => {
    expect(formatCount(0, 'en')).toBe('0');
    expect(formatCount(-5, 'en')).toBe('-5');
    expect(formatCount(-2500, 'de')).toBe('-2,5k');
    expect(formatCount(999_949, 'en')).toBe('999.9k');
  });
});

describe('formatShortDate', () => {
  const day = new Date(Date.UTC(2026, 0, 5, 12));
  it.each([
    ['en', 'Jan 5'],
    ['de', '5. Jan.'],
    ['fr', '5 janv.'],
    ['ja', '1月5日'],
  ])('%s: %s', (language, expected) => {
    expect(formatShortDate(day, language, 'UTC')).toBe(expected);
  });
});

describe('formatLastActivity', () => {
  const since = new Date(Date.UTC(2026, 0, 1));
  const after = (hours: number) => new Date(since.getTime() + hours * 3_600_000);
  it('counts hours under 72, then whole days', () => {
    expect(formatLastActivity(since, after(1), 'en')).toBe('1 hour ago');
    expect(formatLastActivity(since, after(71.9), 'en')).toBe('71 hours ago');
    expect(formatLastActivity(since, after(72), 'en')).toBe('3 days ago');
    expect(formatLastActivity(since, after(24 * 10 + 5), 'en')).toBe('10 days ago');
  });
  it('speaks the language', () => {
    expect(formatLastActivity(since, after(5), 'de')).toBe('vor 5 Stunden');
    expect(formatLastActivity(since, after(96), 'ja')).toBe('4 日前');
  });
  it('never counts into the future', () => {
    expect(formatLastActivity(after(3), since, 'en')).toBe('0 hours ago');
  });
});
