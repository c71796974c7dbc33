/**
 * Fastify's `clientErrorHandler` option (app.ts), i.e. Node's `clientError` event: what Node's
 * HTTP parser refuses before any request exists — headers over 16 KiB (431), conflicting
 * Transfer-Encoding and Content-Length, a transfer coding other than chunked last, two
 * Content-Lengths, a request line that is not HTTP (400), a request too slow to arrive (408).
 * There is no reply object, so the answer is written to the socket whole: status line, the
 * security headers (security/headers.ts), `no-store`, `Connection: close`, and a body in the
 * API error format (errorHandler.ts) — where Node allows it: only while the socket is writable
 * and no answer on this connection has begun (a kept-alive connection may be half-way through
 * one; writing then would corrupt what the peer reads).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { HeaderList } from '../security/headers';
import { CACHE } from './cacheControl';
import { clientErrorCode, type ApiErrorBody } from './errorHandler';

/** Node's own choice of status per parser error (lib/_http_server.js); anything else is 400. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid HTTP/1.1',
  408: 'The request took too long to arrive.',
  413: 'The chunk extensions of the request are too large.',
  431: 'The request headers are too large (at most 16 KiB).',
};

/** A half-closed connection whose peer never closes its side is dropped after this. */
const LINGER_MS = 5000;

/** The whole HTTP answer to a request Node's parser refused. */
export function clientErrorAnswer(code: string | undefined, headers: HeaderList): string {
  const status = STATUS_BY_CODE[code ?? ''] ?? 400;
  const body: ApiErrorBody = {
    error: clientErrorCode(status),
    message:
      status === 400
        ? `${MESSAGES[400]}${code?.startsWith('HPE_') ? ` (${code})` : ''}.`
        : (MESSAGES[status] ?? 'The request was refused.'),
  };
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    `cache-control: ${CACHE.never}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection: nobody is left to read an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'malformed HTTP request refused');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })
    ._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error.code, this.securityHeaders.list(false)));
  socket.setTimeout(LINGER_MS, () => socket.destroy());
}
