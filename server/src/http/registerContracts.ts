/**
 * Registers every endpoint of generated/api/contracts.ts on Fastify: the contract's method and
 * path, request validation of params, querystring and body (Fastify's ajv, with the entity
 * schemas added), the session rule, and the handler. An endpoint declared in the manifests
 * before its handler is written still gets all of that and answers 501: a product manager's new
 * endpoint never stops the server (the start logs it, see unhandledEndpoints). A handler that
 * matches no endpoint is a developer's mistake and stops the start.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/cookies';
import {
  contracts,
  endpointIds,
  type ApiHandler,
  type ApiHandlers,
  type EndpointContract,
  type EndpointId,
} from '../../../generated/api/contracts';
import { fromRouterPattern } from '../../../runtime/rules/routes/paths';
import { looksLikeSessionId } from '../auth/sessionToken';
import { findSession } from '../data/sessions';
import { createRequestContext, type RequestContext, type Services } from './context';
import { HttpError, unauthorized } from './httpError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route implements (set on every contract route). */
    endpointId?: EndpointId;
  }
  interface FastifyRequest {
    /** The live session's user; null when signed out (set by the session hook). */
    sessionUserId: number | null;
  }
}

/**
 * Event bodies are small (ProductEvent, handlers/events.ts; a tracking event, a batch of at most
 * 100 of them, handlers/tracking.ts); everything else: Fastify's 1 MiB.
 */
const BODY_LIMITS: Partial<Record<EndpointId, number>> = {
  trackEvent: 8 * 1024,
  ingestTrackingEvent: 4 * 1024,
  ingestTrackingBatch: 64 * 1024,
  // A recording's chunk, compressed (recordings/chunk.ts bounds it inflated).
  ingestRecordingChunk: 256 * 1024,
};

/** `/api/v1/users/:userId` → `/api/v1/users/{userId}`, the spelling of the product rules and README. */
export function specPath(fastifyPath: string): string {
  return fromRouterPattern(fastifyPath);
}

export function notImplementedMessage(contract: EndpointContract): string {
  return `${contract.method} ${specPath(contract.path)} (${contract.id}) is not built yet — see docs/api.md`;
}

/** The endpoints the server serves: the generated ones (tests pass the contracts of a fixture). */
export interface ContractTable {
  contracts: { readonly [id: string]: EndpointContract };
  endpointIds: readonly string[];
}

const generatedTable: ContractTable = { contracts, endpointIds };

/** Endpoints of the contracts without a handler: they answer 501 (and are logged at start). */
export function unhandledEndpoints(
  handlers: Partial<Record<string, unknown>>,
  table: ContractTable = generatedTable,
): EndpointContract[] {
  return table.endpointIds
    .filter((id) => typeof handlers[id] !== 'function')
    .map((id) => table.contracts[id]!);
}

/** Entries of the handler table that are no endpoint (a typo, a removed endpoint): they stop the start. */
export function handlerTableProblems(
  handlers: Partial<Record<string, unknown>>,
  table: ContractTable = generatedTable,
): string[] {
  return Object.keys(handlers)
    .filter((id) => !table.endpointIds.includes(id))
    .map((id) => `handler ${id} matches no endpoint of generated/api/contracts.ts`);
}

export function registerContracts(
  app: FastifyInstance,
  handlers: Partial<ApiHandlers<RequestContext>>,
  services: Services,
  table: ContractTable = generatedTable,
): void {
  const problems = handlerTableProblems(handlers, table);
  if (problems.length > 0) {
    throw new Error(`The API server cannot start:\n  - ${problems.join('\n  - ')}`);
  }
  app.decorateRequest('sessionUserId', null);

  for (const id of table.endpointIds) {
    const contract = table.contracts[id]!;
    const handler = (handlers as Record<string, unknown>)[id] as
      ApiHandler<EndpointId, RequestContext> | undefined;
    // Without a handler the request is still checked as declared (a signed-out caller gets 401,
    // a malformed id 400): the answer it will get once built, short of the handler's own.
    const { params, querystring, body } = contract.schema;
    const route: RouteOptions = {
      method: contract.method,
      url: contract.path,
      config: { endpointId: id as EndpointId },
      schema: {
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        ...(body ? { body } : {}),
      },
      handler: async () => {
        throw new HttpError(501, 'not_implemented', notImplementedMessage(contract));
      },
    };
    const bodyLimit = BODY_LIMITS[id as EndpointId];
    if (bodyLimit !== undefined) route.bodyLimit = bodyLimit;
    if (contract.session !== 'none') route.onRequest = sessionHook(services, contract.session);
    if (handler) {
      route.handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const context = createRequestContext(services, request, request.sessionUserId, reply);
        const answer = await handler(
          {
            params: request.params,
            query: request.query,
            body: request.body,
          } as never,
          context,
        );
        if (answer.headers) reply.headers(answer.headers);
        reply.code(answer.status);
        return answer.body === undefined ? reply.send() : reply.send(answer.body);
      };
    }
    app.route(route);
  }
}

function sessionHook(services: Services, rule: 'required' | 'optional') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const session = looksLikeSessionId(cookie) ? await findSession(services.db, cookie) : null;
    request.sessionUserId = session?.userId ?? null;
    if (rule === 'required' && !session) {
      // A stale cookie is cleared, so the browser stops sending it.
      if (cookie !== undefined) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw unauthorized();
    }
  };
}
