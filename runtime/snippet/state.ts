/**
 * The pure rules of the tracking snippet (the entry is snippet.ts), kept apart so that
 * the unit tests run them without a browser (tests/snippet/state.test.ts). Everything here is
 * bundled into the snippet, so it stays small: no library, no classes.
 *
 * Ids: the anonymous visitor id (kept for good in the customer site's localStorage) and the
 * session id (kept with the time of the visitor's last activity) are 24 hex digits, 96 random
 * bits from Math.random: they need to be unique, not secret (anyone who can run script on the
 * page can read them from storage anyway), and Math.random costs nothing on the host page's main
 * thread, where crypto.getRandomValues' first use costs ~0.1 ms (bench/tracking.bench.ts). V8
 * seeds it per page from a secure source. A session ends
 * after 30 minutes without activity (a heartbeat counts: a visible tab keeps its session).
 * A visitor is new for the whole of the session in which its id was made.
 */

/**
 * The one localStorage key: `<visitor id>.<session id>.<last activity, epoch ms>.<1 new | 0>`.
 * One key, so that a page view costs one read and one write (the first read of a page is a
 * synchronous round trip to the browser process: the snippet's largest cost, bench/).
 */
export const STORAGE_KEY = '_lodestar';
/** A session without activity for this long is over; the next event starts a new one. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Heartbeats while the tab is visible. */
export const HEARTBEAT_MS = 15_000;
/** The ingest's limit on a page URL (manifests/schemas/tracking.yaml). */
export const MAX_URL = 2048;
/** The ingest's limits on a session-start's referrer and viewport width (same schema). */
export const MAX_REFERRER = 1024;
export const MAX_VIEWPORT = 20_000;

export interface SessionState {
  id: string;
  /** The visitor had no id when this session started. */
  fresh: boolean;
  /** Epoch ms of the last event sent. */
  last: number;
}

const ID = /^[\w-]{8,64}$/;

export function isId(text: unknown): text is string {
  return typeof text === 'string' && ID.test(text);
}

/** 24 hex digits: three draws of 32 bits from `random` (Math.random). */
export function newId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 3; i++) id += ((random() * 2 ** 32) >>> 0).toString(16).padStart(8, '0');
  return id;
}

/** The stored session, or null when there is none, it is malformed, or it has been idle too long. */
export function readSession(text: string | null, now: number): SessionState | null {
  const [id, last, fresh] = (text || '').split('.');
  const at = Number(last);
  if (!isId(id) || !(at > 0) || now - at > SESSION_IDLE_MS) return null;
  return { id, fresh: fresh === '1', last: at };
}

export function writeSession(state: SessionState): string {
  return `${state.id}.${state.last}.${state.fresh ? 1 : 0}`;
}

export interface Stored {
  visitor: string | null;
  session: SessionState | null;
}

/** The stored visitor and session (each null when absent, malformed, or the session is over). */
export function readStored(text: string | null, now: number): Stored {
  const at = (text || '').indexOf('.');
  const visitor = at < 0 ? text : (text as string).slice(0, at);
  if (!isId(visitor)) return { visitor: null, session: null };
  return { visitor, session: at < 0 ? null : readSession((text as string).slice(at + 1), now) };
}

export function writeStored(visitor: string, session: SessionState): string {
  return `${visitor}.${writeSession(session)}`;
}

/**
 * Where the snippet at `src` posts: `<origin>/t/<siteId>.js` → the batch ingest of that site at
 * the same origin (the customer pasted our server's address; contracts/tracking.ts snippetPath).
 */
export function ingestUrl(src: string | undefined): string | null {
  const match = /^(https?:\/\/[^/?#]+)\/t\/(\d{1,12})\.js(?:[?#]|$)/.exec(src || '');
  return match ? `${match[1]}/api/v1/sites/${match[2]}/tracking-events/batch` : null;
}

/** The language tag when the ingest accepts it (a malformed one would cost the whole event). */
export function languageTag(language: unknown): string | undefined {
  return typeof language === 'string' &&
    language.length <= 35 &&
    /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language)
    ? language
    : undefined;
}

/** The page URL as the ingest takes it: http(s) only (else null: nothing is sent), ≤ 2,048. */
export function pageUrl(href: string): string | null {
  return /^https?:\/\//.test(href) ? href.slice(0, MAX_URL) : null;
}

/** What a new session tells besides its page: where the visit came from and how wide it is. */
export interface SessionFacts {
  referrer?: string;
  viewport?: number;
}

/**
 * The referrer (document.referrer, when there is one; cut to the ingest's limit: the server keeps
 * its host and path only) and the window's width in CSS pixels, within the ingest's bounds
 * (a value out of them would cost the whole event).
 */
export function sessionFacts(referrer: unknown, width: unknown): SessionFacts {
  const facts: SessionFacts = {};
  if (typeof referrer == 'string' && referrer) facts.referrer = referrer.slice(0, MAX_REFERRER);
  if (typeof width == 'number' && width >= 0)
    facts.viewport = Math.min(MAX_VIEWPORT, Math.round(width));
  return facts;
}
