/**
 * Server rendering of a signed-in shell page (issue 3 cold-load target: the sidebar is on screen
 * as soon as the HTML is, instead of after the JavaScript has loaded, run and rendered). Built
 * by `vite build --ssr` into dist/ssr/renderPage.mjs and called by the API server for an
 * index.html request that carries the bootstrap payload (server/src/pages/serverRender.ts), as
 * contracts/renderPage.ts types it.
 *
 * It draws exactly what the browser's first render draws from the same payload (start.tsx):
 * the same routes, a query client seeded the same way, the shell's translations in the
 * same language, the same preferences (cookies) — so the browser hydrates it. Everything is per
 * request (query client, preferences) but what is the same for every user of a build: the
 * manifest bundles and each language's i18next instance are module state. No inline script is emitted (the CSP allows none
 * but hashed ones): React's markup plus the payload the server already inlines.
 *
 * Only shell-layout routes are rendered here; public, bare and full-screen pages (login,
 * signup, onboarding, status pages) render in the browser as before.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { isClientOnlyError, setServerBundleReader } from '../manifestBundles/manifestBundle';
import { StaticRouter } from 'react-router';
import type { RenderInput, RenderPage } from '../../../contracts/renderPage';
import { routeByPath } from '../../../generated/routes';
import { seedQueryClient } from '../core/bundles/seed';
import { I18N_OPTIONS } from '../core/i18n';
import { PreferencesContext } from '../core/preferences/PreferencesContext';
import { AppRoutes } from '../core/router/AppRoutes';
import { layoutOf } from '../core/router/buildRoutes';

function fileBackend(read: RenderInput['readNamespace']): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, done: ReadCallback) {
      done(null, read(language, namespace) ?? {});
    },
  };
}

/**
 * One i18next instance per language for every render (issue 18 "a faster server render"): a
 * language's texts are the same files for every user of a build, so the instance is made and
 * initialised once, and the namespaces a page loads stay loaded. Nothing per request lives in
 * it: the server never changes its language.
 */
const instances = new Map<string, Promise<I18n>>();

function i18nFor(input: RenderInput): Promise<I18n> {
  const { language, payload } = input;
  let instance = instances.get(language);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .use(fileBackend(input.readNamespace))
      .init({
        ...I18N_OPTIONS,
        ns: [...I18N_OPTIONS.ns],
        lng: language,
        resources: payload.translations,
        partialBundledLanguages: true,
      })
      .then(() => rememberingTexts(i18n));
    instance.catch(() => instances.delete(language)); // a failed start is tried again
    instances.set(language, instance);
  }
  return instance;
}

/** Distinct (key, options) answers kept per language before the memory starts over. */
const REMEMBERED_TEXTS = 20_000;

/**
 * `t` answering a (key, options) pair it answered before from memory: a page asks for ~150
 * texts, and i18next's lookup was a tenth of a render's time. The same key and options always
 * give the same text until a namespace loads (a page's own, on its first render), when the
 * memory is cleared: a key asked before its namespace had loaded is then looked up again.
 */
function rememberingTexts(i18n: I18n): I18n {
  const lookUp = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, unknown>();
  i18n.on('loaded', () => remembered.clear());
  i18n.t = ((...args: unknown[]) => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== 'string' || typeof options === 'string')
      return lookUp(...args);
    let id: string;
    try {
      id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    } catch {
      return lookUp(...args); // options that are not plain data
    }
    if (remembered.has(id)) return remembered.get(id);
    const text = lookUp(...args);
    if (remembered.size >= REMEMBERED_TEXTS) remembered.clear();
    remembered.set(id, text);
    return text;
  }) as unknown as I18n['t'];
  return i18n;
}

/** The markup of `#root`, or undefined when this page is not rendered on the server. */
export const renderPage: RenderPage = async (input) => {
  const { url, payload, preferences } = input;
  const { pathname, search, hash } = new URL(url);
  const route = routeByPath(pathname)?.route;
  if (!route || layoutOf(route) !== 'shell' || !payload.bundles) return undefined;

  // The manifest bundles lazy pages read (the same files for every user of a build).
  setServerBundleReader(input.readAsset);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedQueryClient(client, payload);
  const i18n = await i18nFor(input);

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
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be drawn again by the browser: the browser draws all of it.
  if (errors.length > 0) throw errors[0];
  return html;
};
