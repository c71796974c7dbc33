/**
 * Request ids ("structured JSON logs with request ids"): every request gets one, in
 * every log line about it (Fastify's `reqId`) and in the `X-Request-Id` response header, so a
 * user's report, a proxy's access log and the server's error line can be matched.
 *
 * An incoming `X-Request-Id` (set by a load balancer or proxy in front) is kept when it is
 * well-formed — 1 to 128 letters, digits and `._:-` — so one id follows the request through
 * every hop. Anything else (too long, spaces, control characters) is client input we will not
 * write into logs: a fresh UUID replaces it.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming id when well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every answer that goes through Fastify's hooks (errors included). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
