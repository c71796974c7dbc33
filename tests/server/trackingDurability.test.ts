/**
 * Durability of the tracking ingest ("kill -9 the server, restart: every event that was
 * acknowledged with 2xx is counted (0 lost)"). The real process (`node --import tsx
 * server/src/main.ts`, tests/server/mainProcess.ts) takes concurrent single-event and batch
 * posts; it is killed with SIGKILL while requests are in flight, started again on the same data
 * directory, and every event it had answered 202 must be in `tracking_events` — looked up one by
 * one (each event carries a session id of its own), not only counted. Three rounds, ~1 s of load
 * each; the bench (`BENCH_ONLY=tracking`) runs a larger one.
 *
 * Why it holds: each request is one SQLite transaction committed (WAL, synchronous=NORMAL)
 * before the answer is written; a killed process loses what the kernel has not been handed, and
 * a committed WAL frame has been. On PostgreSQL (TEST_DATABASE=postgres) the commit
 * is acknowledged by the database server before the answer, which the kill does not touch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase, type DatabaseLocation } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { freshDatabase, type TestDatabase } from '../postgres/testDatabase';
import { testPasswordHash } from './harness';
import { startingServers } from '../support/bounds';
import { mainEnv, startMainProcess, type MainProcess } from './mainProcess';

const ROUNDS = 3;
/** The kill comes once this many events are acknowledged (however long a busy machine takes). */
const ACKNOWLEDGED_BEFORE_KILL = 150;
/** After at least this long, so that writes are under way, not only starting. */
const LOAD_MS = 900;
const WORKERS = 12;

const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-durability-'));
let running: MainProcess | undefined;
let database: TestDatabase | undefined;
/** SQLite under dataDir, or the test's PostgreSQL database (set in the test). */
let where: DatabaseLocation = { dataDir };
afterAll(async () => {
  running?.child.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () =>
  (running = await startMainProcess(
    mainEnv(dataDir, {
      ...database?.env,
      SERVER_RENDER: 'off',
      RATE_LIMIT_TRACKING_PER_IP: '1000000/1m',
      RATE_LIMIT_TRACKING_PER_SITE: '1000000/1m',
      INGEST_BYTES_PER_IP: '1000000MiB/1m',
      INGEST_BYTES_PER_SITE: '1000000MiB/1m',
      TRACKING_NEW_SESSIONS_PER_IP: '1000000/1m',
      TRACKING_NEW_SESSIONS_PER_VISITOR: '1000000/1m',
    }),
  ));

/** Every event starts its own session: each is a row of its own, looked up after the kill. */
function trackingEvent(session: string) {
  return {
    type: 'session-start',
    session,
    visitor: 'visitorDurable1',
    newVisitor: false,
    url: 'https://shop.example.com/durable',
    at: Date.now(),
  };
}

/**
 * Posts until `stop` resolves; returns the session ids of the events answered 202 with them
 * accepted. Workers alternate between single events and batches of 5.
 */
async function load(
  url: string,
  siteId: number,
  round: number,
  stop: Promise<void>,
  acknowledged: string[] = [],
) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let errors = 0;
  const worker = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const batch = n % 2 === 1;
      const keys = Array.from({ length: batch ? 5 : 1 }, (_, i) => `r${round}w${w}n${n}e${i}`);
      const path = `/api/v1/sites/${siteId}/tracking-events${batch ? '/batch' : ''}`;
      const body = batch ? { events: keys.map(trackingEvent) } : trackingEvent(keys[0] as string);
      try {
        const response = await fetch(url + path, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { accepted?: number };
        if (response.status === 202 && answer.accepted === keys.length) acknowledged.push(...keys);
      } catch {
        errors++; // the process died under this request: not acknowledged
        if (stopped) return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return { acknowledged, errors };
}

describe('kill -9 under ingest load', () => {
  it(
    'loses no acknowledged event, round after round',
    async () => {
      database = await freshDatabase();
      where = { dataDir, databaseUrl: database.url };
      const db = openDatabase(where);
      await migrateToLatest(db);
      const owner = await seedPersona(db, {
        email: 'durable@example.com',
        passwordHash: await testPasswordHash(),
        organizations: [{ name: 'Durable', sites: [{ name: 'Durable site', lastDataAt: null }] }],
      });
      await db.destroy();
      const siteId = owner.organizations[0]!.sites[0]!.id;

      const summary: string[] = [];
      let totalAcknowledged = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        const server = await start();
        let kill: () => void = () => undefined;
        const killed = new Promise<void>((done) => (kill = done));
        // The writers go on until the process is gone: requests are in flight when it dies. It
        // dies once enough events are acknowledged: a state, not a speed.
        const acknowledged: string[] = [];
        const started = Date.now();
        const timer = setInterval(() => {
          if (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL || Date.now() - started < LOAD_MS) {
            return;
          }
          clearInterval(timer);
          server.child.kill('SIGKILL');
          void server.exited.then(kill);
        }, 20);
        const { errors } = await load(server.url, siteId, round, killed, acknowledged);
        clearInterval(timer);
        expect(await server.exited).toBeNull(); // ended by the signal, no exit code
        totalAcknowledged += acknowledged.length;
        summary.push(
          `round ${round}: ${acknowledged.length} acknowledged, ${errors} failed (cut or refused)`,
        );
        expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

        // Restarted on the same data directory: every acknowledged event is there.
        const again = await start();
        const reader = openDatabase(where);
        try {
          const rows = await reader
            .selectFrom('tracking_events')
            .select('session_key')
            .where('session_key', 'like', `r${round}w%`)
            .execute();
          const stored = new Set(rows.map((row) => row.session_key));
          const lost = acknowledged.filter((key) => !stored.has(key));
          expect(lost, `round ${round}: acknowledged but lost`).toEqual([]);
          // At most the requests cut mid-answer were stored without being acknowledged.
          expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
          const check = await reader
            .selectFrom('sites')
            .select('last_data_at')
            .where('id', '=', siteId)
            .executeTakeFirstOrThrow();
          expect(check.last_data_at).not.toBeNull();
        } finally {
          await reader.destroy();
        }
        expect(await again.stop('SIGTERM')).toBe(0);
        running = undefined;
      }
      const reader = openDatabase(where);
      const total = await reader
        .selectFrom('tracking_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await reader.destroy();
      expect(Number(total.n)).toBeGreaterThanOrEqual(totalAcknowledged);
      console.log(`durability: ${summary.join('; ')}; 0 lost`);
    },
    startingServers(2 * ROUNDS),
  );
});
