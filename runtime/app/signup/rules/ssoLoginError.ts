/**
 * The `error` the enterprise sign-in endpoints put on /login/sso, as one the page has a text
 * for; anything else (a hand-edited URL) shows nothing rather than a missing translation.
 */
export const SSO_LOGIN_ERRORS = [
  'unknown-domain',
  'outside-domain',
  'not-member',
  'suspended',
  'denied',
  'failed',
] as const;

export type SsoLoginError = (typeof SSO_LOGIN_ERRORS)[number];

export function ssoLoginError(value: string | null): SsoLoginError | undefined {
  return SSO_LOGIN_ERRORS.find((known) => known === value);
}
