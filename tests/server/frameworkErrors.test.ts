/**
 * Requests that never reach a route: a malformed escape in the path, a path
 * parameter over Fastify's length limit, and what Node's HTTP parser refuses (conflicting
 * Transfer-Encoding and Content-Length, an unknown transfer coding, headers over 16 KiB, a
 * request line that is not HTTP). Each still answers in the API error format, with the
 * security headers and `Cache-Control: no-store`. Written to raw sockets (node:net): no HTTP
 * client sends these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { answerProblems, rawExchange, type RawAnswer } from './rawHttp';

let server: TestServer;
let host: string;

beforeAll(async () => {
  server = await startServer();
  host = new URL(server.url).host;
});
afterAll(async () => {
  await server.close();
});

/** A request's bytes: the request line, Host, the given header lines, a blank line, the body. */
function bytes(requestLine: string, headers: string[] = [], body = ''): string {
  return [requestLine, `Host: ${host}`, 'Connection: close', ...headers, '', body].join('\r\n');
}

async function exchange(text: string): Promise<RawAnswer & { closedByServer: boolean }> {
  const { answer, closedByServer, raw } = await rawExchange(server.url, text);
  if (!answer) throw new Error(`no HTTP answer; got ${JSON.stringify(raw.slice(0, 200))}`);
  return { ...answer, closedByServer };
}

function expectApiError(answer: RawAnswer, status: number, error: string) {
  expect(answerProblems(answer)).toEqual([]);
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body).error).toBe(error);
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

describe('errors Fastify raises before routing', () => {
  it('a malformed escape in a path parameter: 400 bad_request', async () => {
    const answer = await exchange(bytes('GET /api/v1/users/%zz/locale HTTP/1.1'));
    expectApiError(answer, 400, 'bad_request');
  });

  it('a malformed escape in a page path: 400 bad_request, also for a browser', async () => {
    const answer = await exchange(bytes('GET /sites/%zz/overview HTTP/1.1', ['Accept: text/html']));
    expectApiError(answer, 400, 'bad_request');
  });

  it('a path parameter over the length limit: 414 uri_too_long', async () => {
    const answer = await exchange(
      bytes(`PUT /api/v1/users/${'1'.repeat(150)}/locale HTTP/1.1`, ['Content-Length: 0']),
    );
    expectApiError(answer, 414, 'uri_too_long');
  });
});

describe("errors of Node's HTTP parser (clientError)", () => {
  it('Transfer-Encoding with Content-Length: 400 bad_request, connection closed', async () => {
    const answer = await exchange(
      bytes(
        'POST /api/v1/session HTTP/1.1',
        ['Content-Type: application/json', 'Content-Length: 2', 'Transfer-Encoding: chunked'],
        '0\r\n\r\n',
      ),
    );
    expectApiError(answer, 400, 'bad_request');
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.closedByServer).toBe(true);
  });

  it('a transfer coding other than chunked last: 400 bad_request', async () => {
    const answer = await exchange(
      bytes('POST /api/v1/events HTTP/1.1', ['Transfer-Encoding: gzip'], 'xx'),
    );
    expectApiError(answer, 400, 'bad_request');
  });

  it('two different Content-Length values: 400 bad_request', async () => {
    const answer = await exchange(
      bytes('POST /api/v1/events HTTP/1.1', ['Content-Length: 1', 'Content-Length: 2'], 'xx'),
    );
    expectApiError(answer, 400, 'bad_request');
  });

  it('headers over 16 KiB: 431 headers_too_large', async () => {
    const answer = await exchange(
      bytes('GET /api/v1/settings HTTP/1.1', [`X-Padding: ${'a'.repeat(20_000)}`]),
    );
    expectApiError(answer, 431, 'headers_too_large');
    expect(answer.closedByServer).toBe(true);
  });

  it('a request line that is not HTTP: 400 bad_request', async () => {
    const answer = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expectApiError(answer, 400, 'bad_request');
  });

  it('the server keeps answering afterwards', async () => {
    const answer = await exchange(bytes('GET /api/v1/settings HTTP/1.1'));
    expect(answer.status).toBe(200);
    expect(answerProblems(answer)).toEqual([]);
  });
});
