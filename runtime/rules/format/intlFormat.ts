/**
 * Numbers and dates in the user's language (product.md#constants-and-limits), through `Intl` so that separators, month
 * names and word order follow the language. One module for every page that shows a count, a day
 * or a "last activity"; pure, so the server renders exactly what the browser draws.
 */

/** product.md#constants-and-limits: counts stay plain below 2000, then thousands (k), then millions (m). */
const PLAIN_BELOW = 2000;
const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * One formatter per language and kind: building an `Intl` formatter costs far more than using
 * one (it was a tenth of a server-rendered page's time "a faster server render").
 * Bounded by the languages offered times the few kinds below.
 */
const formatters = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>();
export function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A count as product.md#constants-and-limits shows it: 1999 → "1999", 2000 → "2k", 12,345 → "12.3k", 1,500,000 → "1.5m". */
export function formatCount(value: number, language: string): string {
  const plain = cached(
    `plain:${language}`,
    () => new Intl.NumberFormat(language, { useGrouping: false }),
  );
  if (!Number.isFinite(value)) return plain.format(value);
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size < PLAIN_BELOW) return plain.format(value);
  const short = cached(
    `short:${language}`,
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }),
  );
  // Rounded to one decimal first: 999,999 is "1m", not "1000k".
  const thousands = Math.round((size / THOUSAND) * 10) / 10;
  if (thousands < THOUSAND) return `${sign}${short.format(thousands)}k`;
  return `${sign}${short.format(Math.round((size / MILLION) * 10) / 10)}m`;
}

/** "MMM D" in the user's language: Jan 5, 5. Jan., 5 janv., 1月5日. */
export function formatShortDate(date: Date, language: string, timeZone?: string): string {
  return cached(
    `date:${language}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(language, {
        month: 'short',
        day: 'numeric',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).format(date);
}

/** product.md#constants-and-limits "last activity": in hours under 72 hours, then in whole days. */
const HOURS_UNTIL_DAYS = 72;

export function formatLastActivity(since: Date, now: Date, language: string): string {
  const hours = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 3_600_000));
  const relative = cached(
    `relative:${language}`,
    () => new Intl.RelativeTimeFormat(language, { numeric: 'always' }),
  );
  if (hours < HOURS_UNTIL_DAYS) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
