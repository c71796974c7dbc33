/**
 * The server's limits on slow and numerous clients (http/serverLimitsConfig.ts), over real
 * sockets (node:net) to a listening app: a body or headers trickling in are answered 408 and
 * the connection closed once REQUEST_TIMEOUT / HEADERS_TIMEOUT ran out, an idle keep-alive
 * connection is closed after KEEP_ALIVE_TIMEOUT, and connections above MAX_CONNECTIONS are
 * closed at once. Short timeouts are set through the environment, as an operator would.
 * Also the variables' parsing and messages.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import {
  connectionsCheckingInterval,
  loadServerLimits,
} from '../../server/src/http/serverLimitsConfig';
import { ROOT, startServer, type TestServer } from './harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Conversation {
  socket: Socket;
  /** Everything the server sent, once it closed the connection (or the bound ran out). */
  closed: Promise<{ received: string; afterMs: number }>;
}

/** A connection to the server; `boundMs` ends the conversation if the server never does. */
function open(url: string, boundMs: number): Promise<Conversation> {
  const { hostname, port } = new URL(url);
  return new Promise((resolveOpen, rejectOpen) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined); // a reset shows as `closed` without data
    const closed = new Promise<{ received: string; afterMs: number }>((done) => {
      const bound = setTimeout(() => socket.destroy(), boundMs);
      socket.once('close', () => {
        clearTimeout(bound);
        done({ received, afterMs: Date.now() - started });
      });
    });
    socket.once('connect', () => resolveOpen({ socket, closed }));
    socket.once('error', rejectOpen);
  });
}

/** Writes one piece every `everyMs` until the socket closes or the pieces run out. */
function trickle(socket: Socket, pieces: string[], everyMs: number): void {
  const timer = setInterval(() => {
    const piece = pieces.shift();
    if (piece === undefined || socket.destroyed) clearInterval(timer);
    else socket.write(piece);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

function host(url: string): string {
  return new URL(url).host;
}

describe('a slow client', () => {
  it('sending its body a byte at a time is answered 408 after REQUEST_TIMEOUT', async () => {
    server = await startServer({ env: { REQUEST_TIMEOUT: '1s', HEADERS_TIMEOUT: '1s' } });
    const { socket, closed } = await open(server.url, 15_000);
    socket.write(
      `POST /api/v1/events HTTP/1.1\r\nHost: ${host(server.url)}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // 60 bytes of a 100-byte body, one every 200 ms: the body never completes.
    trickle(
      socket,
      Array.from({ length: 60 }, () => ' '),
      200,
    );
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(1000);
    expect(socket.destroyed).toBe(true);
  });

  it('sending its headers a line at a time is answered 408 after HEADERS_TIMEOUT', async () => {
    server = await startServer({ env: { REQUEST_TIMEOUT: '20s', HEADERS_TIMEOUT: '500ms' } });
    const { socket, closed } = await open(server.url, 15_000);
    socket.write(`GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\n`);
    trickle(
      socket,
      Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: a\r\n`),
      100,
    );
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(500);
    // The header timeout, not the request's, cut it off.
    expect(afterMs).toBeLessThan(20_000);
  });

  it('is still served when its request completes in time', async () => {
    server = await startServer({ env: { REQUEST_TIMEOUT: '5s', HEADERS_TIMEOUT: '5s' } });
    const { socket, closed } = await open(server.url, 15_000);
    const body = JSON.stringify({ name: 'slow but in time' });
    socket.write(
      `POST /api/v1/events HTTP/1.1\r\nHost: ${host(server.url)}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, [...body], 20);
    expect((await closed).received).toMatch(/^HTTP\/1\.1 202 /);
  });
});

describe('connections', () => {
  it('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT', async () => {
    server = await startServer({ env: { KEEP_ALIVE_TIMEOUT: '1s' } });
    const { socket, closed } = await open(server.url, 15_000);
    socket.write(`GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\n\r\n`);
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    // Clients learn the timeout from the answer, so they stop reusing the connection in time.
    expect(received).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    expect(afterMs).toBeGreaterThanOrEqual(1000);
  });

  it('above MAX_CONNECTIONS a new connection is closed at once; below, served again', async () => {
    server = await startServer({ env: { MAX_CONNECTIONS: '2' } });
    const held = [await open(server.url, 15_000), await open(server.url, 15_000)];
    await waitForConnections(server, 2);
    const refused = await open(server.url, 15_000).catch(() => undefined);
    if (refused) {
      refused.socket.write(`GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\n\r\n`);
      expect((await refused.closed).received).toBe('');
    }
    held[0]!.socket.destroy();
    await waitForConnections(server, 1);
    const again = await open(server.url, 15_000);
    again.socket.write(
      `GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\nConnection: close\r\n\r\n`,
    );
    expect((await again.closed).received).toMatch(/^HTTP\/1\.1 200 /);
    held[1]!.socket.destroy();
  });
});

describe('one source holding its maximum of connections', () => {
  /** A connection from another loopback address (Linux answers the whole 127.0.0.0/8). */
  function openFrom(url: string, localAddress: string): Promise<Socket> {
    const { hostname, port } = new URL(url);
    return new Promise((done, fail) => {
      const socket = connect({ port: Number(port), host: hostname, localAddress });
      socket.on('error', () => undefined);
      socket.once('connect', () => done(socket));
      socket.once('error', fail);
    });
  }

  it('cannot take another, while a second client is served', async () => {
    server = await startServer({
      env: { MAX_CONNECTIONS: '20', MAX_CONNECTIONS_PER_ADDRESS: '3', REQUEST_TIMEOUT: '20s' },
    });
    // Three slow bodies from one address: each has sent its headers and trickles nothing more.
    const held = await Promise.all([1, 2, 3].map(() => open(server!.url, 15_000)));
    for (const { socket } of held) {
      socket.write(
        `POST /api/v1/events HTTP/1.1\r\nHost: ${host(server.url)}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
    }
    await waitForConnections(server, 3);
    const fourth = await open(server.url, 15_000);
    fourth.socket.write(`GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\n\r\n`);
    expect((await fourth.closed).received).toBe('');

    const other = await openFrom(server.url, '127.0.0.2');
    let received = '';
    other.setEncoding('utf8');
    other.on('data', (chunk: string) => (received += chunk));
    const answered = new Promise((done) => other.once('close', done));
    other.write(
      `GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\nConnection: close\r\n\r\n`,
    );
    await answered;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    for (const { socket } of held) socket.destroy();
  });
});

describe('connections near the cap', () => {
  it('idle keep-alive connections are closed to make room', async () => {
    server = await startServer({
      // The fourth connection sends nothing: long header and request timeouts keep it open
      // however slowly a busy machine lets the idle ones close (its own rule is tested above).
      env: {
        MAX_CONNECTIONS: '5',
        MAX_CONNECTIONS_PER_ADDRESS: '5',
        KEEP_ALIVE_TIMEOUT: '60s',
        HEADERS_TIMEOUT: '60s',
        REQUEST_TIMEOUT: '60s',
      },
    });
    // Three answered requests whose connections stay open, idle, waiting for the next.
    const idle = await Promise.all([1, 2, 3].map(() => open(server!.url, 15_000)));
    for (const { socket } of idle) {
      socket.write(`GET /api/v1/settings HTTP/1.1\r\nHost: ${host(server.url)}\r\n\r\n`);
    }
    await waitForConnections(server, 3);
    // The fourth brings the count to 80 % of the cap: the idle ones are let go.
    const fourth = await open(server.url, 15_000);
    for (const { closed } of idle) expect((await closed).received).toMatch(/^HTTP\/1\.1 200 /);
    await waitForConnections(server, 1);
    fourth.socket.destroy();
  });
});

/**
 * Waits until the server holds exactly `count` connections: polled every 10 ms for up to 20 s,
 * generous so a busy machine slows the test without failing it.
 */
async function waitForConnections(test: TestServer, count: number): Promise<void> {
  let now = -1;
  for (let attempt = 0; attempt < 2_000; attempt += 1) {
    now = await new Promise<number>((done) =>
      test.app.server.getConnections((_error, n) => done(n)),
    );
    if (now === count) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`the server holds ${now} connections, not ${count}`);
}

describe('REQUEST_TIMEOUT, HEADERS_TIMEOUT, KEEP_ALIVE_TIMEOUT, MAX_CONNECTIONS, SHUTDOWN_GRACE', () => {
  const load = (env: Record<string, string>, fileLimit: number | null = 1_048_576) => {
    const problems: string[] = [];
    return { limits: loadServerLimits(env, problems, fileLimit), problems };
  };

  it('default to 30 s, 5 s, 5 s, 1000 connections (250 per address) and a 10 s drain', () => {
    expect(load({})).toEqual({
      limits: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 5_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1000,
        maxConnectionsPerAddress: 250,
        shutdownGraceMs: 10_000,
      },
      problems: [],
    });
    // Timeouts are checked every second at most (Node's own default: every 30 s).
    expect(connectionsCheckingInterval(load({}).limits)).toBe(1000);
  });

  it('give one address a quarter of the connection cap, at least 4, unless told', () => {
    expect(load({ MAX_CONNECTIONS: '150' }).limits.maxConnectionsPerAddress).toBe(37);
    expect(load({ MAX_CONNECTIONS: '12' }).limits.maxConnectionsPerAddress).toBe(4);
    expect(load({ MAX_CONNECTIONS_PER_ADDRESS: '7' }).limits.maxConnectionsPerAddress).toBe(7);
    expect(load({ MAX_CONNECTIONS_PER_ADDRESS: 'many' }).problems).toEqual([
      'MAX_CONNECTIONS_PER_ADDRESS must be a whole number, 1 or more; found "many"',
    ]);
  });

  it('keep the connection cap under the open-file limit', () => {
    expect(load({}, 256).limits.maxConnections).toBe(192);
    expect(load({}, null).limits.maxConnections).toBe(1000);
    expect(load({ MAX_CONNECTIONS: '150' }, 256).limits.maxConnections).toBe(150);
    expect(load({ MAX_CONNECTIONS: '5000' }, 1024).problems).toEqual([
      'MAX_CONNECTIONS must be at most 960 here (the open-file limit 1024 less 64 for the ' +
        'database and files; raise `ulimit -n` to allow more); found "5000"',
    ]);
  });

  it('read seconds, or ms, s and m; the header timeout follows a shorter request timeout', () => {
    const { limits } = load({
      REQUEST_TIMEOUT: '2m',
      HEADERS_TIMEOUT: '45',
      KEEP_ALIVE_TIMEOUT: '750ms',
      SHUTDOWN_GRACE: '20s',
    });
    expect(limits).toMatchObject({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 45_000,
      keepAliveTimeoutMs: 750,
      shutdownGraceMs: 20_000,
    });
    expect(load({ REQUEST_TIMEOUT: '5s' }).limits.headersTimeoutMs).toBe(5_000);
  });

  it('name the variable, what it must be and what was found', () => {
    expect(load({ REQUEST_TIMEOUT: 'soon', MAX_CONNECTIONS: '0' }).problems).toEqual([
      'REQUEST_TIMEOUT must be a duration from 1ms to 1h, in whole seconds or with a unit ms, ' +
        's or m (e.g. 30s); found "soon"',
      'MAX_CONNECTIONS must be a whole number of connections, 1 or more; found "0"',
    ]);
    expect(load({ HEADERS_TIMEOUT: '40s' }).problems).toEqual([
      'HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT (30000 ms); found "40s" (40000 ms)',
    ]);
    expect(load({ SHUTDOWN_GRACE: '2h' }).problems[0]).toMatch(/^SHUTDOWN_GRACE must be/);
    expect(load({ KEEP_ALIVE_TIMEOUT: '0' }).problems[0]).toMatch(/^KEEP_ALIVE_TIMEOUT must be/);
  });

  it('are part of the configuration, and stop the start when wrong', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
    expect(loadConfig({ ...env, REQUEST_TIMEOUT: '45s' }, ROOT).serverLimits.requestTimeoutMs).toBe(
      45_000,
    );
    expect(() => loadConfig({ ...env, HEADERS_TIMEOUT: 'never' }, ROOT)).toThrow(
      /HEADERS_TIMEOUT must be a duration/,
    );
  });
});
