/**
 * Server rendering of a signed-in shell page (issue 3 cold-load target: the sidebar is on screen
 * as soon as the HTML is, instead of after the JavaScript has loaded, run and rendered). Built
 * by `vite build --ssr` into dist/ssr/renderPage.mjs and called by the API server for an
 * index.html request that carries the bootstrap payload (server/src/pages/serverRender.ts), as
 * contracts/renderPage.ts types it.
 *
 * It draws exactly what the browser's first render draws from the same payload (start.tsx):
 * the same route objects, a query client seeded the same way, the shell's translations in the
 * same language, the same preferences (cookies) — so the browser hydrates it. Everything is per
 * request (query client, i18next instance, preferences); only the manifest bundles, the same for
 * every user of a build, are module state. No inline script is emitted (the CSP allows none
 * but hashed ones): React's markup plus the payload the server already inlines.
 *
 * Only shell-layout routes are rendered here; public, bare and full-screen pages (login,
 * signup, onboarding, status pages) render in the browser as before.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type BackendModule, type ReadCallback } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { isClientOnlyError, setServerBundleReader } from '../manifestBundles/manifestBundle';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderInput, RenderPage } from '../../../contracts/renderPage';
import { routeByPath } from '../../../generated/routes';
import { seedQueryClient } from '../core/bundles/seed';
import { I18N_OPTIONS } from '../core/i18n';
import { PreferencesContext } from '../core/preferences/PreferencesContext';
import { buildRoutes, layoutOf } from '../core/router/buildRoutes';

function fileBackend(read: RenderInput['readNamespace']): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, done: ReadCallback) {
      done(null, read(language, namespace) ?? {});
    },
  };
}

/** The markup of `#root`, or undefined when this page is not rendered on the server. */
export const renderPage: RenderPage = async (input) => {
  const { url, payload, language, preferences } = input;
  const pathname = new URL(url).pathname;
  const route = routeByPath(pathname)?.route;
  if (!route || layoutOf(route) !== 'shell' || !payload.bundles) return undefined;

  // The manifest bundles lazy pages read (the same files for every user of a build).
  setServerBundleReader(input.readAsset);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedQueryClient(client, payload);
  const i18n = createInstance();
  await i18n.use(fileBackend(input.readNamespace)).init({
    ...I18N_OPTIONS,
    ns: [...I18N_OPTIONS.ns],
    lng: language,
    resources: payload.translations,
    partialBundledLanguages: true,
  });

  const handler = createStaticHandler(buildRoutes([route]));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined; // no route redirects; the browser decides
  const router = createStaticRouter(handler.dataRoutes, context);

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PreferencesContext.Provider value={preferences}>
          <QueryClientProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </PreferencesContext.Provider>
      </I18nextProvider>
    </StrictMode>,
    {
      // A part only the browser can draw (a manifest bundle it fetches) is left to the browser;
      // any other error means the browser draws the whole page.
      onError: (error) => {
        if (!isClientOnlyError(error)) errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be drawn again by the browser: the browser draws all of it.
  if (errors.length > 0) throw errors[0];
  return html;
};
