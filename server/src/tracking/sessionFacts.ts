/**
 * What a session's first request says about where the visit came from, read from its
 * `session-start` event (the snippet sends the referrer and window width with it only):
 *
 * - referrer: host and path of the referring page, never its query or fragment (search terms,
 *   tokens), cut to 512 characters; its domain is the host lowercased, without port and without a
 *   leading `www.`. A page of the site's own domain (the same host as the page, `www.` or not)
 *   is no referrer: the visitor came from the site itself.
 * - UTM source, medium and campaign: from the query of the page the session starts on, as sent
 *   (the stored page address drops the query: tracking/pages.ts), trimmed and cut to 128
 *   characters; empty is none.
 * - viewport: the class of the window width (runtime/rules/tracking/viewport.ts).
 * - language: the primary subtag of the browser's language, lowercased (`pt-BR` → `pt`); from
 *   any event, like the country.
 */
import { viewportClass } from '../../../runtime/rules/tracking/viewport';
import { cutText } from './pages';

export const MAX_REFERRER_URL = 512;
export const MAX_UTM = 128;

export interface StartFacts {
  referrer_url: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  viewport: string | null;
}

export const NO_START_FACTS: Readonly<StartFacts> = Object.freeze({
  referrer_url: null,
  referrer_domain: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  viewport: null,
});

/** scheme://, an optional user name, the host (with port), the path. */
const ADDRESS = /^[A-Za-z][A-Za-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]+)([^?#]*)/;

/** The host without port and leading `www.`, lowercased; null when the address has none. */
export function domainOf(url: string): string | null {
  const host = ADDRESS.exec(url)?.[1]?.toLowerCase();
  if (!host) return null;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.replace(/^www\./, '') || null;
}

export interface Referrer {
  url: string;
  domain: string;
}

/** The referrer to keep, or null: none, not an address, or a page of the same site. */
export function referrerOf(referrer: string | undefined, pageUrl: string): Referrer | null {
  if (!referrer) return null;
  const parts = ADDRESS.exec(referrer);
  const domain = domainOf(referrer);
  if (!parts || !domain || domain === domainOf(pageUrl)) return null;
  return { url: cutText(parts[1]!.toLowerCase() + parts[2]!, MAX_REFERRER_URL), domain };
}

/** A UTM value as kept: trimmed, at most 128 characters, null when empty. */
function utmValue(value: string | null): string | null {
  const kept = cutText((value ?? '').trim(), MAX_UTM).trim();
  return kept || null;
}

export interface Utm {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

export function utmOf(url: string): Utm {
  const end = url.indexOf('#');
  const address = end < 0 ? url : url.slice(0, end);
  const start = address.indexOf('?');
  if (start < 0) return { utm_source: null, utm_medium: null, utm_campaign: null };
  // Malformed escapes become U+FFFD, as a browser reads them.
  const query = new URLSearchParams(address.slice(start + 1));
  return {
    utm_source: utmValue(query.get('utm_source')),
    utm_medium: utmValue(query.get('utm_medium')),
    utm_campaign: utmValue(query.get('utm_campaign')),
  };
}

/** `pt-BR` → `pt`; null without a language. */
export function primaryLanguage(tag: string | undefined): string | null {
  return tag ? tag.split(/[-_]/)[0]!.toLowerCase() || null : null;
}

/** The facts of a session-start event (its page as sent, before the query is dropped). */
export function startFacts(event: {
  url: string;
  referrer?: string;
  viewport?: number;
}): StartFacts {
  const referrer = referrerOf(event.referrer, event.url);
  return {
    referrer_url: referrer?.url ?? null,
    referrer_domain: referrer?.domain ?? null,
    ...utmOf(event.url),
    viewport: event.viewport === undefined ? null : viewportClass(event.viewport),
  };
}
