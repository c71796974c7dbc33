/**
 * Serves the built React client and the files it loads at run time:
 * - CLIENT_DIR (Vite build): `assets/*` are content-hashed → cached for a year, immutable;
 *   everything else (index.html, favicon …) is revalidated on every load (`no-cache` + ETag).
 * - Any other GET that accepts HTML and is not under /api/, /locales/ or /bundle/ is a client
 *   route (e.g. /sites/1/overview) → index.html, and react-router takes over. When no route of
 *   generated/routes.ts and no legacy redirect matches the path, the answer is 404 with the
 *   same index.html: the status tells crawlers and tools, and the app draws its 404 page.
 * - /locales/{lng}/{ns}.json from locales/, or generated/locales/ for the derived staging
 *   variants (localeFiles.ts; revalidated with ETag, issue 17 §5; §7 translations per language
 *   and namespace), /bundle/{kind}.json from generated/bundle/ (revalidated: it changes with `gen`).
 * - Unknown /api/… paths, and any unknown path not asked for as a page → 404 ApiError JSON.
 * Without a client build, `/` and client routes answer 503 saying how to build it.
 * Which answer may be cached, and how long: http/cacheControl.ts. Build files go as their
 * build-time .br/.gz copies by Accept-Encoding (issue 18; http/compression.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageTag, parsePreferences } from '../../../contracts/preferences';
import { signedOutLanguage } from '../../../runtime/rules/languages/pickLanguage';
import { appOrigin } from '../http/appOrigin';
import { CACHE } from '../http/cacheControl';
import { addVary, pickEncoding, type Encoding } from '../http/compression';
import type { Services } from '../http/context';
import { routeByPath } from '../../../generated/routes';
import { isSignedOutPage } from '../../../contracts/renderPage';
import {
  bootstrapBuilder,
  bootstrapElement,
  jsonFileCache,
  signedOutPayloadBuilder,
} from './bootstrap';
import { clientBuildReader, withPreloads, type ClientBuild } from './clientBuild';
import { localeFile, localeRoots, localesVersion } from './localeFiles';
import { isClientRoute, isKnownPage } from './clientRoutes';
import { loadPageRenderer, renderedMark, renderMarkup, withRenderedPage } from './serverRender';
import { withStyleNonce } from '../security/contentSecurityPolicy';

export const CLIENT_NOT_BUILT = 'Lodestar: client not built: run npm run build';

export interface StaticOptions {
  root: string;
  clientDir: string;
  /** For the signed-in user's bootstrap payload in index.html (bootstrap.ts). */
  services: Services;
  /** The server renderer module (serverRender.ts); null: the browser draws every page. */
  serverRender?: string | null;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The page's `<html>`: its language, marked as the server's choice (runtime/app/core/i18n.ts
 * starts in it), and the complete languages, which need no English fallback files. Language
 * tags (languageTag, the manifest's codes), nothing to escape.
 */
const servedLanguage = (language: string, complete: readonly string[], locales: string) =>
  `<html lang="${language}" data-language="server" data-languages="${complete.join(' ')}" data-locales="${locales}">`;

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { clientDir, root, services } = options;
  const readBuild = clientBuildReader(clientDir);
  const readJson = jsonFileCache();
  const bootstrap = bootstrapBuilder(services, readJson);
  const signedOutPayload = signedOutPayloadBuilder(services, readJson);
  const renderer = loadPageRenderer(options.serverRender ?? null, app.log);
  // A page's own namespace for the renderer; only names a locale folder can have are looked up.
  const readNamespace = (language: string, namespace: string) => {
    if (languageTag(language) !== language || !/^[a-z][a-z0-9-]*$/.test(namespace)) return;
    const file = readJson(localeFile(root, language, namespace));
    return file && typeof file === 'object' ? (file as Record<string, unknown>) : undefined;
  };
  const assetsDir = join(clientDir, 'assets');
  // A manifest bundle of the build for the server renderer (hashed names: read once).
  const readAsset = (url: string) => {
    const name = /^\/assets\/([\w-]+\.json)$/.exec(url)?.[1];
    return name ? readJson(join(assetsDir, name)) : undefined;
  };
  const indexFile = join(clientDir, 'index.html');
  const locales = localesVersion(root);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    // One route per file of the build as it is at start, rather than a wildcard route that
    // looks every path up on disk: a page's path (/sites/1/overview) then goes straight to the
    // not-found handler below and index.html, without a stat and a directory read per request
    // (issue 18 "a faster server render"). Hashed assets have their own route (below); a file
    // added to the build's root while the server runs is served after a restart.
    wildcard: false,
    // Hashed assets have their own route (below); the .br/.gz copies are representations, not
    // files of their own.
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    cacheControl: false,
    // A missing client build is reported by the 503 below, not as a start-up warning.
    suppressWarning: true,
    // The build's .br/.gz copies (scripts/precompress.mjs) by Accept-Encoding, with Vary (issue 18).
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

  // Hashed assets never change under their name: once read, they are answered from memory.
  // @fastify/static's per-request stat and stream cost the first page ~tens of ms when its five
  // scripts are asked at once (issue 3 cold-load target); a miss still goes through it (404s).
  const assetTypes: Record<string, string> = {
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    json: 'application/json; charset=utf-8',
  };
  // Each with its build-time .br/.gz copies when there are (issue 18, scripts/precompress.mjs):
  // the one Accept-Encoding prefers is sent; without a copy, http/compression.ts compresses.
  type Asset = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  const readCopy = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
  const assetCache = new Map<string, Asset>();
  app.get<{ Params: { file: string } }>('/assets/:file', (request, reply) => {
    const { file } = request.params;
    const type = assetTypes[file.slice(file.lastIndexOf('.') + 1)];
    let asset = assetCache.get(file);
    if (!asset && type && /^[\w-]+\.[a-z]+$/.test(file) && existsSync(join(assetsDir, file))) {
      if (assetCache.size > 500) assetCache.clear(); // old builds' names: let them go
      const path = join(assetsDir, file);
      asset = {
        identity: readFileSync(path),
        br: readCopy(`${path}.br`),
        gzip: readCopy(`${path}.gz`),
      };
      assetCache.set(file, asset);
    }
    if (!asset || !type) return reply.sendFile(file, assetsDir);
    const copies = (['br', 'gzip'] as const).filter((encoding) => asset[encoding]);
    const encoding = pickEncoding(request.headers['accept-encoding'], copies);
    addVary(reply);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', CACHE.immutable)
      .type(type)
      .send(asset[encoding] ?? asset.identity);
  });

  /** index.html for a client route; `status` 404 when the app will draw its 404 page. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (modifiedAt(indexFile) < 0) {
      return reply
        .code(503)
        .header('cache-control', CACHE.never)
        .type('text/plain; charset=utf-8')
        .send(`${CLIENT_NOT_BUILT} (no ${indexFile}).\n`);
    }
    const build = readBuild();
    const page = await bootstrap(request, build);
    // Signed out: the same file for everyone, revalidated. Signed in: the page carries the
    // user's own data (bootstrap.ts), so it is never stored; either way it varies with the cookie.
    reply.code(status).header('vary', 'cookie').type('text/html; charset=utf-8');
    if (!page) {
      // Signup and login speak the visitor's language (issue 11): the page says which one.
      const language = signedOutLanguage(
        {
          locale: new URL(request.url, 'http://page').searchParams.get('locale'),
          remembered: parsePreferences(request.headers.cookie ?? '').language,
          acceptLanguage: request.headers['accept-language'],
        },
        services.languages,
        services.bundle.languages,
        services.bundle.defaultLanguage,
      );
      const html = build.html.replace('<html lang="en">', () =>
        servedLanguage(language, services.languages, locales),
      );
      reply.header('cache-control', CACHE.revalidate).header('vary', 'cookie, accept-language');
      return reply.send(await withSignedOutPage(request, build, html, language));
    }
    const { payload, language, preferences } = page;
    // Shell pages are rendered here too (serverRender.ts): the sidebar shows with the HTML.
    const url = `${appOrigin(services.config, request)}${request.url}`;
    const drawn = await renderMarkup(
      await renderer,
      { url, payload, language, preferences, readNamespace, readAsset },
      request.log,
    );
    if (drawn) payload.rendered = renderedMark(language, drawn);
    // The signed-in chunk is what the page runs next, and a drawn page's own chunks and bundles
    // are what its hydration waits for: fetched with the entry's, not once the start-up asks.
    const preloads = [
      ...(build.signedInChunk ? [build.signedInChunk] : []),
      ...build.chunksOf(drawn?.modules ?? []),
    ];
    // This answer's style nonce (security/contentSecurityPolicy.ts withStyleNonce), for the
    // modal dialogs' scroll lock; base64, nothing to escape. Never stored: CACHE.never below.
    const nonce = randomBytes(16).toString('base64');
    const policy = app.securityHeaders
      .list(true)
      .find(([name]) => name === 'content-security-policy')?.[1];
    if (policy) reply.header('content-security-policy', withStyleNonce(policy, nonce));
    const head = `  <meta property="csp-nonce" nonce="${nonce}">\n  </head>`;
    const html = withPreloads(
      build.html
        // A language tag (bootstrap.ts), nothing to escape.
        .replace('<html lang="en">', () => servedLanguage(language, services.languages, locales))
        .replace('</head>', () => head),
      preloads,
      drawn?.bundles,
    );
    return reply
      .header('cache-control', CACHE.never)
      .send(withRenderedPage(html, bootstrapElement(payload), drawn));
  };

  /**
   * A signed-out page the server draws (SIGNED_OUT_PAGES: login and register, issue 18), with the
   * payload it was drawn from: nobody's data, the same page for every visitor of a language.
   * Any other page, or no renderer, is left to the browser as before.
   */
  const withSignedOutPage = async (
    request: FastifyRequest,
    build: ClientBuild,
    html: string,
    language: string,
  ) => {
    const route = routeByPath(request.url.split('?')[0] ?? '/')?.route;
    if (!route?.public || !isSignedOutPage(route.name) || !(await renderer)) return html;
    const payload = await signedOutPayload(request, route.name, language);
    if (!payload) return html;
    const url = `${appOrigin(services.config, request)}${request.url}`;
    const drawn = await renderMarkup(
      await renderer,
      {
        url,
        payload,
        language,
        // Nobody's: a user-bound preference is never read for a visitor.
        preferences: parsePreferences(request.headers.cookie ?? ''),
        readNamespace,
        readAsset,
      },
      request.log,
    );
    if (!drawn) return html;
    payload.rendered = renderedMark(language, drawn);
    const preloaded = withPreloads(html, build.chunksOf(drawn.modules), drawn.bundles);
    return withRenderedPage(preloaded, bootstrapElement(payload), drawn);
  };

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
