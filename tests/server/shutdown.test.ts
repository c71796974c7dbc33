/**
 * Graceful shutdown of the real process (`node --import tsx server/src/main.ts`,
 * server/src/http/gracefulShutdown.ts): every request a client has already sent when SIGTERM
 * arrives gets an HTTP answer — served (200 / 202), or 503 with `Connection: close` — none is
 * reset, what was answered 202 is in the database, and the process exits 0.
 *
 * "Already sent" is made certain rather than likely: the process is paused (SIGSTOP) while the
 * burst is written, so the kernel completes the TCP handshakes into the listen backlog and
 * buffers the requests — on fresh connections and on idle keep-alive ones — which is what a
 * loaded server has queued when the signal comes. SIGTERM then SIGCONT deliver the signal with
 * all of it waiting. Loopback only; the burst and every wait are bounded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open';
import { freshDatabase, type TestDatabase } from '../postgres/testDatabase';
import { startingServers } from '../support/bounds';
import { mainEnv, startMainProcess } from './mainProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-shutdown-'));
/** The test's PostgreSQL database with TEST_DATABASE=postgres; SQLite otherwise. */
let database: TestDatabase | undefined;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const startMain = () =>
  startMainProcess(mainEnv(dataDir, { ...database?.env, SERVER_RENDER: 'off' }));

/** What became of one request: its status, or the error code the client saw. */
type Outcome = { status: number; connection: string | undefined } | { error: string };

interface Sent {
  /** Resolves once the request has been handed to the kernel (the client's `finish`). */
  written: Promise<void>;
  outcome: Promise<Outcome>;
}

function send(url: string, agent: Agent, index: number): Sent {
  const post = index % 2 === 1;
  const body = post ? JSON.stringify({ name: 'shutdown burst', properties: { index } }) : '';
  let markWritten: () => void = () => undefined;
  const written = new Promise<void>((done) => (markWritten = done));
  const outcome = new Promise<Outcome>((done) => {
    const req = request(
      `${url}${post ? '/api/v1/events' : '/api/v1/settings'}`,
      {
        agent,
        method: post ? 'POST' : 'GET',
        headers: post ? { 'content-type': 'application/json' } : {},
      },
      (res: IncomingMessage) => {
        res.resume();
        res.once('end', () =>
          done({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
        res.once('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? 'error' }));
      },
    );
    req.once('finish', markWritten);
    req.once('error', (error: NodeJS.ErrnoException) => {
      markWritten();
      done({ error: error.code ?? error.message });
    });
    req.end(body);
  });
  return { written, outcome };
}

function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = 'error' in o ? o.error : String(o.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Connections the paused server's listen backlog can hold (Node asks for 511, the kernel caps
 * it at net.core.somaxconn): beyond it the kernel drops the handshakes until the process runs.
 */
function freshBurst(): number {
  let somaxconn = 128;
  try {
    somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8')) || somaxconn;
  } catch {
    // not Linux: the historical default
  }
  return Math.min(224, somaxconn - 8);
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
    }),
  ]);
}

describe('SIGTERM under load', () => {
  it(
    'answers every request already sent (none reset), stores what it accepted, exits 0',
    async () => {
      const main = await startMain();
      const pid = main.child.pid!;
      // Several keep-alive connections, warmed up so they sit idle in the pool, plus a fresh
      // connection per request for the rest of the burst.
      const keepAlive = new Agent({ keepAlive: true, maxSockets: 16 });
      const fresh = new Agent({ keepAlive: false, maxSockets: Infinity });
      try {
        const warmUp = Array.from({ length: 16 }, (_, i) => send(main.url, keepAlive, 2 * i));
        for (const { outcome } of warmUp) expect(await outcome).toMatchObject({ status: 200 });

        process.kill(pid, 'SIGSTOP');
        const onKeepAlive = Array.from({ length: 16 }, (_, i) => send(main.url, keepAlive, i));
        const onFresh = Array.from({ length: freshBurst() }, (_, i) => send(main.url, fresh, i));
        const burst = [...onKeepAlive, ...onFresh];
        await within(
          Promise.all(burst.map(({ written }) => written)),
          15_000,
          'writing the burst to the paused server',
        );
        process.kill(pid, 'SIGTERM');
        process.kill(pid, 'SIGCONT');

        const outcomes = await within(
          Promise.all(burst.map(({ outcome }) => outcome)),
          25_000,
          'answers to the burst',
        );
        const exitCode = await within(main.exited, 25_000, 'the process exiting');

        const counts = tally(outcomes);
        console.log(`SIGTERM with a burst of ${burst.length} waiting:`, counts);

        const errors = outcomes.filter((o) => 'error' in o).length;
        expect(errors, `errors in ${JSON.stringify(counts)}`).toBe(0);
        for (const o of outcomes) {
          if ('status' in o) expect([200, 202, 503]).toContain(o.status);
        }
        // A 503 tells the client the connection is not reused.
        for (const o of outcomes) {
          if ('status' in o && o.status === 503) expect(o.connection).toBe('close');
        }
        expect(exitCode, main.output()).toBe(0);
        expect(main.output()).toContain('shutting down');

        // Every event answered 202 was written before the database closed.
        const db = openDatabase({ dataDir, databaseUrl: database?.url });
        try {
          const stored = await db
            .selectFrom('product_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('name', '=', 'shutdown burst')
            .executeTakeFirstOrThrow();
          expect(Number(stored.n)).toBe(counts['202'] ?? 0);
        } finally {
          await db.destroy();
        }
      } finally {
        keepAlive.destroy();
        fresh.destroy();
        if (main.child.exitCode === null && main.child.signalCode === null) {
          process.kill(pid, 'SIGCONT');
          main.child.kill('SIGKILL');
        }
      }
    },
    startingServers(1),
  );

  it(
    'answers or refuses, never resets, a stream of requests it is serving',
    async () => {
      const main = await startMain();
      // More requests than connections: the client queues the rest and, as the draining server
      // closes each connection after its answer, opens new ones — accepted until the server
      // stops listening, refused (ECONNREFUSED, nothing sent) after.
      const agent = new Agent({ keepAlive: true, maxSockets: 8 });
      try {
        const stream = Array.from({ length: 320 }, (_, i) => send(main.url, agent, i));
        let answered = 0;
        await within(
          new Promise<void>((done) => {
            for (const { outcome } of stream) {
              void outcome.then(() => {
                answered += 1;
                if (answered === 40) done();
              });
            }
          }),
          15_000,
          'the first 40 answers',
        );
        main.child.kill('SIGTERM');
        const outcomes = await within(
          Promise.all(stream.map(({ outcome }) => outcome)),
          25_000,
          'answers to the stream',
        );
        const exitCode = await within(main.exited, 25_000, 'the process exiting');
        const counts = tally(outcomes);
        console.log(`SIGTERM while serving ${stream.length}:`, counts);

        const errors = outcomes.filter((o) => 'error' in o && o.error !== 'ECONNREFUSED').length;
        expect(errors, `errors in ${JSON.stringify(counts)}`).toBe(0);
        for (const o of outcomes) {
          if ('status' in o) expect([200, 202, 503]).toContain(o.status);
        }
        expect(exitCode, main.output()).toBe(0);
      } finally {
        agent.destroy();
        if (main.child.exitCode === null && main.child.signalCode === null) {
          main.child.kill('SIGKILL');
        }
      }
    },
    startingServers(1),
  );
});
