/**
 * Endpoints any site may call (the tracking snippet's ingest, posted from customer
 * sites): CORS without credentials, and nothing else relaxed.
 *
 * - Every answer of such a route — errors, 413 and 429 included — carries
 *   `Access-Control-Allow-Origin: *` (never with `Allow-Credentials`: a browser then sends and
 *   exposes nothing tied to a user's cookies), `Access-Control-Expose-Headers: Retry-After` and
 *   `Cross-Origin-Resource-Policy: cross-origin`; a Set-Cookie never leaves with it.
 * - The preflight (`OPTIONS`, sent for a JSON content type) is answered 204 with the allowed
 *   method (POST) and header (Content-Type), cached by the browser for a day.
 * - A JSON body may also come as `text/plain` — what `navigator.sendBeacon` with a string sends,
 *   and what lets the snippet's `fetch` skip the preflight — parsed with Fastify's own JSON
 *   parser (prototype poisoning refused); on every other route text/plain stays a string,
 *   which no contract accepts. The recorder's chunks (`RAW_BODY_ENDPOINTS`) come as text/plain
 *   for the same reasons but are bytes (gzip): their handler gets the body as a Buffer.
 * - security/crossSite.ts does not refuse these routes for coming from another site: they read
 *   no cookie and need no session (`session: none`), so a request from another site can ride
 *   nobody's credentials. The Host check, the body limits (http/registerContracts.ts) and the
 *   rate limits (security/rateLimits.ts) apply as everywhere, and being open to anyone, each
 *   is charged the anonymous ingests' byte and session budgets (security/ingestBudgets.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contracts, type EndpointId } from '../../../generated/api/contracts';

export const CROSS_ORIGIN_ENDPOINTS: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'ingestTrackingEvent',
  'ingestTrackingBatch',
  'ingestRecordingChunk',
  'getCaptureConfig',
]);

/** Of those, the ones whose text/plain body is bytes for the handler, not JSON. */
export const RAW_BODY_ENDPOINTS: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'ingestRecordingChunk',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A preflight route of a cross-origin endpoint (registerCrossOrigin). */
    preflightOf?: EndpointId;
  }
}

/** Whether the request's route is a cross-origin endpoint or its preflight. */
export function isCrossOriginRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  const id = config?.endpointId ?? config?.preflightOf;
  return id !== undefined && CROSS_ORIGIN_ENDPOINTS.has(id);
}

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '86400',
} as const;

export function registerCrossOrigin(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
    const id = request.routeOptions.config?.endpointId;
    if (id !== undefined && RAW_BODY_ENDPOINTS.has(id)) return done(null, body);
    const text = (body as Buffer).toString('utf8');
    if (isCrossOriginRoute(request)) return json(request, text, done);
    done(null, text);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCrossOriginRoute(request)) return payload;
    reply.headers(CORS_HEADERS);
    reply.removeHeader('set-cookie');
    return payload;
  });

  for (const id of CROSS_ORIGIN_ENDPOINTS) {
    app.route({
      method: 'OPTIONS',
      url: contracts[id].path,
      config: { preflightOf: id },
      handler: async (_request, reply) => reply.code(204).headers(PREFLIGHT_HEADERS).send(),
    });
  }
}
