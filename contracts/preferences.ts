/**
 * What this browser remembers between visits: the sidebar collapsed (product.md#states-and-transitions "Sidebar
 * collapsed/expanded"), the site last worked on (pages without a site in the path still show
 * it) and the interface language (product.md#calls). Kept in cookies (cookies.ts PREFERENCE_COOKIES), not
 * localStorage, because the server renders the first page (runtime/app/ssr/renderPage.tsx,
 * the cold-load target) and must draw it as the browser will hydrate it; a value the
 * server cannot read would redraw the shell. Parsing is pure and shared: the server parses the
 * request's Cookie header with this code, the browser `document.cookie`; the browser writes
 * them (runtime/app/core/preferences/writePreferenceCookie.ts).
 *
 * The sidebar and the language belong to the browser; the remembered site belongs to the user
 * who chose it (USER_BOUND_COOKIES): its value names that user, and it is read only for them, so
 * that another user signing in on the same browser never sees it. Whoever sees a session start
 * or end clears the user-bound cookies of anyone else (cookiesOfOtherUsers: the server when it
 * sets or clears the session cookie, the client when the session answers another user or 401).
 */
import { cookieValue } from './cookieValue';
import {
  LANGUAGE_COOKIE,
  LAST_SITE_COOKIE,
  SIDEBAR_COOKIE,
  type PreferenceCookie,
} from './cookies';

export interface LastSite {
  siteId?: number;
  organizationId?: number;
}

export interface Preferences {
  sidebarCollapsed: boolean;
  /** Only when read for the user the cookie names (parsePreferences' userId). */
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

/**
 * `userId.siteId.organizationId`: the user who chose the site, then the site and its
 * organization, either of these two possibly empty. Anything else (including the unbound
 * `siteId.organizationId` of earlier versions) is no remembered site.
 */
export function parseLastSite(
  value: string | undefined,
): { userId: number; site: LastSite } | undefined {
  const match = /^(\d+)\.(\d*)\.(\d*)$/.exec(value ?? '');
  const userId = id(match?.[1]);
  if (!match || userId === undefined) return undefined;
  const siteId = id(match[2]);
  const organizationId = id(match[3]);
  if (siteId === undefined && organizationId === undefined) return undefined;
  return {
    userId,
    site: {
      ...(siteId !== undefined ? { siteId } : {}),
      ...(organizationId !== undefined ? { organizationId } : {}),
    },
  };
}

export function formatLastSite(userId: number, site: LastSite): string {
  return `${userId}.${site.siteId ?? ''}.${site.organizationId ?? ''}`;
}

/**
 * The preferences in a Cookie header (or `document.cookie`), read for the signed-in user: the
 * remembered site only when it is theirs (none without a user).
 */
export function parsePreferences(cookies: string, userId?: number): Preferences {
  const remembered = parseLastSite(cookieValue(cookies, LAST_SITE_COOKIE));
  const lastSite =
    userId !== undefined && remembered?.userId === userId ? remembered.site : undefined;
  const language = languageTag(cookieValue(cookies, LANGUAGE_COOKIE));
  return {
    sidebarCollapsed: cookieValue(cookies, SIDEBAR_COOKIE) === 'collapsed',
    ...(lastSite ? { lastSite } : {}),
    ...(language ? { language } : {}),
  };
}

/** The cookies that belong to one user and must never be read for another. */
export const USER_BOUND_COOKIES = [LAST_SITE_COOKIE] as const satisfies readonly PreferenceCookie[];
export type UserBoundCookie = (typeof USER_BOUND_COOKIES)[number];

/** Whose each user-bound cookie is. */
const OWNER_OF: Readonly<
  Record<UserBoundCookie, (value: string | undefined) => number | undefined>
> = { [LAST_SITE_COOKIE]: (value) => parseLastSite(value)?.userId };

/**
 * The user-bound cookies in a Cookie header that are not `userId`'s: all of them when nobody is
 * signed in (undefined), and those of another user, or naming none, when someone is.
 */
export function cookiesOfOtherUsers(
  cookies: string,
  userId: number | undefined,
): UserBoundCookie[] {
  return USER_BOUND_COOKIES.filter(
    (name) =>
      hasCookie(cookies, name) &&
      (userId === undefined || OWNER_OF[name](cookieValue(cookies, name)) !== userId),
  );
}

/** Whether the header holds the cookie at all, whatever its value. */
function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.split('=')[0]?.trim() === name);
}

/**
 * The languages to fall back on for missing texts (only the current language's files
 * are fetched). A selectable language is complete — `lodestar validate` holds every offered
 * language to en — so it needs none; any other (a stale choice, a language whose folder is
 * gone) falls back to the default language.
 */
export function fallbackLanguages(
  language: string,
  complete: readonly string[],
  defaultLanguage: string,
): string[] {
  return language === defaultLanguage || complete.includes(language) ? [] : [defaultLanguage];
}
