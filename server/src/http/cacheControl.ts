/**
 * Cache-Control of every answer, the rules in one place:
 * - hashed build files (CLIENT_DIR/assets): a year, immutable — a new build has new names;
 * - files that keep their name across builds or `npm run gen` (index.html signed out, the
 *   favicon, /bundle/*.json): `no-cache`, asked again on every use;
 * - translations (/locales): revalidated on every use (`no-cache` + ETag, a 304 when unchanged):
 *   they keep their name across deploys and `npm run dev` edits, so a longer cache served stale
 *   texts for up to an hour; pages load few namespaces and each 304 is tiny;
 * - the tracking snippet (/t/{siteId}.js, pages/snippetScript.ts): public for an hour,
 *   then served stale for up to a day while it is revalidated (ETag), so a new version reaches
 *   every customer site within the hour and a site's pages never wait for it;
 * - public API data, the same for everyone and never personal (PUBLIC_ENDPOINTS: the settings,
 *   fixed while the server runs): public for 5 minutes, so a restart with another configuration
 *   reaches open browsers soon; the client keeps its own product.md#constants-and-limits cache on top;
 * - everything else: `no-store` — every other API answer (personal, or tied to a session or a
 *   sign-in flow), index.html carrying the signed-in user's data (pages/bootstrap.ts), every
 *   error (a 404 page included), and any answer that sets a cookie, whatever its route chose.
 * Routes that serve files pick one of CACHE (pages/staticClient.ts); this hook fills in the
 * rest and enforces the last rule. Answers written outside Fastify's hooks (router errors,
 * parser errors) use CACHE.never themselves.
 */
import type { FastifyInstance } from 'fastify';
import type { EndpointId } from '../../../generated/api/contracts';

export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  translations: 'no-cache',
  snippet: 'public, max-age=3600, stale-while-revalidate=86400',
  publicData: 'public, max-age=300',
  never: 'no-store',
} as const;

/** API endpoints whose answer is the same for everyone and carries nothing personal. */
export const PUBLIC_ENDPOINTS: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'getSettings',
  // A site's capture settings: what its own pages' snippet reads, five minutes from cache.
  'getCaptureConfig',
]);

export function registerCacheControl(app: FastifyInstance): void {
  // onSend runs after @fastify/cookie's (registered earlier), so its Set-Cookie is visible here.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', CACHE.never);
    } else if (!reply.hasHeader('cache-control')) {
      const endpoint = request.routeOptions.config?.endpointId;
      const isPublic = endpoint !== undefined && PUBLIC_ENDPOINTS.has(endpoint);
      reply.header('cache-control', isPublic ? CACHE.publicData : CACHE.never);
    }
  });
}
