/**
 * Local time in an IANA time zone, computed with Intl alone (no time-zone library): the offset
 * of a zone at a moment, the moment a local date and hour begins, and the moments a range of
 * days spans. Analysis days are the viewer's, so "Monday" is Monday where they are, and a day
 * of a daylight-saving change has 23 or 25 hours.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone (an unknown one throws a RangeError when formatting). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone's wall clock is ahead of UTC at `at` (negative west of Greenwich). */
export function zoneOffset(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** A calendar date `YYYY-MM-DD` as a day number (days since 1970-01-01), or NaN. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms).toISOString().slice(0, 10);
  return back === date ? ms / DAY_MS : NaN;
}

/** The date `YYYY-MM-DD` of a day number. */
export function dayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The moment a local wall-clock time (`wall`: the local time written as if it were UTC) begins.
 */
export function zonedMoment(wall: number, timeZone: string): number {
  // The offsets a day either side: the same one, or the two sides of a change.
  const before = wall - zoneOffset(wall - DAY_MS, timeZone);
  const after = wall - zoneOffset(wall + DAY_MS, timeZone);
  const valid = [before, after].filter((at) => at + zoneOffset(at, timeZone) === wall);
  // A time that occurs twice begins at its first occurrence; one that is skipped, where the
  // clock would have shown it without the change.
  return valid.length ? Math.min(...valid) : before;
}

/** The moment a local day begins. */
export function dayStart(day: number, timeZone: string): number {
  return zonedMoment(day * DAY_MS, timeZone);
}

/** The local day number of a moment. */
export function localDay(at: number, timeZone: string): number {
  return Math.floor((at + zoneOffset(at, timeZone)) / DAY_MS);
}

export interface OffsetSpan {
  /** First moment the offset applies (inclusive). */
  from: number;
  offset: number;
}

/**
 * The zone's offsets over [start, end), in order, each from the moment it begins: one span
 * without a daylight-saving change, two or three with. Changes are found day by day and then
 * to the millisecond, so the SQL that turns moments into local days needs only these few.
 */
export function offsetSpans(start: number, end: number, timeZone: string): OffsetSpan[] {
  const spans: OffsetSpan[] = [{ from: start, offset: zoneOffset(start, timeZone) }];
  // Twice a day: no zone changes its offset twice within twelve hours.
  const probes: number[] = [];
  for (let at = start + DAY_MS / 2; at < end; at += DAY_MS / 2) probes.push(at);
  if (end - 1 > start) probes.push(end - 1);
  let previous = start;
  for (const at of probes) {
    const last = spans[spans.length - 1]!;
    const offset = zoneOffset(at, timeZone);
    if (offset !== last.offset) {
      let lo = previous;
      let hi = at;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (zoneOffset(mid, timeZone) === last.offset) lo = mid;
        else hi = mid;
      }
      spans.push({ from: hi, offset });
    }
    previous = at;
  }
  return spans;
}
