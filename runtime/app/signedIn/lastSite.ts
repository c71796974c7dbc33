/**
 * The site the user last worked on, remembered in this browser: pages that do not name a site
 * (settings, profile) still show it in the top bar and link the logo to its overview, and
 * legacy paths needing the current organization use its organization. A cookie
 * (contracts/preferences.ts), so that the server renders those pages with the same site; it
 * names the user, and is read for nobody else.
 */
import { LAST_SITE_COOKIE } from '../../../contracts/cookies';
import { formatLastSite, type LastSite } from '../../../contracts/preferences';
import { writePreferenceCookie } from '../core/preferences/writePreferenceCookie';

export type { LastSite };

export function rememberSite(userId: number, site: LastSite): void {
  writePreferenceCookie(LAST_SITE_COOKIE, formatLastSite(userId, site));
}

export function forgetSite(): void {
  writePreferenceCookie(LAST_SITE_COOKIE, undefined);
}
