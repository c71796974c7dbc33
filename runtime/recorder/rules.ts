/**
 * The pure rules of the recorder (the entry is recorder.ts), kept apart so that the unit tests
 * run them without a browser (tests/recorder/rules.test.ts).
 */

/** A rule over a page's address, without its query (manifests/schemas/recordings.yaml PageRule). */
export interface PageRule {
  match: 'exact' | 'starts-with' | 'contains';
  value: string;
}

/** What the snippet hands the recorder, on its script element (`data-lodestar`). */
export interface RecorderOptions {
  /** `<origin>/api/v1/sites/<site>/recordings/<session>/chunks/`: a chunk's number is added. */
  endpoint: string;
  session: string;
  maskAllText: boolean;
  excludedPages: PageRule[];
}

/** Chunks go every few seconds while the page is open, and when it is hidden or left. */
export const FLUSH_MS = 5000;
/** What sendBeacon and a keepalive fetch may carry (the browsers' 64 KiB, with room). */
export const MAX_LEAVING_BYTES = 60_000;
/** The next chunk number of the session (`<session>.<n>`), or that it stopped (`<session>.x`). */
export const CHUNK_KEY = '_lodestar_rec';
/** Set while the page's visitor declined recording (the consent event), on every page. */
export const DECLINED_KEY = '_lodestar_norec';
/** What a page dispatches on `document`: `detail` 'stop' or 'start' (docs/recordings.md). */
export const CONSENT_EVENT = 'lodestar:recording';

/** The address without query and fragment: a query may carry tokens or e-mail addresses. */
export function withoutQuery(href: string): string {
  return href.replace(/[?#][\s\S]*$/, '');
}

export function excluded(href: string, rules: readonly PageRule[]): boolean {
  const page = withoutQuery(href);
  return rules.some(
    ({ match, value }) =>
      (match === 'exact' && page === value) ||
      (match === 'starts-with' && page.startsWith(value)) ||
      (match === 'contains' && page.includes(value)),
  );
}

/**
 * The chunk number to use now, from the stored state, and the state to store. The count goes on
 * across the pages of one session and starts again at 0 with a new one; null when the server
 * told this session's recorder to stop.
 */
export function nextChunk(
  stored: string | null,
  session: string,
): { seq: number; store: string } | null {
  const [owner, count] = (stored ?? '').split('.');
  if (owner === session && count === 'x') return null;
  const seq = owner === session && /^\d+$/.test(count ?? '') ? Number(count) : 0;
  return { seq, store: `${session}.${seq + 1}` };
}

export function stoppedState(session: string): string {
  return `${session}.x`;
}
