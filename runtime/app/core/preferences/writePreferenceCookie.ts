/**
 * The browser's side of the preference cookies (contracts/preferences.ts reads them, here and
 * on the server): one year, SameSite=Lax, Secure over HTTPS.
 */
import type { PreferenceCookie } from '../../../../contracts/cookies';

const ONE_YEAR_S = 365 * 24 * 3600;

/** Sets (or, with undefined, deletes) one preference cookie of this browser. */
export function writePreferenceCookie(name: PreferenceCookie, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === undefined ? 'max-age=0' : `max-age=${ONE_YEAR_S}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; ${life}; SameSite=Lax${secure}`;
}
