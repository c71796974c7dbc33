/**
 * The signup cookies (§9 "Cookies: CS lite visitor 365 days; experiment assignment 60 days;
 * campaign parameters 30 days"; issue 4 "value lengths bounded"): their names and what a value
 * must look like to be stored — by the cookie plugin when setting them, and by registration when
 * reading them back (a cookie is client input like any other).
 */
export const CAMPAIGN_COOKIE_PREFIX = 'lodestar_cp_';
export const CS_LITE_COOKIE = 'lodestar_cs_lite';
export const ANONYMOUS_ID_COOKIE = 'lodestar_anon';

/** Longest value kept; a longer one is not stored at all (never truncated into another value). */
export const MAX_COOKIE_VALUE_CHARS = 200;

export function campaignCookieName(parameter: string): string {
  return `${CAMPAIGN_COOKIE_PREFIX}${parameter}`;
}

/** Non-empty, at most 200 characters, no control characters (C0, DEL, C1). */
export function isStorableValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_COOKIE_VALUE_CHARS &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f-\u009f]/.test(value)
  );
}

/** Anonymous ids are ours (UUIDs) or the client's; either way a short token, nothing else. */
export function isAnonymousId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(value);
}

/** §2 signup parameter `cs_lite`: `1` or `true` (any case) marks a cross-sell lite visitor. */
export function isCsLiteOn(value: unknown): boolean {
  return typeof value === 'string' && /^(1|true)$/i.test(value);
}

/**
 * The tracked campaign parameters (§3) stored in cookies, each validated again: a value that
 * would not have been stored (tampered, too long) is left out.
 */
export function trackedParametersFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
  parameters: readonly string[],
): { parameter: string; value: string }[] {
  const found: { parameter: string; value: string }[] = [];
  for (const parameter of parameters) {
    const value = cookies[campaignCookieName(parameter)];
    if (isStorableValue(value)) found.push({ parameter, value });
  }
  return found;
}
