/**
 * Stopping the server without dropping what clients already sent: on SIGTERM
 * under load, most requests of a burst used to end in a connection reset. Two causes, both in
 * closing at once (`app.close()` → Node's `server.close()`):
 * - the listening socket closed while the kernel still held connections it had completed but
 *   the process had not accepted yet (the listen backlog): closing it resets every one of them,
 *   requests included;
 * - `server.close()` destroys the connections that look idle, and a connection whose request is
 *   still in the socket's receive buffer looks idle: destroying it with unread data sends a
 *   reset too.
 *
 * So the drain goes in three steps, all within `graceMs` (SHUTDOWN_GRACE):
 * 1. Every request read from now on is served — the database is still open, and a load
 *    balancer may route here until it notices — with `Connection: close`, and the server keeps
 *    accepting until no new connection has arrived for `quietMs`: the backlog is emptied and
 *    what it held is answered (at most half the grace is spent so). Only a connection arriving
 *    in the instant between the last look and the close can still meet the kernel's reset.
 * 2. `app.close()`: the listening socket closes, idle connections are closed, requests still
 *    arriving on open connections are answered 503 with `Connection: close` (Fastify's
 *    return503OnClosing), and the requests under way finish. (One that began before step 1
 *    keeps its keep-alive answer; its connection then ends at KEEP_ALIVE_TIMEOUT, or earlier
 *    with a 503 if the client sends on it again.)
 * 3. At the bound, the connections still open are cut; the caller then closes the database.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** SHUTDOWN_GRACE: the drain is over within this many ms. */
  graceMs: number;
  /** The accept queue counts as empty after this many ms without a new connection. */
  quietMs?: number;
}

export interface DrainResult {
  /** Connections still open at the bound, closed without waiting for their answer. */
  cutConnections: number;
}

const DEFAULT_QUIET_MS = 200;

export async function drainServer(
  app: FastifyInstance,
  { graceMs, quietMs = DEFAULT_QUIET_MS }: DrainOptions,
): Promise<DrainResult> {
  const server = app.server;
  const started = Date.now();
  // Prepended, so the header is set before Fastify runs (it may answer synchronously).
  const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.prependListener('request', closeAfterAnswer);
  try {
    if (server.listening) {
      await acceptQueueEmptied(server, quietMs, started + graceMs / 2);
    }
    const closed = app.close();
    const left = started + graceMs - Date.now();
    if (await settlesWithin(closed, left)) return { cutConnections: 0 };
    const cutConnections = await openConnections(server);
    server.closeAllConnections();
    await closed;
    return { cutConnections };
  } finally {
    server.off('request', closeAfterAnswer);
  }
}

/**
 * Resolves once `quietMs` went by without a new connection, or at `latest` (epoch ms). Each
 * look is taken in a setImmediate, after the event loop's poll phase: connections the kernel
 * holds are accepted (and counted) before the decision, even when the loop was busy for
 * longer than `quietMs`.
 */
function acceptQueueEmptied(server: Server, quietMs: number, latest: number): Promise<void> {
  return new Promise((done) => {
    let arrived = 0;
    const onConnection = () => {
      arrived += 1;
    };
    server.on('connection', onConnection);
    const look = () =>
      setImmediate(() => {
        if (arrived === 0 || Date.now() >= latest) {
          server.off('connection', onConnection);
          done();
          return;
        }
        arrived = 0;
        setTimeout(look, quietMs);
      });
    setTimeout(look, quietMs);
  });
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise.then(() => true), bound]);
  } finally {
    clearTimeout(timer);
  }
}

function openConnections(server: Server): Promise<number> {
  return new Promise((done) => server.getConnections((error, count) => done(error ? 0 : count)));
}
