/**
 * Recording ingest benchmarks (`BENCH_ONLY=recordings`): figures printed next to their target and
 * floors measured in the same run, nothing asserted. The server from source on a fresh data
 * directory (`node --import tsx server/src/main.ts`), its request limits and byte budgets out of
 * reach, autocannon on loopback.
 *
 * - Ingest under load: 20 connections for 10 s posting ~20 KB gzip chunks over 200 recorded
 *   sessions (each request the next chunk number of its session); chunks/s, p99, errors, every
 *   acknowledged chunk found in the database afterwards, and the bytes stored against the raw
 *   JSON. The floors: the same autocannon against `GET /api/v1/settings`, and the blob store
 *   alone writing the same chunks one after another in this process.
 * - kill -9 after 3 s of 20 writers, restart, every acknowledged chunk's row and blob looked up.
 *
 * The chunks are synthetic rrweb events (DOM additions of product-like text and attribute noise,
 * mouse moves, clicks), built so that gzip leaves about a fifth of them, as it does of real
 * recordings; the stored-to-raw ratio of real pages is measured with the recorder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { migrateToLatest } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open';
import { chunkKey, fileBlobStore } from '../server/src/recordings/blobStore';
import { seedPersona } from '../server/src/seed/persona';
import { mainEnv, startMainProcess, type MainProcess } from '../tests/server/mainProcess';
import { buildRecorder, RECORDER_BUDGET_GZIP } from '../scripts/buildRecorder.mjs';
import { buildSnippet, SNIPPET_BUDGET_GZIP } from '../scripts/buildSnippet.mjs';
import { killUnderLoad } from './killUnderLoad';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_RECORDING_SECONDS ?? 10);
const SESSIONS = 200;
const OPEN_LIMITS = {
  RATE_LIMIT_TRACKING_PER_IP: '100000000/1m',
  RATE_LIMIT_TRACKING_PER_SITE: '100000000/1m',
  TRACKING_NEW_SESSIONS_PER_IP: '100000000/1m',
  RATE_LIMIT_RECORDING_PER_IP: '100000000/1m',
  RATE_LIMIT_RECORDING_PER_SITE: '100000000/1m',
  RECORDING_BYTES_PER_IP: '1000000MiB/1m',
  RECORDING_BYTES_PER_SITE: '1000000MiB/1m',
};

function line(figure: string, measured: string, target: string): void {
  console.log(`${figure.padEnd(58)} ${measured.padEnd(46)} ${target}`);
}

/** A deterministic generator, so that every run posts the same chunks. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS =
  'shoe jacket cotton size blue red summer sale price free delivery return basket add wishlist review star colour black white linen wool leather classic slim regular new'.split(
    ' ',
  );

/** One chunk's events: DOM additions with text and ids, mouse moves and a few clicks. */
function syntheticEvents(seed: number, at: number) {
  const next = random(seed);
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const events: unknown[] = [];
  let id = Math.floor(next() * 100_000);
  for (let i = 0; i < 60; i++) {
    const adds = Array.from({ length: 12 }, () => ({
      parentId: Math.floor(next() * 5000),
      nextId: null,
      node: {
        type: 2,
        tagName: next() < 0.5 ? 'div' : 'span',
        attributes: {
          class: `${word()}-${Math.floor(next() * 999)} card`,
          'data-sku': Math.floor(next() * 1e8).toString(36),
        },
        childNodes: [{ type: 3, textContent: `${word()} ${word()} ${word()}`, id: ++id }],
        id: ++id,
      },
    }));
    events.push({
      type: 3,
      timestamp: at + i * 50,
      data: { source: 0, adds, removes: [], texts: [], attributes: [] },
    });
    events.push({
      type: 3,
      timestamp: at + i * 50 + 20,
      data: {
        source: 1,
        positions: [
          { x: Math.floor(next() * 1280), y: Math.floor(next() * 800), id, timeOffset: 0 },
        ],
      },
    });
    if (i % 15 === 0) {
      events.push({
        type: 3,
        timestamp: at + i * 50 + 30,
        data: { source: 2, type: 2, id, x: 40, y: 40 },
      });
    }
  }
  return events;
}

interface Chunk {
  raw: number;
  body: Buffer;
}

function chunks(count: number): Chunk[] {
  return Array.from({ length: count }, (_, i) => {
    const json = JSON.stringify(syntheticEvents(i + 1, Date.now() + i * 10_000));
    return { raw: Buffer.byteLength(json), body: gzipSync(json) };
  });
}

async function seeded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-recordings-'));
  const db = openDatabase(dataDir);
  await migrateToLatest(db);
  const owner = await seedPersona(db, {
    email: 'bench@example.com',
    password: 'bench-password',
    // Business: a daily recording allowance far above what the run starts.
    organizations: [{ name: 'Bench', sites: [{ name: 'Bench shop', plan: 'business' }] }],
  });
  await db.destroy();
  return { dataDir, siteId: owner.organizations[0]!.sites[0]!.id };
}

const start = (dataDir: string, clientDir: string) =>
  startMainProcess(
    mainEnv(dataDir, { SERVER_RENDER: 'off', CLIENT_DIR: clientDir, ...OPEN_LIMITS }),
  );

async function startSessions(url: string, siteId: number, prefix: string, count: number) {
  for (let first = 0; first < count; first += 100) {
    const events = Array.from({ length: Math.min(100, count - first) }, (_, i) => ({
      type: 'session-start',
      session: `${prefix}${String(first + i).padStart(6, '0')}`,
      visitor: `visitor${prefix}${first + i}`,
      newVisitor: true,
      url: 'https://shop.example.com/',
      at: Date.now(),
    }));
    const answer = await fetch(`${url}/api/v1/sites/${siteId}/tracking-events/batch`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ events }),
    });
    if (answer.status !== 202) throw new Error(`starting the bench sessions: ${answer.status}`);
  }
}

async function storedFigures(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    const row = await db
      .selectFrom('recording_chunks')
      .select((eb) => [
        eb.fn.countAll<number>().as('chunks'),
        eb.fn.sum<number>('stored_bytes').as('stored'),
        eb.fn.sum<number>('raw_bytes').as('raw'),
      ])
      .executeTakeFirstOrThrow();
    return { chunks: Number(row.chunks), stored: Number(row.stored), raw: Number(row.raw) };
  } finally {
    await db.destroy();
  }
}

async function blobFloor(sample: Chunk[]): Promise<number> {
  const root = mkdtempSync(join(tmpdir(), 'lodestar-bench-blobs-'));
  try {
    const store = fileBlobStore(root);
    const began = performance.now();
    let n = 0;
    while (performance.now() - began < 3000) {
      await store.put(
        chunkKey(1, `floorsession${n % SESSIONS}`, n),
        sample[n % sample.length]!.body,
      );
      n++;
    }
    return n / ((performance.now() - began) / 1000);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function ingestLoad(server: MainProcess, dataDir: string, siteId: number, sample: Chunk[]) {
  const floor = await autocannon({
    url: `${server.url}/api/v1/settings`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  line(
    `floor: GET /api/v1/settings (${CONNECTIONS} conns, ${SECONDS} s)`,
    `${floor.requests.average.toFixed(0)} req/s, p99 ${floor.latency.p99} ms`,
    '',
  );
  line(
    'floor: the blob store alone, chunks written one by one',
    `${(await blobFloor(sample)).toFixed(0)} chunks/s`,
    '',
  );

  await startSessions(server.url, siteId, 'benchrec', SESSIONS);
  const seqs = new Array<number>(SESSIONS).fill(0);
  let n = 0;
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const session = n++ % SESSIONS;
          const seq = seqs[session]!++;
          return {
            ...request,
            path: `/api/v1/sites/${siteId}/recordings/benchrec${String(session).padStart(6, '0')}/chunks/${seq}`,
            headers: { 'content-type': 'text/plain' },
            body: sample[(session + seq) % sample.length]!.body,
          };
        },
      },
    ],
  });
  const stored = await storedFigures(dataDir);
  const meanKb = sample.reduce((sum, c) => sum + c.body.length, 0) / sample.length / 1024;
  line(
    `ingest, ~${meanKb.toFixed(0)} KB chunks (${CONNECTIONS} conns, ${SECONDS} s)`,
    `${result.requests.average.toFixed(0)} chunks/s, p99 ${result.latency.p99} ms, ` +
      `${result.errors + result.timeouts + result.non2xx} errors`,
    '≥ 200 chunks/s',
  );
  line(
    '  acknowledged (202) vs stored',
    `${result['2xx']} vs ${stored.chunks}${stored.chunks >= result['2xx'] ? ' — none lost' : ' — LOST'}`,
    'every acknowledged chunk stored',
  );
  line(
    '  bytes stored / raw JSON (synthetic chunks)',
    `${((100 * stored.stored) / stored.raw).toFixed(1)} % (${(stored.stored / 1e6).toFixed(1)} of ${(stored.raw / 1e6).toFixed(1)} MB)`,
    '≤ 30 %',
  );
}

/** 20 writers for `ms`, SIGKILL, restart, every acknowledged chunk's row and blob looked up. */
async function durabilityRound(
  dataDir: string,
  clientDir: string,
  siteId: number,
  sample: Chunk[],
  ms: number,
) {
  const server = await start(dataDir, clientDir);
  const prefix = `kill${Date.now().toString(36)}`;
  await startSessions(server.url, siteId, prefix, 20);
  const acknowledged: [session: string, seq: number][] = [];
  const { cut } = await killUnderLoad(server, ms, async (w, seq) => {
    const session = `${prefix}${String(w).padStart(6, '0')}`;
    const answer = await fetch(
      `${server.url}/api/v1/sites/${siteId}/recordings/${session}/chunks/${seq}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: new Uint8Array(sample[seq % sample.length]!.body),
      },
    );
    const result = (await answer.json()) as { outcome?: string };
    if (answer.status === 202 && result.outcome === 'stored') acknowledged.push([session, seq]);
  });
  const again = await start(dataDir, clientDir);
  const db = openDatabase(dataDir);
  const blobs = fileBlobStore(join(dataDir, 'recordings'));
  let lost = 0;
  try {
    const rows = await db
      .selectFrom('recording_chunks')
      .innerJoin('recordings', 'recordings.id', 'recording_chunks.recording_id')
      .select(['recordings.session_key', 'recording_chunks.seq'])
      .where('recordings.session_key', 'like', `${prefix}%`)
      .execute();
    const stored = new Set(rows.map((row) => `${row.session_key} ${row.seq}`));
    for (const [session, seq] of acknowledged) {
      const blob = await blobs.get(chunkKey(siteId, session, seq));
      if (!stored.has(`${session} ${seq}`) || !blob?.equals(sample[seq % sample.length]!.body))
        lost++;
    }
  } finally {
    await db.destroy();
    await again.stop('SIGTERM');
  }
  return { acknowledged: acknowledged.length, lost, cut };
}

export async function runRecordingBenchmarks(): Promise<void> {
  console.log('\nLodestar recording benchmarks\n');
  const recorder = await buildRecorder();
  line(
    'recorder (dist/recorder/recorder.js), gzip -9',
    `${recorder.gzipBytes} B (${recorder.bytes} B raw)`,
    `≤ ${RECORDER_BUDGET_GZIP} B, loaded only where capture is on`,
  );
  const snippet = await buildSnippet();
  line(
    'snippet, with the recorder loader, gzip -9',
    `${snippet.gzipBytes} B`,
    `≤ ${SNIPPET_BUDGET_GZIP} B`,
  );
  const sample = chunks(40);
  const { dataDir, siteId } = await seeded();
  const clientDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-noclient-'));
  let server: MainProcess | undefined;
  try {
    server = await start(dataDir, clientDir);
    await ingestLoad(server, dataDir, siteId, sample);
    await server.stop('SIGTERM');
    server = undefined;
    const round = await durabilityRound(dataDir, clientDir, siteId, sample, 3000);
    line(
      'kill -9 after 3 s of 20 writers, restart',
      `${round.acknowledged} acknowledged, ${round.lost} lost (${round.cut} requests cut)`,
      '0 lost',
    );
  } finally {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
}
