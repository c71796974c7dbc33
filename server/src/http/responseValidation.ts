/**
 * Response validation: every answer of a contract route is checked against the schema its
 * contract declares for that status (error statuses not declared there against ApiError). A
 * mismatch is a server bug: it is logged with the ajv errors and the client gets a 500 — an
 * answer that breaks the contract is never sent.
 *
 * Runs as a `preSerialization` hook, so it sees every object payload, including those of the
 * error handler. Fastify's own response serializer is not used: it silently drops what the
 * schema does not list, which would hide exactly the bugs this is here to catch.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import {
  contracts,
  endpointIds,
  entitySchemas,
  type EndpointId,
} from '../../../generated/api/contracts';
import { createAjv } from '../../../runtime/rules/validation/createAjv';
import { addAnnotationFormats, ajvCustomOptions } from './ajvOptions';

type ByStatus = Map<number, ValidateFunction>;

export interface ResponseValidators {
  forEndpoint(id: EndpointId, status: number): ValidateFunction | undefined;
  apiError: ValidateFunction;
}

export function compileResponseValidators(): ResponseValidators {
  const ajv = createAjv('draft-07', { ...ajvCustomOptions, allErrors: true, strict: true });
  addAnnotationFormats(ajv);
  for (const schema of entitySchemas) ajv.addSchema(schema);
  const table = new Map<EndpointId, ByStatus>();
  for (const id of endpointIds) {
    const byStatus: ByStatus = new Map();
    for (const [status, schema] of Object.entries(contracts[id].schema.response)) {
      byStatus.set(Number(status), ajv.compile(schema));
    }
    table.set(id, byStatus);
  }
  const apiError = ajv.getSchema('ApiError');
  if (!apiError) throw new Error('entitySchemas has no ApiError schema');
  return { forEndpoint: (id, status) => table.get(id)?.get(status), apiError };
}

export interface ResponseProblem {
  endpoint: string;
  status: number;
  problem: string;
  errors?: unknown;
}

/** Null when the payload is what the contract promises, else what is wrong. */
export function checkResponse(
  validators: ResponseValidators,
  endpoint: EndpointId | undefined,
  status: number,
  payload: unknown,
): ResponseProblem | null {
  const name = endpoint ?? 'no endpoint';
  const validate =
    (endpoint && validators.forEndpoint(endpoint, status)) ||
    (status >= 400 ? validators.apiError : undefined);
  if (!validate) {
    // A contract route answered a success status its contract does not declare with a body
    // (e.g. a body on a 202/204). Non-contract routes (static files) carry no such promise.
    return endpoint
      ? { endpoint: name, status, problem: `status ${status} with a body is not in the contract` }
      : null;
  }
  if (validate(payload)) return null;
  return {
    endpoint: name,
    status,
    problem: 'body does not match the schema',
    errors: validate.errors,
  };
}

export function registerResponseValidation(
  app: FastifyInstance,
  validators: ResponseValidators,
): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpointId;
    const problem = checkResponse(validators, endpoint, reply.statusCode, payload);
    if (!problem) return payload;
    request.log.error({ response: problem }, 'response broke its contract (server bug)');
    reply.code(500);
    return {
      error: 'invalid_response',
      message: `The server produced an answer that breaks the API contract of ${problem.endpoint}; this is a server bug and it was logged.`,
    };
  });
}
