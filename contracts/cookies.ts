/**
 * Every cookie Lodestar sets, by name: the server writes them, and the browser and the server's
 * rendering read some of them back (docs/development.md "Server rendering", docs/security.md).
 */

/** The session id (HttpOnly, 30 days; server/src/auth/sessionToken.ts). */
export const SESSION_COOKIE = 'lodestar_session';

/** A Google sign-in in progress (HttpOnly, 10 minutes, path /api/sso; server/src/sso/ssoFlows.ts). */
export const SSO_FLOW_COOKIE = 'lodestar_sso';

/** The persistent anonymous visitor id (60 days; not HttpOnly: sign-in and signup send it). */
export const ANONYMOUS_ID_COOKIE = 'lodestar_anon';

/**
 * The experiment assignment cookie (product.md#constants-and-limits "experiment assignment 60 days"; HttpOnly): the signup
 * (anonymous-lookup) variants this browser was shown, with the anonymous id they belong to,
 * written by the anonymous experiments lookup. The lookup answers them again while they are
 * still declared, so a visitor keeps the signup page they saw even after a split changes
 * (runtime/rules/experiments/assignmentCookie.ts).
 */
export const EXPERIMENT_COOKIE = 'lodestar_exp';

/** A cross-sell lite visitor (product.md#screens-and-routes cs_lite, 365 days). */
export const CS_LITE_COOKIE = 'lodestar_cs_lite';

/** A tracked campaign parameter is kept as `lodestar_cp_<parameter>` (product.md#constants-and-limits, 30 days). */
export const CAMPAIGN_COOKIE_PREFIX = 'lodestar_cp_';

/** The sidebar collapsed (`collapsed`) or not. */
export const SIDEBAR_COOKIE = 'lodestar_sidebar';
/** The site last worked on, naming the user who chose it (preferences.ts formatLastSite). */
export const LAST_SITE_COOKIE = 'lodestar_last_site';
/** The language chosen in this browser, until the signed-in user's is known. */
export const LANGUAGE_COOKIE = 'lodestar_language';

/**
 * What this browser remembers for a first render (preferences.ts): one year, SameSite=Lax,
 * written by the browser, read by the browser and by the server's rendering.
 */
export const PREFERENCE_COOKIES = [SIDEBAR_COOKIE, LAST_SITE_COOKIE, LANGUAGE_COOKIE] as const;
export type PreferenceCookie = (typeof PREFERENCE_COOKIES)[number];
