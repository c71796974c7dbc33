/**
 * Local days, hours, weeks and months of the analysis engine, computed from Intl alone: the
 * moment a local day begins, the offset spans of a range with a daylight-saving change, and the
 * buckets a range spans (a 23-hour and a 25-hour day, Monday weeks, months across a year).
 */
import { describe, expect, it } from 'vitest';
import {
  bucketKey,
  timeBuckets,
  weekOfDay,
  monthOfDay,
} from '../../runtime/rules/analysis/timeBuckets';
import {
  dayNumber,
  dayStart,
  isTimeZone,
  offsetSpans,
  zoneOffset,
} from '../../runtime/rules/analysis/zonedTime';

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('zoned time', () => {
  it.each([
    ['UTC', '2026-03-29', '2026-03-29T00:00:00.000Z'],
    ['Europe/Berlin', '2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['Europe/Berlin', '2026-07-15', '2026-07-14T22:00:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z'],
    ['Asia/Kolkata', '2026-05-01', '2026-04-30T18:30:00.000Z'],
    ['Pacific/Auckland', '2026-01-01', '2025-12-31T11:00:00.000Z'],
  ])('a day in %s: %s begins at %s', (zone, date, moment) => {
    expect(iso(dayStart(dayNumber(date), zone))).toBe(moment);
  });

  it('refuses dates that are not on the calendar and zones Intl does not know', () => {
    expect(dayNumber('2026-02-30')).toBeNaN();
    expect(dayNumber('26-01-01')).toBeNaN();
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('finds a daylight-saving change inside a range, to the millisecond', () => {
    const start = dayStart(dayNumber('2026-03-20'), 'Europe/Berlin');
    const end = dayStart(dayNumber('2026-04-05'), 'Europe/Berlin');
    expect(offsetSpans(start, end, 'Europe/Berlin')).toEqual([
      { from: start, offset: HOUR },
      { from: Date.parse('2026-03-29T01:00:00Z'), offset: 2 * HOUR },
    ]);
    expect(offsetSpans(start, end, 'UTC')).toEqual([{ from: start, offset: 0 }]);
    expect(zoneOffset(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(HOUR);
  });
});

describe('buckets', () => {
  it('a spring-forward day has 23 hours, a fall-back day 24 distinct local hours', () => {
    const spring = timeBuckets(
      'hour',
      dayNumber('2026-03-29'),
      dayNumber('2026-03-29'),
      'Europe/Berlin',
    );
    expect(spring).toHaveLength(23);
    expect(spring.map((b) => b.key)).not.toContain('2026-03-29T02:00');
    const fall = timeBuckets(
      'hour',
      dayNumber('2026-10-25'),
      dayNumber('2026-10-25'),
      'Europe/Berlin',
    );
    expect(fall).toHaveLength(24);
    // The hour that happens twice begins at its first occurrence.
    expect(fall.find((b) => b.key === '2026-10-25T02:00')?.start).toBe(
      Date.parse('2026-10-25T00:00:00Z'),
    );
  });

  it('weeks start on Monday, months on the first, each with the moment it begins', () => {
    const weeks = timeBuckets('week', dayNumber('2026-11-04'), dayNumber('2026-11-16'), 'UTC');
    expect(weeks.map((b) => b.key)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    const months = timeBuckets(
      'month',
      dayNumber('2025-12-20'),
      dayNumber('2026-02-01'),
      'Asia/Tokyo',
    );
    expect(months.map((b) => [b.key, iso(b.start)])).toEqual([
      ['2025-12-01', '2025-11-30T15:00:00.000Z'],
      ['2026-01-01', '2025-12-31T15:00:00.000Z'],
      ['2026-02-01', '2026-01-31T15:00:00.000Z'],
    ]);
  });

  it('a bucket number reads back as its key', () => {
    const day = dayNumber('2026-11-04');
    expect(bucketKey('day', day)).toBe('2026-11-04');
    expect(bucketKey('week', weekOfDay(day))).toBe('2026-11-02');
    expect(bucketKey('month', monthOfDay(day))).toBe('2026-11-01');
    expect(bucketKey('hour', day * 24 + 13)).toBe('2026-11-04T13:00');
  });
});
