/**
 * Registers every endpoint of generated/api/contracts.ts on Fastify: the contract's method and
 * path, request validation of params, querystring and body (Fastify's ajv, with the entity
 * schemas added), the session rule, and the handler — or a 501 for an endpoint marked
 * UNIMPLEMENTED. An endpoint with neither a handler nor the mark stops the start.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/cookies';
import {
  contracts,
  endpointIds,
  UNIMPLEMENTED,
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
};

/** `/api/v1/users/:userId` → `/api/v1/users/{userId}`, the spelling of the product rules and README. */
export function specPath(fastifyPath: string): string {
  return fromRouterPattern(fastifyPath);
}

export function notImplementedMessage(contract: EndpointContract): string {
  return `${contract.method} ${specPath(contract.path)} (${contract.id}) is not built yet — see docs/api.md`;
}

/**
 * Endpoints the handler table does not cover (neither handler nor UNIMPLEMENTED), and entries of
 * the table that are no endpoint. Both stop the start.
 */
export function handlerTableProblems(handlers: Partial<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const id of endpointIds) {
    const entry = handlers[id];
    if (entry !== UNIMPLEMENTED && typeof entry !== 'function') {
      problems.push(
        `endpoint ${id} (${contracts[id].method} ${specPath(contracts[id].path)}) has no handler: ` +
          `add one in server/src/handlers/ or mark it UNIMPLEMENTED in server/src/handlers/index.ts`,
      );
    }
  }
  for (const id of Object.keys(handlers)) {
    if (!(endpointIds as readonly string[]).includes(id)) {
      problems.push(`handler ${id} matches no endpoint of generated/api/contracts.ts`);
    }
  }
  return problems;
}

export function registerContracts(
  app: FastifyInstance,
  handlers: Partial<ApiHandlers<RequestContext>>,
  services: Services,
): void {
  const problems = handlerTableProblems(handlers);
  if (problems.length > 0) {
    throw new Error(`The API server cannot start:\n  - ${problems.join('\n  - ')}`);
  }
  app.decorateRequest('sessionUserId', null);

  for (const id of endpointIds) {
    const contract = contracts[id] as EndpointContract;
    const handler = handlers[id] as ApiHandler<EndpointId, RequestContext> | typeof UNIMPLEMENTED;
    const route: RouteOptions = {
      method: contract.method,
      url: contract.path,
      config: { endpointId: id },
      handler: async () => {
        throw new HttpError(501, 'not_implemented', notImplementedMessage(contract));
      },
    };
    if (handler !== UNIMPLEMENTED) {
      // Unbuilt endpoints answer 501 to everyone, before any check: "not built" is the truth.
      const { params, querystring, body } = contract.schema;
      route.schema = {
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        ...(body ? { body } : {}),
      };
      const bodyLimit = BODY_LIMITS[id];
      if (bodyLimit !== undefined) route.bodyLimit = bodyLimit;
      if (contract.session !== 'none') route.onRequest = sessionHook(services, contract.session);
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
