/**
 * Serves the built React client and the files it loads at run time:
 * - CLIENT_DIR (Vite build): `assets/*` are content-hashed → cached for a year, immutable;
 *   everything else (index.html, favicon …) is revalidated on every load (`no-cache` + ETag).
 * - Any other GET that accepts HTML and is not under /api/, /locales/ or /bundle/ is a client
 *   route (e.g. /sites/1/overview) → index.html, and react-router takes over.
 * - /locales/{lng}/{ns}.json from locales/ (cached 1 hour; §7 translations per language and
 *   namespace), /bundle/{kind}.json from generated/bundle/ (revalidated: it changes with `gen`).
 * - Unknown /api/… paths → 404 ApiError JSON.
 * Without a client build, `/` and client routes answer 503 saying how to build it.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const LOCALES_CACHE = 'public, max-age=3600';

export const CLIENT_NOT_BUILT = 'Lodestar: client not built: run npm run build';

export interface StaticOptions {
  root: string;
  clientDir: string;
}

/** Whether a path (no query) is a client route to answer with index.html. */
export function isClientRoute(path: string): boolean {
  return !/^\/(api|locales|bundle|assets)(\/|$)/.test(path);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { clientDir, root } = options;
  const assetsDir = join(clientDir, 'assets');
  const indexFile = join(clientDir, 'index.html');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // A missing client build is reported by the 503 below, not as a start-up warning.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir + sep) ? IMMUTABLE : REVALIDATE);
    },
  });
  await app.register(fastifyStatic, {
    root: join(root, 'locales'),
    prefix: '/locales/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => path.endsWith('.json'),
    suppressWarning: true,
    setHeaders: (reply) => void reply.header('cache-control', LOCALES_CACHE),
  });
  await app.register(fastifyStatic, {
    root: join(root, 'generated', 'bundle'),
    prefix: '/bundle/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => path.endsWith('.json'),
    suppressWarning: true,
    setHeaders: (reply) => void reply.header('cache-control', REVALIDATE),
  });

  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${CLIENT_NOT_BUILT} (no ${indexFile}).\n`);
    }
    return reply.sendFile('index.html', clientDir);
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isClientRoute(path) && acceptsHtml(request)) return sendIndex(reply);
    const isApi = path === '/api' || path.startsWith('/api/');
    return reply.code(404).send({
      error: 'not_found',
      message: isApi
        ? `No API endpoint ${request.method} ${path}.`
        : `Nothing at ${request.method} ${path}.`,
    });
  });
}
