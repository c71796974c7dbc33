/**
 * Every error answers with an ApiError body `{ error, message, field? }`:
 * - request validation → 400 `bad_request` naming the field (ajv's instancePath /
 *   missingProperty), e.g. `{ field: 'locale' }`;
 * - HttpError thrown by a handler → its status and code;
 * - other client errors Fastify raises (bad JSON 400, unsupported media type 415, body too
 *   large 413, a malformed path 400 or an over-long path parameter 414 — http/frameworkErrors.ts)
 *   → their status, with a stable code of CLIENT_ERROR_CODES (Node's parser errors use the same
 *   codes, http/clientErrors.ts);
 * - anything else → 500 `internal`, logged with its stack; the message reveals nothing.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './httpError';
import { describeAjvError, fieldOfAjvError, type AjvErrorLike } from './validationField';

export interface ApiErrorBody {
  error: string;
  message: string;
  field?: string;
}

/** Stable codes for the client errors Fastify and Node raise (their own codes are internal). */
export const CLIENT_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** The stable code of a client error status; `client_error` for one without its own. */
export const clientErrorCode = (status: number): string =>
  CLIENT_ERROR_CODES[status] ?? 'client_error';

export function errorBody(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { error: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return { status: error.status, body };
  }
  const fastifyError = error as Partial<FastifyError>;
  const validation = fastifyError.validation as AjvErrorLike[] | undefined;
  if (validation && validation.length > 0) {
    const part = fastifyError.validationContext ?? 'request';
    const first = validation[0] as AjvErrorLike;
    const body: ApiErrorBody = { error: 'bad_request', message: describeAjvError(part, first) };
    const field = fieldOfAjvError(first);
    if (field) body.field = field;
    return { status: 400, body };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: clientErrorCode(status),
        message: fastifyError.message || 'Bad request.',
      },
    };
  }
  return {
    status: 500,
    body: { error: 'internal', message: 'Internal server error; it was logged.' },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorBody(error);
    // Deliberate answers (HttpError, e.g. 501 "not built yet") are not failures of the server.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.code(status).send(body);
  });
}
