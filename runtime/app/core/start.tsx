/**
 * Start of the React runtime: translations, the query client, the API hooks (product.md#errors danger toasts)
 * and the router built from the generated route table. Everything page-specific is a lazy chunk
 * (router/buildRoutes.tsx). A signed-in index.html carries the session, the settings, the
 * app-state, the route's site, the shell's translations and manifest bundles
 * (bundles/bootstrap.ts): they seed the caches and nothing of it is fetched; when the server
 * also rendered the page (ssr/renderPage.tsx), it is hydrated. Without that payload they are
 * requested right away, in parallel with the chunks, unless the page is public.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  getCurrentUserQueryOptions,
  getSettingsQueryOptions,
  getSiteQueryOptions,
} from '../../../generated/api/client';
import { routeByPath } from '../../../generated/routes';
import { configureApi } from '../../api/hooks';
import { isSignedOutPayload, type PagePayload } from '../../../contracts/bootstrap';
import { loadManifestBundle } from '../manifestBundles/manifestBundle';
import { readBootstrap } from './bundles/bootstrap';
import { adoptStyleNonce } from './cspNonce';
import { seedQueryClient } from './bundles/seed';
import { loadShellBundles } from './bundles/shellBundles';
import { startI18n } from './i18n';
import { queryClient } from './queryClient';
import { AppRoutes, preloadRoutes } from './router/AppRoutes';
import { fetchSiteAccount } from '../signedIn/siteAccount';
import { watchSessionUser } from '../signedIn/userChange';
import { showToast } from './toasts/toasts';

/** Answers as the API would give them, under the keys (and so cache times) of the client. */
export function seedFromBootstrap(payload: PagePayload): void {
  seedQueryClient(queryClient, payload);
}

const HYDRATION_WAIT_MS = 10_000;

/** Whether `work` is done within `ms`. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([work.then(() => true as const), late]).finally(() => clearTimeout(timer));
}

export async function start(): Promise<void> {
  adoptStyleNonce();
  const bootstrap = readBootstrap();
  // The server's page is hydrated in the language it was rendered in (the same rule: the
  // user's, else this browser's, else English; server/src/pages/bootstrap.ts).
  const rendered = bootstrap?.rendered;
  const signedIn = bootstrap && !isSignedOutPayload(bootstrap) ? bootstrap : undefined;
  const language = rendered?.language ?? signedIn?.session.user.locale;
  const translations = startI18n(
    bootstrap && { ...(language ? { language } : {}), resources: bootstrap.translations },
  );

  configureApi({
    toast: (key) => showToast({ tone: 'danger', text: i18n.t(key) }),
  });

  // Before the first session answer (the payload's included): a change of user is seen.
  watchSessionUser(queryClient);
  const opening = routeByPath(location.pathname);
  if (bootstrap) {
    seedFromBootstrap(bootstrap);
    // Anything the payload lacked (the site of a path it could not open, the bundles without a
    // build manifest) is asked by the scope that needs it, as without a payload.
    if (signedIn && !signedIn.bundles) loadShellBundles().catch(() => undefined);
  } else if (!opening?.route.public) {
    // The page's site is read under the account that owns it, found once the session is known
    // (the same query the signed-in scope makes, see signedIn/useCurrentSite.ts).
    const siteId = Number(opening?.params.siteId);
    void queryClient.fetchQuery(getCurrentUserQueryOptions()).then(
      async (session) => {
        if (!Number.isSafeInteger(siteId) || siteId <= 0) return;
        const accountId = await fetchSiteAccount(queryClient, session, siteId);
        return queryClient.prefetchQuery(getSiteQueryOptions({ accountId, siteId }));
      },
      () => undefined, // signed out: the signed-in scope sends the user to the login page
    );
    void queryClient.prefetchQuery(getSettingsQueryOptions());
    loadShellBundles().catch(() => undefined); // the signed-in scope reports a failure
  }

  // The chunks of the matched routes load in parallel with the translations; the first render
  // waits for the shell's namespaces (see i18n.ts).
  // A chunk that fails to load is reported by the render that needs it (its error boundary).
  // A server-drawn page is hydrated whole in one pass: its own chunks and the manifest bundles
  // its drawing read are loaded first (the server preloads both), because React hydrates a part
  // that suspends only on a retry held back ~300 ms after the last commit, and that part's
  // buttons do not answer until then (contracts/bootstrap.ts RenderedMark).
  const routeCode = Promise.all([
    preloadRoutes(location.pathname, { wholePage: Boolean(rendered) }),
    ...(rendered?.bundles ?? []).map(loadManifestBundle),
  ]).catch(() => undefined);
  await translations;
  // With the data at hand, the first render waits for the route modules too, so the page shows
  // at once instead of the loading state first; a slow network still gets the loading state.
  // A server-rendered page is already on screen: it waits for them as long as it takes.
  const ready = bootstrap ? await within(routeCode, rendered ? HYDRATION_WAIT_MS : 300) : false;

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Hydration takes over the server's markup (ssr/renderPage.tsx draws the same tree from the
  // same payload); a mismatch is redrawn by React and reported to the console. Without the
  // route modules in time, the page is drawn anew (createRoot replaces what is there).
  if (rendered && ready) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
