/**
 * Server rendering of a signed-in shell page (the cold-load target: the sidebar is on screen
 * as soon as the HTML is, instead of after the JavaScript has loaded, run and rendered). Built
 * by `vite build --ssr` into dist/ssr/renderPage.mjs and called by the API server for an
 * index.html request that carries the bootstrap payload (server/src/pages/serverRender.ts), as
 * contracts/renderPage.ts types it.
 *
 * It draws exactly what the browser's first render draws from the same payload (start.tsx):
 * the same routes, a query client seeded the same way, the shell's translations in the
 * same language, the same preferences (cookies) — so the browser hydrates it. Everything is per
 * request (query client, preferences) but what is the same for every user of a build: the
 * manifest bundles and each language's i18next instance (ssr/serverI18n.ts) are module state.
 * No inline script is emitted (the CSP allows none but hashed ones): React's markup plus the
 * payload the server already inlines.
 *
 * Rendered here: shell-layout routes for a signed-in user, and the signed-out pages of
 * contracts/renderPage.ts SIGNED_OUT_PAGES (login, register) for a visitor, from a payload that
 * holds nobody's data. Other pages (onboarding, status pages, bare and full-screen
 * signed-in pages) render in the browser as before.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { isClientOnlyError, setServerBundleReader } from '../manifestBundles/manifestBundle';
import { StaticRouter } from 'react-router';
import { isSignedOutPayload } from '../../../contracts/bootstrap';
import { isSignedOutPage, type RenderPage } from '../../../contracts/renderPage';
import { routeByPath } from '../../../generated/routes';
import { seedQueryClient } from '../core/bundles/seed';
import { PreferencesContext } from '../core/preferences/PreferencesContext';
import { AppRoutes, preloadRoutes } from '../core/router/AppRoutes';
import { layoutOf } from '../core/router/buildRoutes';
import { documentTitle } from '../core/router/documentTitle';
import { pageModule } from '../core/pages/registry';
import { i18nFor } from './serverI18n';

/** How React marks a Suspense boundary whose content it writes later, apart (`<!--$?-->`). */
const PENDING_PART = '<!--$?-->';

/** The markup of `#root` and the window's title, or undefined when this page is not drawn here. */
export const renderPage: RenderPage = async (input) => {
  const { url, payload, preferences } = input;
  const { pathname, search, hash } = new URL(url);
  const route = routeByPath(pathname)?.route;
  if (!route) return undefined;
  // Shell pages for a signed-in user; the signed-out pages of SIGNED_OUT_PAGES for a visitor.
  const drawn = isSignedOutPayload(payload)
    ? route.public && isSignedOutPage(route.name)
    : layoutOf(route) === 'shell' && payload.bundles !== undefined;
  if (!drawn) return undefined;

  // The manifest bundles lazy pages read (the same files for every user of a build).
  setServerBundleReader(input.readAsset);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedQueryClient(client, payload);
  const i18n = await i18nFor(input);
  // Every part's code is loaded before the render: a part that suspends while its chunk loads
  // is written apart, with an inline script to put it in place (refused by the CSP).
  await preloadRoutes(pathname, { wholePage: true });

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PreferencesContext.Provider value={preferences}>
          <QueryClientProvider client={client}>
            <StaticRouter location={{ pathname, search, hash }}>
              <AppRoutes />
            </StaticRouter>
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
      // Every part in place, none written apart to be moved by an inline script (React writes
      // large parts apart by default, to show a page progressively as it streams).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be drawn again by the browser: the browser draws all of it.
  if (errors.length > 0) throw errors[0];
  // A part still written apart (it suspended on something else than code) needs the script the
  // CSP refuses: the browser draws the page instead.
  if (html.includes(PENDING_PART)) return undefined;
  return {
    markup: html,
    title: documentTitle(route, i18n.getFixedT(input.language)),
    modules: [pageModule(route.name)],
  };
};
