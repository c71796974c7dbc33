/**
 * Fastify's `frameworkErrors` option (app.ts): errors its router raises before a route is
 * known — a malformed %-escape in the path (400 FST_ERR_BAD_URL) and a path parameter over the
 * length limit (414 FST_ERR_MAX_PARAM_LENGTH). Fastify answers them outside any route, so
 * neither the error handler nor the onSend hooks run, and by default the answer is Fastify's
 * own `{ error: "Bad Request", code, statusCode }` without security headers. This answers in the
 * API error format (errorHandler.ts), with the security headers and `no-store`, itself.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { secureReply } from '../security/headers';
import { CACHE } from './cacheControl';
import { errorBody } from './errorHandler';

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = errorBody(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  reply.code(status).type('application/json; charset=utf-8').header('cache-control', CACHE.never);
  secureReply(reply);
  void reply.send(body);
}
