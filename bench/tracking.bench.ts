/**
 * Tracking benchmarks (`BENCH_ONLY=tracking`): figures printed next to
 * their target and a floor measured in the same run, nothing asserted. No client build needed:
 * the server runs from source (`node --import tsx server/src/main.ts`, what `npm run dev:server`
 * runs; `npm start` runs the same code bundled) on a throw-away data directory.
 *
 * - Ingest under load (autocannon, 20 connections, 10 s, loopback, rate limits out of reach):
 *   single-event requests and batches of 20, events/s, p99, errors, and every acknowledged event
 *   counted in the database afterwards; the floor: the same autocannon against
 *   `GET /api/v1/settings` of the same server.
 * - A larger kill -9 round: 20 writers for 3 s, SIGKILL, restart on the same data directory,
 *   every event answered 202 looked up (the test suite runs a small one,
 *   tests/server/trackingDurability.test.ts).
 * - The snippet's size, gzip -9 (target ≤ 2 KB).
 * - The snippet's main-thread work per page view in headless Chromium (on a site that records
 *   nothing: the snippet alone): a customer page on
 *   another port with the tag, traced (devtools.timeline), summing the script's evaluation and
 *   every callback it runs (load, idle, its request) up to its first post being answered;
 *   median of BENCH_LOADS fresh visitors, then of their next page in the same tab. The floors:
 *   the same page with an empty async script, with one that only reads localStorage, and with
 *   one that only sends one beacon (the least any snippet that reports anything does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Browser, Page } from 'playwright-core';
import { migrateToLatest } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open';
import { seedPersona } from '../server/src/seed/persona';
import { buildSnippet, SNIPPET_BUDGET_GZIP } from '../scripts/buildSnippet.mjs';
import { launchBrowser } from '../tests/e2e/browser';
import { mainEnv, startMainProcess, type MainProcess } from '../tests/server/mainProcess';
import { killUnderLoad } from './killUnderLoad';
import { median } from './stats';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_TRACKING_SECONDS ?? 10);
const BATCH = 20;
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
// One load generator is one address: the per-address limits and budgets are lifted to
// measure the ingest itself (the budgets' own cost stays: they still count).
const OPEN_LIMITS = {
  RATE_LIMIT_TRACKING_PER_IP: '100000000/1m',
  RATE_LIMIT_TRACKING_PER_SITE: '100000000/1m',
  INGEST_BYTES_PER_IP: '1000000MiB/1m',
  INGEST_BYTES_PER_SITE: '1000000MiB/1m',
  TRACKING_NEW_SESSIONS_PER_IP: '100000000/1m',
  TRACKING_NEW_SESSIONS_PER_VISITOR: '100000000/1m',
};

interface Load {
  rps: number;
  p99: number;
  ok: number;
  errors: number;
  byStatus: Record<string, number>;
}

async function cannon(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const byStatus: Record<string, number> = {};
  for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
    byStatus[status] = count;
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
    byStatus,
  };
}

const SESSION_POOL = 2000;

/** Starts the pool's sessions (a session exists once its session-start is stored). */
async function startSessionPool(url: string, siteId: number): Promise<void> {
  for (let first = 0; first < SESSION_POOL; first += 100) {
    const events = Array.from({ length: 100 }, (_, i) => ({
      ...trackingEvent(),
      type: 'session-start',
      session: `benchsession${first + i}`,
      visitor: `benchvisitor${first + i}`,
    }));
    const response = await fetch(`${url}/api/v1/sites/${siteId}/tracking-events/batch`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ events }),
    });
    if (response.status !== 202) throw new Error(`starting the bench sessions: ${response.status}`);
  }
}

let sessionCounter = 0;
/** Events over a pool of 2,000 sessions: mostly updates of a live session, as in production. */
function trackingEvent() {
  const n = sessionCounter++;
  return {
    type: n % 4 === 0 ? 'page-view' : 'heartbeat',
    session: `benchsession${n % SESSION_POOL}`,
    visitor: `benchvisitor${n % SESSION_POOL}`,
    newVisitor: false,
    url: `https://shop.example.com/page/${n % 50}`,
    language: 'de-DE',
    at: Date.now(),
  };
}

async function countEvents(dataDir: string): Promise<number> {
  const db = openDatabase(dataDir);
  try {
    const row = await db
      .selectFrom('tracking_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

async function countSessions(dataDir: string, siteId: number): Promise<number> {
  const db = openDatabase(dataDir);
  try {
    const row = await db
      .selectFrom('visitor_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .where('session_key', 'not like', 'benchsession%')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

async function seededDataDir(): Promise<{ dataDir: string; siteId: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-tracking-'));
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  const owner = await seedPersona(db, {
    email: 'bench@example.com',
    password: 'bench-password',
    organizations: [{ name: 'Bench', sites: [{ name: 'Bench shop', lastDataAt: null }] }],
  });
  const siteId = owner.organizations[0]!.sites[0]!.id;
  // The snippet's own cost is measured here: the site records nothing, so the snippet loads no
  // recorder (the recorder's cost is measured with the recordings, BENCH_ONLY=recordings).
  await db
    .insertInto('recording_settings')
    .values({
      site_id: siteId,
      capture: 0,
      mask_all_text: 0,
      sample_percent: 100,
      excluded_pages: '[]',
      updated_at: 0,
    })
    .execute();
  await db.destroy();
  return { dataDir, siteId };
}

const start = (dataDir: string, clientDir: string) =>
  startMainProcess(
    mainEnv(dataDir, { SERVER_RENDER: 'off', CLIENT_DIR: clientDir, ...OPEN_LIMITS }),
  );

function line(figure: string, measured: string, target: string): void {
  console.log(`${figure.padEnd(58)} ${measured.padEnd(44)} ${target}`);
}

async function ingestLoad(server: MainProcess, dataDir: string, siteId: number) {
  const floor = await cannon({ url: `${server.url}/api/v1/settings` });
  line(
    `floor: GET /api/v1/settings (${CONNECTIONS} conns, ${SECONDS} s)`,
    `${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms, ${floor.errors} errors`,
    '',
  );

  await startSessionPool(server.url, siteId);
  const before = await countEvents(dataDir);
  const single = await cannon({
    url: `${server.url}/api/v1/sites/${siteId}/tracking-events`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, body: JSON.stringify(trackingEvent()) }),
      },
    ],
  });
  const afterSingle = await countEvents(dataDir);
  line(
    `ingest, one event per request (${CONNECTIONS} conns, ${SECONDS} s)`,
    `${single.rps.toFixed(0)} events/s (${(single.rps / floor.rps).toFixed(2)}× floor), ` +
      `p99 ${single.p99} ms, ${single.errors} errors`,
    '≥ 5,000 events/s, p99 ≤ 20 ms, 0 errors',
  );
  line(
    '  acknowledged (202) vs stored',
    `${single.ok} vs ${afterSingle - before}${afterSingle - before >= single.ok ? ' — none lost' : ' — LOST'}`,
    'every acknowledged event counted',
  );

  const batched = await cannon({
    url: `${server.url}/api/v1/sites/${siteId}/tracking-events/batch`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ events: Array.from({ length: BATCH }, trackingEvent) }),
        }),
      },
    ],
  });
  const afterBatch = await countEvents(dataDir);
  line(
    `ingest, batches of ${BATCH} (${CONNECTIONS} conns, ${SECONDS} s)`,
    `${(batched.rps * BATCH).toFixed(0)} events/s (${batched.rps.toFixed(0)} req/s), ` +
      `p99 ${batched.p99} ms, ${batched.errors} errors`,
    '≥ 5,000 events/s, p99 ≤ 20 ms, 0 errors',
  );
  line(
    '  acknowledged (202) vs stored',
    `${batched.ok * BATCH} vs ${afterBatch - afterSingle}` +
      `${afterBatch - afterSingle >= batched.ok * BATCH ? ' — none lost' : ' — LOST'}`,
    'every acknowledged event counted',
  );
}

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';

/** 20 writers for `ms`, SIGKILL, restart, look every acknowledged event up. */
async function durabilityRound(dataDir: string, clientDir: string, siteId: number, ms: number) {
  const server = await start(dataDir, clientDir);
  const acknowledged: string[] = [];
  const round = Date.now().toString(36);
  const { cut } = await killUnderLoad(server, ms, async (w, n) => {
    const size = n % 2 ? 10 : 1;
    const keys = Array.from({ length: size }, (_, i) => `k${round}w${w}n${n}e${i}`);
    const events = keys.map((session) => ({ ...trackingEvent(), type: 'session-start', session }));
    const response = await fetch(
      `${server.url}/api/v1/sites/${siteId}/tracking-events${size > 1 ? '/batch' : ''}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(size > 1 ? { events } : events[0]),
      },
    );
    const answer = (await response.json()) as { accepted?: number };
    if (response.status === 202 && answer.accepted === size) acknowledged.push(...keys);
  });
  const again = await start(dataDir, clientDir);
  const db = openDatabase(dataDir);
  let lost = 0;
  try {
    const rows = await db
      .selectFrom('tracking_events')
      .select('session_key')
      .where('session_key', 'like', `k${round}w%`)
      .execute();
    const stored = new Set(rows.map((row) => row.session_key));
    lost = acknowledged.filter((key) => !stored.has(key)).length;
  } finally {
    await db.destroy();
    await again.stop('SIGTERM');
  }
  return { acknowledged: acknowledged.length, lost, cut };
}

/**
 * A customer site on another port: `/` with the snippet's tag; `/floor`, `/storage` and `/beacon`
 * with the floors' scripts.
 */
function customerSite(appUrl: string, siteId: number): Promise<{ url: string; server: Server }> {
  const page = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>` +
    `<script async src="${script}"></script></head><body><h1>Shop</h1>` +
    `<p>${'Some product text. '.repeat(50)}</p></body></html>`;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/floor.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('/* an async script that does nothing */');
      return;
    }
    if (path === '/beacon.js') {
      // What any snippet that sends anything pays: one sendBeacon, nothing read or kept.
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(
        `addEventListener("load",()=>requestIdleCallback(()=>navigator.sendBeacon(${JSON.stringify(
          `${appUrl}/api/v1/sites/${siteId}/tracking-events/batch`,
        )},"{}")))`,
      );
      return;
    }
    if (path === '/storage.js') {
      // What any snippet that keeps ids in the site's storage pays: one localStorage read.
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(
        'addEventListener("load",()=>requestIdleCallback(()=>{try{localStorage.getItem("x")}catch(e){}}))',
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const script =
      path === '/floor'
        ? '/floor.js'
        : path === '/storage' || path === '/beacon'
          ? `${path}.js`
          : `${appUrl}/t/${siteId}.js`;
    response.end(page(script));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ url: `http://localhost:${port}`, server });
    }),
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string } };
}

/**
 * Main-thread time of the script at `url`: its evaluation (compile included) and every function
 * call whose script is it (listeners, timers, idle and promise callbacks), outer events only.
 */
function scriptTime(events: TraceEvent[], url: string): number {
  const mine = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'EvaluateScript' ||
          e.name === 'FunctionCall' ||
          e.name === 'v8.compile' ||
          e.name === 'v8.produceCache') &&
        e.args?.data?.url === url,
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -1;
  let tid = -1;
  for (const e of mine) {
    if (e.tid === tid && e.ts < end) continue; // nested in one already counted
    total += (e.dur ?? 0) / 1000;
    end = e.ts + (e.dur ?? 0);
    tid = e.tid;
  }
  return total;
}

/**
 * Per fresh visitor (a new browser context), two measures in separate loads: the traced time of
 * the script (scriptTime), and the page's whole `ScriptDuration` (CDP Performance metrics,
 * JavaScript run on the main thread, no tracing overhead) — on these pages the script is the only
 * JavaScript, so the difference to the floor page is its cost. The traced load is followed by a
 * second page view in the same tab (`tracedNext`): the visitor's next page, where the browser
 * has the site's storage at hand already.
 */
async function mainThreadWork(
  browser: Browser,
  pageUrl: string,
  scriptUrl: string,
  waitFor?: RegExp,
): Promise<{ traced: number[]; tracedNext: number[]; scriptDuration: number[] }> {
  const traced: number[] = [];
  const tracedNext: number[] = [];
  const scriptDuration: number[] = [];
  const view = async (page: Page, url: string) => {
    const posted = waitFor
      ? page.waitForResponse((response) => waitFor.test(response.url()), { timeout: 10_000 })
      : undefined;
    await page.goto(url, { waitUntil: 'load' });
    await posted;
    await page.waitForTimeout(200);
  };
  const tracedView = async (page: Page, url: string) => {
    // The timeline only: the v8 and disabled-by-default categories slow what they trace.
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await view(page, url);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return scriptTime(trace.traceEvents, scriptUrl);
  };
  for (const mode of ['trace', 'metrics'] as const) {
    for (let i = 0; i < LOADS + 1; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (mode === 'trace') {
        const first = await tracedView(page, pageUrl);
        const next = await tracedView(page, `${pageUrl}?next`);
        if (i > 0) {
          // The first visitor warms up.
          traced.push(first);
          tracedNext.push(next);
        }
      } else {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await view(page, pageUrl);
        const { metrics } = (await cdp.send('Performance.getMetrics')) as {
          metrics: { name: string; value: number }[];
        };
        const seconds = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
        if (i > 0) scriptDuration.push(seconds * 1000);
      }
      await context.close();
    }
  }
  return { traced, tracedNext, scriptDuration };
}

export async function runTrackingBenchmarks(): Promise<void> {
  console.log('\nLodestar tracking benchmarks\n');
  const { code, bytes, gzipBytes } = await buildSnippet();
  line(
    'snippet size (dist/snippet/lodestar.js), gzip -9',
    `${gzipBytes} B (${bytes} B raw)`,
    `≤ ${SNIPPET_BUDGET_GZIP} B`,
  );
  void code;

  const { dataDir, siteId } = await seededDataDir();
  const clientDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-noclient-'));
  let server: MainProcess | undefined;
  try {
    server = await start(dataDir, clientDir);
    await ingestLoad(server, dataDir, siteId);

    const site = await customerSite(server.url, siteId);
    const browser = await launchBrowser();
    try {
      const snippetUrl = `${server.url}/t/${siteId}.js`;
      const snippet = await mainThreadWork(browser, `${site.url}/`, snippetUrl, /tracking-events/);
      const floor = await mainThreadWork(browser, `${site.url}/floor`, `${site.url}/floor.js`);
      const storage = await mainThreadWork(
        browser,
        `${site.url}/storage`,
        `${site.url}/storage.js`,
      );
      const beacon = await mainThreadWork(browser, `${site.url}/beacon`, `${site.url}/beacon.js`);
      const range = (values: number[]) =>
        `${median(values).toFixed(2)} ms (${Math.min(...values).toFixed(2)}–` +
        `${Math.max(...values).toFixed(2)})`;
      /** The three floors' medians of one measure, on one line. */
      const floors = (measure: keyof typeof floor) =>
        line(
          '  floors: an empty async script / one that only reads localStorage / one sendBeacon',
          [floor, storage, beacon].map((w) => `${median(w[measure]).toFixed(2)} ms`).join(' / '),
          '',
        );
      line(
        `snippet main-thread work per page view, traced (median of ${LOADS})`,
        range(snippet.traced),
        '≤ 1 ms',
      );
      floors('traced');
      line(
        `  the visitor's next page in the same tab (median of ${LOADS})`,
        range(snippet.tracedNext),
        '≤ 1 ms',
      );
      floors('tracedNext');
      line(
        `page ScriptDuration with the snippet (median of ${LOADS})`,
        range(snippet.scriptDuration),
        '≤ 1 ms over the floor',
      );
      floors('scriptDuration');
      const sessions = await countSessions(dataDir, siteId);
      line('  sessions stored from these page loads', String(sessions), '');
    } finally {
      await browser.close();
      site.server.close();
    }
    await server.stop('SIGTERM');
    server = undefined;

    const round = await durabilityRound(dataDir, clientDir, siteId, 3000);
    line(
      'kill -9 after 3 s of 20 writers, restart',
      `${round.acknowledged} acknowledged, ${round.lost} lost (${round.cut} requests cut or refused)`,
      '0 lost',
    );
  } finally {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
}
