/**
 * Every error answers with an ApiError body `{ error, message, field? }`:
 * - request validation → 400 `bad_request` naming the field (ajv's instancePath /
 *   missingProperty), e.g. `{ field: 'locale' }`;
 * - HttpError thrown by a handler → its status and code;
 * - other client errors Fastify raises (bad JSON 400, unsupported media type 415, body too
 *   large 413) → their status;
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

/** Stable codes for the client errors Fastify itself raises (its own codes are internal). */
const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

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
        error: CLIENT_ERROR_CODES[status] ?? 'client_error',
        message: fastifyError.message ?? 'Bad request',
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
