/**
 * What this browser remembers between visits: the sidebar collapsed (spec §4 "Sidebar
 * collapsed/expanded"), the site last worked on (pages without a site in the path still show
 * it) and the interface language (§7). Kept in cookies, not localStorage, because the server
 * renders the first page (ssr/renderPage.tsx, issue 3 cold-load target) and must draw it as
 * the browser will hydrate it; a value the server cannot read would redraw the shell.
 * Parsing is pure (the server parses the request's Cookie header with the same code).
 */
import { cookieValue } from '../rules/cookieValue';

export const SIDEBAR_COOKIE = 'lodestar_sidebar';
/** The language chosen in this browser, until the signed-in user's is known (i18n.ts). */
export const LANGUAGE_COOKIE = 'lodestar_language';
export const LAST_SITE_COOKIE = 'lodestar_last_site';
const ONE_YEAR_S = 365 * 24 * 3600;

export interface LastSite {
  siteId?: number;
  organizationId?: number;
}

export interface Preferences {
  sidebarCollapsed: boolean;
  lastSite?: LastSite;
  language?: string;
}

/** A language tag as the locale folders are named (`en`, `pt-BR`); anything else is none. */
export function languageTag(value: string | null | undefined): string | undefined {
  return value && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(value) ? value : undefined;
}

const id = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return text && /^\d{1,15}$/.test(text) && Number.isSafeInteger(value) && value > 0
    ? value
    : undefined;
};

/** `siteId.organizationId`, either part possibly empty; anything else is no remembered site. */
export function parseLastSite(value: string | undefined): LastSite | undefined {
  const match = /^(\d*)\.(\d*)$/.exec(value ?? '');
  if (!match) return undefined;
  const siteId = id(match[1]);
  const organizationId = id(match[2]);
  if (siteId === undefined && organizationId === undefined) return undefined;
  return {
    ...(siteId !== undefined ? { siteId } : {}),
    ...(organizationId !== undefined ? { organizationId } : {}),
  };
}

export function formatLastSite(site: LastSite): string {
  return `${site.siteId ?? ''}.${site.organizationId ?? ''}`;
}

/** The preferences in a Cookie header (or `document.cookie`). */
export function parsePreferences(cookies: string): Preferences {
  const lastSite = parseLastSite(cookieValue(cookies, LAST_SITE_COOKIE));
  const language = languageTag(cookieValue(cookies, LANGUAGE_COOKIE));
  return {
    sidebarCollapsed: cookieValue(cookies, SIDEBAR_COOKIE) === 'collapsed',
    ...(lastSite ? { lastSite } : {}),
    ...(language ? { language } : {}),
  };
}

/** Sets (or, with undefined, deletes) one preference cookie of this browser. */
export function writePreferenceCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === undefined ? 'max-age=0' : `max-age=${ONE_YEAR_S}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; ${life}; SameSite=Lax${secure}`;
}
