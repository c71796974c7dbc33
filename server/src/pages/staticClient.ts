/**
 * Serves the built React client and the files it loads at run time:
 * - CLIENT_DIR (Vite build): `assets/*` are content-hashed → cached for a year, immutable;
 *   everything else (index.html, favicon …) is revalidated on every load (`no-cache` + ETag).
 * - Any other GET that accepts HTML and is not under /api/, /locales/ or /bundle/ is a client
 *   route (e.g. /sites/1/overview) → index.html, and react-router takes over. When no route of
 *   generated/routes.ts and no legacy redirect matches the path, the answer is 404 with the
 *   same index.html: the status tells crawlers and tools, and the app draws its 404 page.
 * - /locales/{lng}/{ns}.json from locales/, or generated/locales/ for the derived staging
 *   variants (localeFiles.ts; revalidated with ETag; translations per language and
 *   namespace), /bundle/{kind}.json from generated/bundle/ (revalidated: it changes with `gen`).
 * - Unknown /api/… paths, and any unknown path not asked for as a page → 404 ApiError JSON.
 * Without a client build, `/` and client routes answer 503 saying how to build it.
 * Which answer may be cached, and how long: http/cacheControl.ts. Build files go as their
 * build-time .br/.gz copies by Accept-Encoding (http/compression.ts).
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localesVersion } from './localeFiles';
import { isClientRoute, isKnownPage } from './clientRoutes';
import { registerHashedAssets } from './hashedAssets';
import { indexPageSender, type StaticOptions } from './indexPage';
import { registerStaticFiles } from './staticFiles';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { clientDir, root } = options;
  const assetsDir = join(clientDir, 'assets');
  await registerStaticFiles(app, { root, clientDir, assetsDir, locales: localesVersion(root) });
  registerHashedAssets(app, assetsDir);
  const sendIndex = indexPageSender(app, options);

  app.get('/', (request, reply) => sendIndex(request, reply));

  /** A client route's index.html, or the 404 of a path nothing answers. */
  const clientOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isClientRoute(path) && acceptsHtml(request)) {
      return sendIndex(request, reply, isKnownPage(path) ? 200 : 404);
    }
    const isApi = path === '/api' || path.startsWith('/api/');
    return reply.code(404).send({
      error: 'not_found',
      message: isApi
        ? `No API endpoint ${request.method} ${path}.`
        : `Nothing at ${request.method} ${path}.`,
    });
  };
  // Every GET no file, asset or endpoint route takes: a route like any other (its answers get
  // the compression and headers routes get), matched after the more specific ones.
  // HEAD named with GET, as the static files' routes do: one route, the same hooks (fastify's
  // derived HEAD route would skip the compression's, and a HEAD would not say its encoding).
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: clientOrNotFound });
  app.setNotFoundHandler(clientOrNotFound);
}
