/**
 * The tracking snippet (product.md#states-and-transitions "Tracking code"): the script a customer pastes into
 * every page of their site as `<script async src="<app>/t/<siteId>.js"></script>`
 * (contracts/tracking.ts snippetTag). Built by scripts/buildSnippet.mjs into
 * dist/snippet/lodestar.js (≤ 2 KB gzip) and served by server/src/pages/snippetScript.ts.
 *
 * What it does, after the page has loaded and the browser is idle (never before: it must not
 * compete with the host page's own loading):
 * - keeps an anonymous visitor id and a session id in the site's localStorage, one key (state.ts;
 *   in memory when storage is refused: every page is then a new session);
 * - sends `session-start` (a new session, with the page's referrer and the window's width: where
 *   the visit came from and on what) and `page-view`; a `heartbeat` every 15 s while the tab
 *   is visible, or a `page-view` when the address changed since (single-page apps); `session-end`
 *   when the page is left (pagehide), and a `page-view` again when it comes back from the
 *   back/forward cache;
 * - posts each batch to the ingest of its own origin (state.ts ingestUrl) with
 *   `fetch(keepalive, credentials: 'omit')` and a text/plain body (no preflight, no cookies), or
 *   `navigator.sendBeacon` when the page is being left or fetch is missing;
 * - reads the site's capture settings (cached by the browser for five minutes) and, where the site
 *   records and this session is sampled in, loads the recorder (runtime/recorder) from its own
 *   origin; elsewhere it loads nothing more.
 *
 * It never throws into the host page: every entry point (the top level, each listener, the
 * timer) runs inside `guard`, and a failed request is ignored. It defines no global.
 */
import {
  HEARTBEAT_MS,
  STORAGE_KEY,
  ingestUrl,
  languageTag,
  newId,
  pageUrl,
  readStored,
  sessionFacts,
  writeStored,
  type SessionState,
} from './state';
import { RECORDER_PATH } from '../../contracts/tracking';
import type { CaptureConfig } from '../../generated/types';
import { sampledIn } from '../rules/recordings/sampling';

type EventType = 'session-start' | 'page-view' | 'heartbeat' | 'session-end';

const guard =
  <A extends unknown[]>(run: (...args: A) => void) =>
  (...args: A): void => {
    try {
      run(...args);
    } catch {
      // Never into the host page.
    }
  };

function start(endpoint: string): void {
  const memory: Record<string, string> = {};
  const read = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return memory[key] ?? null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      localStorage.setItem(key, value);
    } catch {
      memory[key] = value;
    }
  };
  const id = () => newId(Math.random);

  const stored = readStored(read(STORAGE_KEY), Date.now()).visitor;
  // A visitor without an id is new for the whole session its id is made in.
  let fresh = !stored;
  const visitorId = stored || id();
  let lastUrl = '';
  // The referrer belongs to this page load: a session started later in the same tab (after 30
  // idle minutes) did not come from it.
  let referrer = document.referrer;

  /** Sends the events; the session they belong to (none when the page is not http(s)). */
  const send = (types: EventType[], leaving?: boolean): string | undefined => {
    const url = pageUrl(location.href);
    if (!url) return;
    const now = Date.now();
    // Read again at every send: another tab of the site may have moved the session on.
    let session: SessionState | null = readStored(read(STORAGE_KEY), now).session;
    let facts = {};
    if (!session) {
      // Leaving after 30 idle minutes: that session is over already, nothing to end.
      if (types[0] === 'session-end') return;
      session = { id: id(), fresh, last: now };
      types.unshift('session-start');
      facts = sessionFacts(referrer, window.innerWidth);
    }
    referrer = '';
    fresh = false;
    session.last = now;
    write(STORAGE_KEY, writeStored(visitorId, session));
    lastUrl = url;
    const language = languageTag(navigator.language);
    const body = JSON.stringify({
      events: types.map((type) => ({
        type,
        session: session.id,
        visitor: visitorId,
        newVisitor: session.fresh,
        url,
        ...(language ? { language } : {}),
        ...(type === 'session-start' ? facts : {}),
        at: now,
      })),
    });
    if (!((leaving || !window.fetch) && navigator.sendBeacon?.(endpoint, body))) {
      fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
        () => undefined,
      );
    }
    return session.id;
  };

  const beat = guard(() => {
    if (document.visibilityState !== 'visible') return;
    send([pageUrl(location.href) === lastUrl ? 'heartbeat' : 'page-view']);
  });
  const session = send(['page-view']);
  setInterval(beat, HEARTBEAT_MS);
  document.addEventListener('visibilitychange', beat);
  addEventListener(
    'pagehide',
    guard(() => send(['session-end'], true)),
  );
  addEventListener(
    'pageshow',
    guard((event: PageTransitionEvent) => {
      if (event.persisted) send(['page-view']);
    }),
  );
  // Last: whatever it meets, the tracking above is set up.
  if (session) guard(loadRecorder)(endpoint, session);
}

/**
 * Where the site records this session (its capture settings, runtime/rules/recordings sampling),
 * the recorder (runtime/recorder) is loaded from our origin, told what to mask; elsewhere nothing
 * more is loaded. A page that declines recording tells the recorder (its consent event).
 */
function loadRecorder(endpoint: string, session: string): void {
  const site = endpoint.replace(/tracking-events\/batch$/, '');
  fetch(`${site}capture-config`, { credentials: 'omit' })
    .then((answer) => answer.json())
    .then(({ recording }: CaptureConfig) => {
      if (!recording.capture || !sampledIn(session, recording.samplePercent)) return;
      const script = document.createElement('script');
      script.src = site.replace(/\/api\/v1\/sites\/\d+\/$/, RECORDER_PATH);
      script.dataset.lodestar = JSON.stringify({
        endpoint: `${site}recordings/${session}/chunks/`,
        session,
        maskAllText: recording.maskAllText,
        excludedPages: recording.excludedPages,
      });
      document.head.appendChild(script);
    })
    .catch(() => undefined);
}

guard(() => {
  const endpoint = ingestUrl((document.currentScript as HTMLScriptElement | null)?.src);
  if (!endpoint) return;
  const begin = guard(() => start(endpoint));
  const later = guard(() => {
    if (typeof requestIdleCallback == 'function') requestIdleCallback(begin, { timeout: 3000 });
    else setTimeout(begin, 1);
  });
  if (document.readyState === 'complete') later();
  else addEventListener('load', later);
})();
