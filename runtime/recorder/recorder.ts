/**
 * The recorder: loaded by the tracking snippet (runtime/snippet) from our origin, after the
 * page's load and idle, only where the site records and this session is sampled in. Built by
 * scripts/buildRecorder.mjs into dist/recorder/recorder.js, served at /r/recorder.js.
 *
 * It records the page with rrweb (`@rrweb/record`) and sends what it recorded in chunks
 * (server/src/recordings/chunk.ts) to the recording ingest: every FLUSH_MS while the page is
 * open, gzip-compressed where the browser has CompressionStream, with `fetch` (no cookies, a
 * text/plain body: no preflight); and when the page is hidden or left, uncompressed with
 * `navigator.sendBeacon`, which compression could not wait for.
 *
 * What is captured (docs/recordings.md "What is captured"): the page's markup and its changes,
 * mouse movements (sampled), clicks, scrolls, window sizes, and inputs with their values masked
 * — every input, passwords among them, shows as asterisks; the text of elements marked
 * `data-lodestar-mask` (or every text, with the site's mask-all-text setting) is masked;
 * elements marked `data-lodestar-block` are not captured at all, a placeholder of their size
 * stands in; scripts and comments are left out; a page's address keeps no query. Errors of the
 * page are kept as events tagged `error`.
 *
 * Consent: a page dispatches `new CustomEvent('lodestar:recording', { detail: 'stop' })` on
 * `document` to stop (and the visitor's choice holds on the site's later pages), `'start'` to
 * record again.
 *
 * Like the snippet, it never throws into the host page and defines no global.
 */
import { record } from '@rrweb/record';
import type { eventWithTime } from '@rrweb/types';
import {
  CHUNK_KEY,
  CONSENT_EVENT,
  DECLINED_KEY,
  FLUSH_MS,
  MAX_LEAVING_BYTES,
  excluded,
  nextChunk,
  stoppedState,
  withoutQuery,
  type RecorderOptions,
} from './rules';

const META = 4;

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

async function gzip(text: string): Promise<Blob | string> {
  if (typeof CompressionStream !== 'function') return text;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).blob();
}

function start(options: RecorderOptions): void {
  const store = storage();
  let buffer: eventWithTime[] = [];
  let stopRecording: (() => void) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const chunkUrl = (): string | null => {
    const next = nextChunk(store?.getItem(CHUNK_KEY) ?? null, options.session);
    if (!next) return null;
    store?.setItem(CHUNK_KEY, next.store);
    return options.endpoint + next.seq;
  };

  const stop = () => {
    stopRecording?.();
    stopRecording = undefined;
    if (timer !== undefined) clearInterval(timer);
  };

  const flush = (leaving: boolean) => {
    if (buffer.length === 0) return;
    const events = buffer;
    buffer = [];
    const url = chunkUrl();
    if (!url) return stop();
    const json = JSON.stringify(events);
    if (leaving && json.length <= MAX_LEAVING_BYTES && navigator.sendBeacon) {
      navigator.sendBeacon(url, new Blob([json], { type: 'text/plain' }));
      return;
    }
    void gzip(json)
      .then((body) =>
        fetch(url, {
          method: 'POST',
          body,
          credentials: 'omit',
          keepalive: (typeof body === 'string' ? body.length : body.size) <= MAX_LEAVING_BYTES,
          headers: { 'content-type': 'text/plain' },
        }),
      )
      .then((answer) => answer.json())
      .then((answer: { record?: boolean }) => {
        if (answer.record === false) {
          store?.setItem(CHUNK_KEY, stoppedState(options.session));
          stop();
        }
      })
      .catch(() => undefined);
  };

  const begin = () => {
    if (stopRecording || excluded(location.href, options.excludedPages)) return;
    if (!nextChunk(store?.getItem(CHUNK_KEY) ?? null, options.session)) return;
    stopRecording = record({
      emit(event) {
        if (event.type === META) {
          const data = event.data as { href?: string };
          if (data.href) data.href = withoutQuery(data.href);
        }
        buffer.push(event);
      },
      maskAllInputs: true,
      maskInputOptions: { password: true },
      maskTextSelector: options.maskAllText ? '*' : '[data-lodestar-mask]',
      blockSelector: '[data-lodestar-block]',
      slimDOMOptions: { script: true, comment: true, headFavicon: true, headWhitespace: true },
      sampling: { mousemove: 50, scroll: 150, input: 'last' },
      recordCanvas: false,
      collectFonts: false,
    });
    timer = setInterval(() => flush(false), FLUSH_MS);
  };

  const onError = (message: unknown) => {
    if (stopRecording) record.addCustomEvent('error', { message: String(message).slice(0, 500) });
  };
  addEventListener('error', (event) => onError(event.message));
  addEventListener('unhandledrejection', (event) => onError(event.reason));
  addEventListener('pagehide', () => flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  document.addEventListener(CONSENT_EVENT, (event) => {
    const wish = (event as CustomEvent<unknown>).detail;
    if (wish === 'stop') {
      store?.setItem(DECLINED_KEY, '1');
      flush(true);
      stop();
    } else if (wish === 'start') {
      store?.removeItem(DECLINED_KEY);
      begin();
    }
  });
  if (store?.getItem(DECLINED_KEY) !== '1') begin();
}

try {
  const script = document.currentScript as HTMLScriptElement | null;
  start(JSON.parse(script?.dataset.lodestar ?? '') as RecorderOptions);
} catch {
  // Never into the host page.
}
