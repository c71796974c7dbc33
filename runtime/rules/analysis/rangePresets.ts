/**
 * The date ranges an analysis page offers, as days in the viewer's time zone: "last 30 days"
 * ends today and spans 30 days, today included (today's figures grow as the day goes on, as
 * in every analytics product).
 */
import { RANGE_PRESETS, type RangePreset } from '../../../contracts/analysis';
import { dayDate, localDay } from './zonedTime';

const DAYS: Record<RangePreset, number> = {
  'last-7-days': 7,
  'last-30-days': 30,
  'last-90-days': 90,
};

/** The address's parameter that names the range preset (`?range=last-7-days`). */
export const RANGE_PARAM = 'range';

export interface DateRange {
  from: string;
  to: string;
}

export function presetRange(preset: RangePreset, now: number, timeZone: string): DateRange {
  const today = localDay(now, timeZone);
  return { from: dayDate(today - DAYS[preset] + 1), to: dayDate(today) };
}

export function isRangePreset(value: string | null | undefined): value is RangePreset {
  return RANGE_PRESETS.includes(value as RangePreset);
}

/** The viewer's time zone as the browser knows it, UTC when it says nothing usable. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
