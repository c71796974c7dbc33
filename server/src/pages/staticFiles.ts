/**
 * The files served as they are on disk: the client build's root files (index.html aside,
 * drawn by staticClient.ts), the translations under /locales/ and the manifest bundles under
 * /bundle/. Which answer may be cached, and how long: http/cacheControl.ts.
 */
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CACHE } from '../http/cacheControl';
import { localeRoots } from './localeFiles';

export async function registerStaticFiles(
  app: FastifyInstance,
  options: { root: string; clientDir: string; assetsDir: string; locales: string },
): Promise<void> {
  const { root, clientDir, assetsDir, locales } = options;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    // One route per file of the build as it is at start, rather than a wildcard route that
    // looks every path up on disk: a page's path (/sites/1/overview) then goes straight to the
    // not-found handler below and index.html, without a stat and a directory read per request
    // (a faster server render). Hashed assets have their own route (below); a file
    // added to the build's root while the server runs is served after a restart.
    wildcard: false,
    // Hashed assets have their own route (below); the .br/.gz copies are representations, not
    // files of their own.
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    cacheControl: false,
    // A missing client build is reported by the 503 below, not as a start-up warning.
    suppressWarning: true,
    // The build's .br/.gz copies (scripts/precompress.mjs) by Accept-Encoding, with Vary.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(assetsDir + sep) ? CACHE.immutable : CACHE.revalidate,
      );
    },
  });
  await app.register(fastifyStatic, {
    root: localeRoots(root),
    prefix: '/locales/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => path.endsWith('.json'),
    suppressWarning: true,
    // The current version's URL (localesVersion) is cached for good; any other is revalidated.
    setHeaders: (reply: FastifyReply) => {
      const versioned = new URL(reply.request.url, 'http://locales').searchParams.get('v');
      reply.header('cache-control', versioned === locales ? CACHE.immutable : CACHE.translations);
    },
  });
  await app.register(fastifyStatic, {
    root: join(root, 'generated', 'bundle'),
    prefix: '/bundle/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => path.endsWith('.json'),
    suppressWarning: true,
    setHeaders: (reply) => void reply.header('cache-control', CACHE.revalidate),
  });
}
