/**
 * "Too many attempts, try again in N minutes" (rate limits answer 429 with
 * Retry-After). Retry-After is either delay-seconds or an HTTP date (RFC 9110 section 10.2.3).
 *
 * The HTTP layer's ApiError (runtime/api/request.ts) carries the answer's headers; without a
 * usable Retry-After the notice says "later" — it never invents a number.
 */
import { ApiError } from '../../../api/request';

export function parseRetryAfter(value: string | null | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  // An HTTP date names its weekday and month; Date.parse alone would read "-1" as a year.
  if (!/^[A-Za-z]{3}, /.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/** Seconds to wait, from an error that may carry the answer's headers. */
export function retryAfterSeconds(error: unknown, now: Date = new Date()): number | undefined {
  if (!(error instanceof ApiError) || !error.headers) return undefined;
  return parseRetryAfter(error.headers.get('retry-after'), now);
}

/** Whole minutes to show, at least 1. */
export function retryMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
