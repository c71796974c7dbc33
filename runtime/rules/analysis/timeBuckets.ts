/**
 * The time buckets of an analysis range: which local hours, days, weeks (from Monday) or months
 * it spans, each with its key (what a row's time value is) and its first moment. The query
 * engine groups rows by a local bucket number; `bucketKey` turns that number into the key, so
 * that SQL and these lists agree without either knowing the other's arithmetic.
 */
import type { Granularity } from '../../../contracts/analysis';
import { DAY_MS, HOUR_MS, dayDate, dayStart, zoneOffset, zonedMoment } from './zonedTime';

export interface TimeBucket {
  key: string;
  start: number;
}

/** The week of a day number: weeks start on Monday (day 4 of 1970 was a Monday). */
export const weekOfDay = (day: number) => Math.floor((day + 3) / 7);
const mondayOfWeek = (week: number) => week * 7 - 3;

/** Months as one number: year × 12 + month (0-based). */
export function monthOfDay(day: number): number {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}
export const firstDayOfMonth = (month: number) =>
  Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS;

/** The key of a local bucket number (hour: hours since 1970 in local time; day; week; month). */
export function bucketKey(granularity: Granularity, n: number): string {
  switch (granularity) {
    case 'hour':
      return `${new Date(n * HOUR_MS).toISOString().slice(0, 13)}:00`;
    case 'day':
      return dayDate(n);
    case 'week':
      return dayDate(mondayOfWeek(n));
    case 'month':
      return dayDate(firstDayOfMonth(n));
  }
}

/** Every bucket of the days [fromDay, toDay] in order; the first week or month may begin before. */
export function timeBuckets(
  granularity: Granularity,
  fromDay: number,
  toDay: number,
  timeZone: string,
): TimeBucket[] {
  const buckets: TimeBucket[] = [];
  if (granularity === 'hour') {
    for (let day = fromDay; day <= toDay; day++)
      for (let hour = 0; hour < 24; hour++) {
        const wall = day * DAY_MS + hour * HOUR_MS;
        const start = zonedMoment(wall, timeZone);
        // An hour a daylight-saving change skips does not exist there.
        if (localHour(start, timeZone) !== wall / HOUR_MS) continue;
        buckets.push({ key: bucketKey('hour', wall / HOUR_MS), start });
      }
    return buckets;
  }
  const first = { day: fromDay, week: weekOfDay(fromDay), month: monthOfDay(fromDay) }[granularity];
  const last = { day: toDay, week: weekOfDay(toDay), month: monthOfDay(toDay) }[granularity];
  const startDay = (n: number) =>
    granularity === 'day' ? n : granularity === 'week' ? mondayOfWeek(n) : firstDayOfMonth(n);
  for (let n = first; n <= last; n++)
    buckets.push({ key: bucketKey(granularity, n), start: dayStart(startDay(n), timeZone) });
  return buckets;
}

/** The local wall-clock hour of a moment, in hours since 1970. */
const localHour = (at: number, timeZone: string) =>
  Math.floor((at + zoneOffset(at, timeZone)) / HOUR_MS);
