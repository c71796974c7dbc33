/**
 * index.html as a page's answer: the client build's file with the page's language, and for a
 * signed-in user their bootstrap payload (bootstrap.ts) and, with a renderer, the page drawn on
 * the server (serverRender.ts); for login and register the signed-out page drawn the same way.
 * Without a client build: 503 saying how to build it.
 */
import { randomBytes } from 'node:crypto';
import { modifiedAt } from '../project/fileVersions';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageTag, parsePreferences } from '../../../contracts/preferences';
import { signedOutLanguage } from '../../../runtime/rules/languages/pickLanguage';
import { appOrigin } from '../http/appOrigin';
import { CACHE } from '../http/cacheControl';
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
import { localeFile, localesVersion } from './localeFiles';
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

/**
 * The page's `<html>`: its language, marked as the server's choice (runtime/app/core/i18n.ts
 * starts in it), and the complete languages, which need no English fallback files. Language
 * tags (languageTag, the manifest's codes), nothing to escape.
 */
const servedLanguage = (language: string, complete: readonly string[], locales: string) =>
  `<html lang="${language}" data-language="server" data-languages="${complete.join(' ')}" data-locales="${locales}">`;

/** Answers index.html for a client route; `status` 404 when the app will draw its 404 page. */
export type SendIndex = (
  request: FastifyRequest,
  reply: FastifyReply,
  status?: number,
) => Promise<FastifyReply>;

export function indexPageSender(app: FastifyInstance, options: StaticOptions): SendIndex {
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
      // Signup and login speak the visitor's language: the page says which one.
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
   * A signed-out page the server draws (SIGNED_OUT_PAGES: login and register), with the
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

  return sendIndex;
}
