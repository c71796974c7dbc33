/**
 * The signup cookies (product.md#constants-and-limits "Cookies: CS lite visitor 365 days; experiment assignment 60 days;
 * campaign parameters 30 days" "value lengths bounded"; names in contracts/cookies.ts):
 * what a value must look like to be stored — by the cookie plugin when setting them, and by
 * registration when reading them back (a cookie is client input like any other).
 *
 * Campaign cookies are bounded in bytes, as the browser sends them back: every later request
 * carries them for 30 days, and Node refuses a request whose headers exceed 16 KiB (431). A
 * bound in UTF-16 characters let one link store ~17 KB (a character is up to 12 bytes once
 * URL-encoded), which locked the visitor out of the whole site for 30 days.
 */
import { CAMPAIGN_COOKIE_PREFIX } from '../../../contracts/cookies';

/** Longest campaign value kept, in bytes of its encoded form (cookieValueOf). */
export const MAX_CAMPAIGN_VALUE_BYTES = 200;
/**
 * What all campaign cookies together may add to the Cookie header (`name=value; ` each): far
 * below Node's 16 KiB, which the session, the preferences and the browser's own headers share.
 */
export const CAMPAIGN_COOKIES_BUDGET_BYTES = 2048;

export function campaignCookieName(parameter: string): string {
  return `${CAMPAIGN_COOKIE_PREFIX}${parameter}`;
}

/**
 * A campaign value as the cookie carries it (and the cookie plugin is told to write it, see
 * trackedCookies.ts): URL-encoded, all ASCII, so its length is its size in bytes. Undefined for
 * a string that has no UTF-8 form (a lone surrogate).
 */
export function cookieValueOf(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Non-empty, no control characters (C0, DEL, C1), at most 200 bytes encoded. A longer value is
 * dropped, never truncated: a cut click id or campaign name is another, wrong value that would
 * be recorded as the visitor's attribution — worse than none (and a cut could split a
 * character or a percent escape).
 */
export function isStorableValue(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  const encoded = cookieValueOf(value);
  return encoded !== undefined && encoded.length <= MAX_CAMPAIGN_VALUE_BYTES;
}

/** Bytes one campaign cookie adds to the Cookie header: `name=value; `. */
export function campaignCookieBytes(parameter: string, value: string): number {
  return campaignCookieName(parameter).length + 1 + (cookieValueOf(value)?.length ?? 0) + 2;
}

export interface CampaignValue {
  parameter: string;
  value: string;
}

/**
 * The campaign values a browser may hold (product.md#constants-and-limits, 30 days): the budget rule, the same when setting
 * and when reading. Candidates are this visit's values (the latest visit wins), then the values
 * the browser already holds, each list in the order of the tracked parameters (product.md#records-and-their-fields); a parameter
 * takes its first storable candidate that still fits the total budget, and a candidate that
 * does not fit is dropped whole (see isStorableValue), the next ones still tried. A visit's
 * value that does not fit leaves the held one in place when that one fits.
 */
export function campaignValuesWithinBudget(
  parameters: readonly string[],
  held: Readonly<Record<string, unknown>>,
  visit: Readonly<Record<string, unknown>> = {},
): CampaignValue[] {
  const kept = new Map<string, string>();
  let bytes = 0;
  const candidates = [
    ...parameters.map((parameter) => ({ parameter, value: visit[parameter] })),
    ...parameters.map((parameter) => ({ parameter, value: held[campaignCookieName(parameter)] })),
  ];
  for (const { parameter, value } of candidates) {
    if (kept.has(parameter) || !isStorableValue(value)) continue;
    const size = campaignCookieBytes(parameter, value);
    if (bytes + size > CAMPAIGN_COOKIES_BUDGET_BYTES) continue;
    kept.set(parameter, value);
    bytes += size;
  }
  return parameters.flatMap((parameter) => {
    const value = kept.get(parameter);
    return value === undefined ? [] : [{ parameter, value }];
  });
}

/** Anonymous ids are ours (UUIDs) or the client's; either way a short token, nothing else. */
export function isAnonymousId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(value);
}

/** product.md#screens-and-routes signup parameter `cs_lite`: `1` or `true` (any case) marks a cross-sell lite visitor. */
export function isCsLiteOn(value: unknown): boolean {
  return typeof value === 'string' && /^(1|true)$/i.test(value);
}

/**
 * The tracked campaign parameters (product.md#records-and-their-fields) stored in cookies, read by registration under the same
 * rule they were written with (campaignValuesWithinBudget): a value that would not have been
 * stored (tampered, too long, beyond the budget) is left out.
 */
export function trackedParametersFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
  parameters: readonly string[],
): CampaignValue[] {
  return campaignValuesWithinBudget(parameters, cookies);
}
