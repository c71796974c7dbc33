/**
 * Request ids ("structured JSON logs with request ids"): every answer carries
 * X-Request-Id; a well-formed incoming one is echoed (a proxy's id follows the request), a
 * malformed one is replaced; the id in the header is the `reqId` of the request's JSON log lines.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/src/handlers';
import { startServer, type TestServer } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('every answer carries a fresh id, errors too', async () => {
    const first = await server.request('GET', '/api/health');
    const second = await server.request('GET', '/api/health');
    const missing = await server.request('GET', '/api/v1/no-such-endpoint');
    expect(missing.status).toBe(404);
    const ids = [first, second, missing].map((a) => a.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('echoes a well-formed incoming id', async () => {
    const id = 'lb-7f3a.2026:req-42';
    const answer = await server.request('GET', '/api/health', { headers: { 'x-request-id': id } });
    expect(answer.headers.get('x-request-id')).toBe(id);
  });

  it('replaces an incoming id that is too long or has characters logs should not hold', async () => {
    for (const bad of ['a'.repeat(129), 'two words', 'semi;colon', '']) {
      const answer = await server.request('GET', '/api/health', {
        headers: { 'x-request-id': bad },
      });
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    }
  });
});

describe('request ids in the JSON log', () => {
  it("a failing request's error line carries the id its answer names", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const server = await startServer({
      logger: { level: 'error', stream },
      handlers: {
        ...handlers,
        getHealth: () => {
          throw new Error('probe failure for the request-id test');
        },
      },
    });
    try {
      const answer = await server.request('GET', '/api/health', {
        headers: { 'x-request-id': 'trace-1234' },
      });
      expect(answer.status).toBe(500);
      expect(answer.headers.get('x-request-id')).toBe('trace-1234');
      const logged = lines.find((l) => JSON.stringify(l).includes('probe failure'));
      expect(logged).toBeDefined();
      expect(logged!.reqId).toBe('trace-1234');
    } finally {
      await server.close();
    }
  });
});
