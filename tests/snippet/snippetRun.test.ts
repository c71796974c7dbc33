/**
 * The built tracking snippet (scripts/buildSnippet.mjs → what /t/{siteId}.js serves), run in a
 * Node vm against a stand-in of the browser objects it touches: when it starts (after load and
 * idle, never before), what it sends and how (fetch keepalive without credentials, text/plain;
 * sendBeacon when the page is left), the visitor and session kept in storage (new vs
 * returning, the 30-minute idle end), heartbeats only while visible — and that it throws nothing
 * into the host page and defines no global, whatever the page breaks. Its size budget too.
 * Chromium runs it for real in the bench (bench/tracking.bench.ts).
 */
import { createContext, runInContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, SNIPPET_BUDGET_GZIP } from '../../scripts/buildSnippet.mjs';

let code = '';
let gzipBytes = 0;
beforeAll(async () => {
  ({ code, gzipBytes } = await buildSnippet());
});

interface Sent {
  via: 'fetch' | 'beacon';
  url: string;
  init?: RequestInit;
  events: {
    type: string;
    session: string;
    visitor: string;
    newVisitor: boolean;
    url: string;
    referrer?: string;
    viewport?: number;
  }[];
}

type Listener = (event?: unknown) => void;

/** A page with the snippet's tag: its window, document, storage, network and clock. */
function page(options: {
  storage?: Map<string, string>;
  now?: number;
  src?: string | null;
  readyState?: string;
  breakEverything?: boolean;
  referrer?: string;
  innerWidth?: number;
  /** The site's capture settings (GET …/capture-config); default: it records nothing. */
  recording?: { capture: boolean; samplePercent: number };
}) {
  const storage = options.storage ?? new Map<string, string>();
  const sent: Sent[] = [];
  const configReads: string[] = [];
  const scripts: { src?: string; dataset: Record<string, string> }[] = [];
  const listeners: Record<string, Listener[]> = {};
  const docListeners: Record<string, Listener[]> = {};
  const timers: { fn: () => void; every?: number; at: number }[] = [];
  const idle: (() => void)[] = [];
  const state = { now: options.now ?? 1_800_000_000_000, href: 'https://shop.example.com/' };
  const broken = options.breakEverything === true;
  const fail = () => {
    throw new Error('the page broke this');
  };
  const document = {
    currentScript:
      options.src === null ? null : { src: options.src ?? 'https://app.example.com/t/42.js' },
    readyState: options.readyState ?? 'complete',
    referrer: options.referrer ?? '',
    visibilityState: 'visible',
    addEventListener: (type: string, fn: Listener) => (docListeners[type] ??= []).push(fn),
    createElement: () => ({ dataset: {} }),
    head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
  };
  const globals: Record<string, unknown> = {
    document,
    location: {
      get href() {
        return broken ? fail() : state.href;
      },
    },
    navigator: {
      language: 'de-DE',
      sendBeacon: (url: string, body: string) => {
        if (broken) fail();
        sent.push({ via: 'beacon', url, events: JSON.parse(body).events });
        return true;
      },
    },
    get localStorage() {
      if (broken) fail();
      return {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      };
    },
    fetch: (url: string, init?: RequestInit) => {
      if (broken) fail();
      if (!init?.method) {
        configReads.push(url);
        const recording = {
          capture: false,
          samplePercent: 100,
          maskAllText: false,
          excludedPages: [],
          ...options.recording,
        };
        return Promise.resolve({ json: () => Promise.resolve({ recording }) });
      }
      sent.push({ via: 'fetch', url, init, events: JSON.parse(String(init.body)).events });
      return Promise.resolve({ status: 202 });
    },
    addEventListener: (type: string, fn: Listener) => (listeners[type] ??= []).push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, at: state.now + ms }),
    setInterval: (fn: () => void, ms: number) => timers.push({ fn, every: ms, at: state.now + ms }),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
  };
  if (options.innerWidth !== undefined) globals.innerWidth = options.innerWidth;
  const context = createContext(globals);
  globals.window = context;
  // The page's clock is the test's: Date.now inside the sandbox reads `state.now`.
  (context as { __now: () => number }).__now = () => state.now;
  runInContext('Date.now = () => __now();', context);
  if (broken) runInContext('Math.random = () => { throw new Error("broken"); };', context);
  const before = new Set(Object.keys(context));
  return {
    sent,
    configReads,
    scripts,
    storage,
    document,
    run: () => runInContext(code, context),
    fire: (type: string, event?: unknown) => listeners[type]?.forEach((fn) => fn(event)),
    fireDocument: (type: string) => docListeners[type]?.forEach((fn) => fn()),
    idle: () => idle.splice(0).forEach((fn) => fn()),
    /** Moves the clock, running the timers that fall due. */
    advance(ms: number) {
      const end = state.now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        state.now = next.at;
        if (next.every) next.at += next.every;
        else timers.splice(timers.indexOf(next), 1);
        next.fn();
      }
      state.now = end;
    },
    navigate: (href: string) => (state.href = href),
    newGlobals: () => Object.keys(context).filter((key) => !before.has(key)),
  };
}

describe('the built snippet', () => {
  it(`is at most ${SNIPPET_BUDGET_GZIP} bytes gzip -9`, () => {
    expect(gzipBytes).toBeLessThanOrEqual(SNIPPET_BUDGET_GZIP);
    expect(code.startsWith('/*! Lodestar tracking v1 */')).toBe(true);
  });

  it('waits for load and idle, then sends session start and page view without credentials', () => {
    const tab = page({ readyState: 'loading' });
    tab.run();
    expect(tab.sent).toEqual([]);
    tab.fire('load');
    expect(tab.sent).toEqual([]); // still waiting for the browser to be idle
    tab.idle();
    expect(tab.sent).toHaveLength(1);
    const [first] = tab.sent as [Sent];
    expect(first.via).toBe('fetch');
    expect(first.url).toBe('https://app.example.com/api/v1/sites/42/tracking-events/batch');
    expect(first.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(first.init?.headers).toBeUndefined(); // a string body goes as text/plain: no preflight
    expect(first.events.map((e) => e.type)).toEqual(['session-start', 'page-view']);
    expect(first.events[0]).toMatchObject({
      newVisitor: true,
      url: 'https://shop.example.com/',
      language: 'de-DE',
      at: 1_800_000_000_000,
    });
    expect(first.events[0]?.session).toMatch(/^[0-9a-f]{24}$/);
    expect(tab.storage.get('_lodestar')).toBe(
      `${first.events[0]?.visitor}.${first.events[0]?.session}.1800000000000.1`,
    );
    expect(tab.newGlobals()).toEqual([]);
  });

  it('tells the referrer and the viewport width with the session start only, once per load', () => {
    const referrer = 'https://www.google.com/search?q=shoes';
    const tab = page({ referrer, innerWidth: 1280.4 });
    tab.run();
    tab.idle();
    const [start, view] = (tab.sent[0] as Sent).events;
    expect(start).toMatchObject({ type: 'session-start', referrer, viewport: 1280 });
    expect(view).not.toHaveProperty('referrer');
    expect(view).not.toHaveProperty('viewport');
    // A new session later in the same tab did not come from that referrer.
    tab.advance(31 * 60_000);
    tab.document.visibilityState = 'hidden';
    tab.advance(31 * 60_000);
    tab.document.visibilityState = 'visible';
    tab.fireDocument('visibilitychange');
    const restart = (tab.sent.at(-1) as Sent).events[0];
    expect(restart).toMatchObject({ type: 'session-start', viewport: 1280 });
    expect(restart).not.toHaveProperty('referrer');
    // No referrer (typed address, bookmark): none sent.
    const direct = page({ innerWidth: 390 });
    direct.run();
    direct.idle();
    expect((direct.sent[0] as Sent).events[0]).not.toHaveProperty('referrer');
  });

  it('beats every 15 s while visible, sends a page view when the address changed', () => {
    const tab = page({});
    tab.run();
    tab.idle();
    tab.advance(15_000);
    expect(tab.sent.at(-1)?.events.map((e) => e.type)).toEqual(['heartbeat']);
    tab.document.visibilityState = 'hidden';
    tab.fireDocument('visibilitychange');
    tab.advance(60_000);
    expect(tab.sent).toHaveLength(2);
    tab.document.visibilityState = 'visible';
    tab.navigate('https://shop.example.com/cart');
    tab.fireDocument('visibilitychange');
    expect(tab.sent.at(-1)?.events).toEqual([
      expect.objectContaining({ type: 'page-view', url: 'https://shop.example.com/cart' }),
    ]);
  });

  it('ends the session with a beacon when the page is left, and comes back from bfcache', () => {
    const tab = page({});
    tab.run();
    tab.idle();
    tab.fire('pagehide');
    const end = tab.sent.at(-1) as Sent;
    expect(end.via).toBe('beacon');
    expect(end.events.map((e) => e.type)).toEqual(['session-end']);
    tab.fire('pageshow', { persisted: true });
    expect(tab.sent.at(-1)?.events.map((e) => e.type)).toEqual(['page-view']);
  });

  it('keeps visitor and session across pages; a new session after 30 idle minutes', () => {
    const storage = new Map<string, string>();
    const first = page({ storage });
    first.run();
    first.idle();
    const [start] = (first.sent[0] as Sent).events;
    const second = page({ storage, now: 1_800_000_000_000 + 60_000 });
    second.run();
    second.idle();
    expect((second.sent[0] as Sent).events).toEqual([
      expect.objectContaining({
        type: 'page-view',
        session: start?.session,
        visitor: start?.visitor,
        newVisitor: true, // still the session in which the visitor was new
      }),
    ]);
    const later = page({ storage, now: 1_800_000_000_000 + 60_000 + 31 * 60_000 });
    later.run();
    later.idle();
    const events = (later.sent[0] as Sent).events;
    expect(events.map((e) => e.type)).toEqual(['session-start', 'page-view']);
    expect(events[0]?.session).not.toBe(start?.session);
    expect(events[0]).toMatchObject({ visitor: start?.visitor, newVisitor: false });
  });

  it('loads the recorder from its own origin where the site records this session, told what to mask', async () => {
    const tab = page({ recording: { capture: true, samplePercent: 100 } });
    tab.run();
    tab.idle();
    expect(tab.configReads).toEqual(['https://app.example.com/api/v1/sites/42/capture-config']);
    await new Promise((done) => setTimeout(done, 0));
    expect(tab.scripts).toHaveLength(1);
    const [script] = tab.scripts;
    const session = (tab.sent[0] as Sent).events[0]!.session;
    expect(script!.src).toBe('https://app.example.com/r/recorder.js');
    expect(JSON.parse(script!.dataset.lodestar!)).toEqual({
      endpoint: `https://app.example.com/api/v1/sites/42/recordings/${session}/chunks/`,
      session,
      maskAllText: false,
      excludedPages: [],
    });
    // The tracking went on being set up: heartbeats.
    tab.advance(15_000);
    expect(tab.sent.at(-1)?.events.map((e) => e.type)).toEqual(['heartbeat']);
  });

  it.each([
    ['capture is off', { capture: false, samplePercent: 100 }],
    ['no session is sampled in', { capture: true, samplePercent: 0 }],
  ])('loads nothing more where %s', async (_, recording) => {
    const tab = page({ recording });
    tab.run();
    tab.idle();
    await new Promise((done) => setTimeout(done, 0));
    expect(tab.configReads).toHaveLength(1);
    expect(tab.scripts).toEqual([]);
  });

  it('does nothing without its own script tag or on a non-http page', () => {
    const orphan = page({ src: null });
    orphan.run();
    orphan.idle();
    expect(orphan.sent).toEqual([]);
    const local = page({});
    local.navigate('file:///home/me/index.html');
    local.run();
    local.idle();
    local.advance(30_000);
    expect(local.sent).toEqual([]);
  });

  it('never throws into the host page, whatever breaks, and defines no global', () => {
    const tab = page({ breakEverything: true, readyState: 'loading' });
    expect(() => {
      tab.run();
      tab.fire('load');
      tab.idle();
      tab.advance(60_000);
      tab.fireDocument('visibilitychange');
      tab.fire('pagehide');
      tab.fire('pageshow', { persisted: true });
    }).not.toThrow();
    expect(tab.newGlobals()).toEqual([]);
  });
});
