/**
 * drainServer (server/src/http/gracefulShutdown.ts) on a listening app, over real sockets: a
 * request under way when the drain starts is answered; one on a new connection while the
 * accept queue is emptied is served with `Connection: close`; one arriving on an open
 * connection after the listening socket closed is answered 503 with `Connection: close`; and
 * a request stuck past the grace is cut.
 * tests/server/shutdown.test.ts covers the real process under SIGTERM.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../../server/src/handlers';
import { getSettings } from '../../server/src/handlers/settings';
import { drainServer } from '../../server/src/http/gracefulShutdown';
import { startServer, type TestServer } from './harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A settings handler whose first call waits until `release` (later calls answer at once). */
function heldSettings() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  let entered: () => void = () => undefined;
  const started = new Promise<void>((done) => (entered = done));
  let calls = 0;
  const held: typeof getSettings = async (request, context) => {
    calls += 1;
    if (calls === 1) {
      entered();
      await released;
    }
    return getSettings(request, context);
  };
  return { getSettings: held, started, release };
}

/** A raw HTTP/1.1 connection that reads one answer at a time. */
async function connection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  await new Promise((done, fail) => socket.once('connect', done).once('error', fail));
  let buffered = '';
  let waiting: (() => void) | undefined;
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    waiting?.();
  });
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  socket.once('close', () => waiting?.());
  const host = new URL(url).host;
  return {
    socket,
    closed,
    send(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    },
    /** The next whole answer's head and body (settings answers carry Content-Length). */
    async answer(): Promise<{ status: number; connection: string | undefined }> {
      for (let round = 0; round < 1000; round += 1) {
        const head = buffered.indexOf('\r\n\r\n');
        if (head !== -1) {
          const headers = buffered.slice(0, head);
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1] ?? 0);
          if (Buffer.byteLength(buffered.slice(head + 4)) >= length) {
            buffered = buffered.slice(head + 4 + length);
            return {
              status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]),
              connection: /\r\nconnection: ([^\r]+)/i.exec(headers)?.[1]?.toLowerCase(),
            };
          }
        }
        if (socket.destroyed) throw new Error(`closed without an answer: ${buffered}`);
        await new Promise<void>((done) => (waiting = done));
      }
      throw new Error('no answer');
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 2_000; attempt += 1) {
    if (condition()) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`${what}: not within 20 s`);
}

describe('drainServer', () => {
  it('answers what is under way, serves the accept queue, then 503s late requests', async () => {
    const held = heldSettings();
    server = await startServer({ handlers: { ...handlers, getSettings: held.getSettings } });
    const busy = await connection(server.url);
    busy.send('/api/v1/settings');
    await held.started;

    const drained = drainServer(server.app, { graceMs: 5_000, quietMs: 100 });
    // Still accepting while the accept queue empties: served, and told not to come back.
    const late = await connection(server.url);
    late.send('/api/v1/settings');
    expect(await late.answer()).toEqual({ status: 200, connection: 'close' });
    await late.closed;

    await until(() => !server!.app.server.listening, 'the listening socket closing');
    held.release();
    expect((await busy.answer()).status).toBe(200);
    // The next request on the same connection comes after the close: 503, connection closed.
    busy.send('/api/v1/settings');
    expect(await busy.answer()).toEqual({ status: 503, connection: 'close' });
    await busy.closed;
    expect(await drained).toEqual({ cutConnections: 0 });
  });

  it('cuts a request still under way once the grace is over', async () => {
    const held = heldSettings();
    server = await startServer({ handlers: { ...handlers, getSettings: held.getSettings } });
    const stuck = await connection(server.url);
    stuck.send('/api/v1/settings');
    await held.started;
    const started = Date.now();
    try {
      expect(await drainServer(server.app, { graceMs: 400, quietMs: 20 })).toEqual({
        cutConnections: 1,
      });
      await stuck.closed;
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      held.release();
    }
  });
});
