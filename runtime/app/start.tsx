/**
 * Start of the React runtime: translations, the query client, the API hooks (§8 danger toasts)
 * and the router built from the generated route table. Everything page-specific is a lazy chunk
 * (router/buildRoutes.tsx); the session, the settings and the shell's manifest bundles are
 * requested right away, in parallel with those chunks, unless the page is public.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  getCurrentUserQueryOptions,
  getSettingsQueryOptions,
  getSiteQueryOptions,
} from '../../generated/api/client';
import { routeByPath } from '../../generated/routes';
import { configureApi } from '../api/hooks';
import { loadShellBundles } from './bundles/shellBundles';
import { startI18n } from './i18n';
import { queryClient } from './queryClient';
import { buildRoutes } from './router/buildRoutes';
import { showToast } from './toasts/toasts';

export async function start(): Promise<void> {
  const translations = startI18n();

  configureApi({
    toast: (key) => showToast({ tone: 'danger', text: i18n.t(key) }),
  });

  const opening = routeByPath(location.pathname);
  if (!opening?.route.public) {
    // The page's site needs the account of the session: asked as soon as the session is known
    // (the same query the signed-in scope makes, see signedIn/useCurrentSite.ts).
    const siteId = Number(opening?.params.siteId);
    void queryClient.fetchQuery(getCurrentUserQueryOptions()).then(
      (session) => {
        if (!Number.isSafeInteger(siteId) || siteId <= 0) return;
        const site = getSiteQueryOptions({ accountId: session.account.id, siteId });
        return queryClient.prefetchQuery(site);
      },
      () => undefined, // signed out: the signed-in scope sends the user to the login page
    );
    void queryClient.prefetchQuery(getSettingsQueryOptions());
    loadShellBundles().catch(() => undefined); // the signed-in scope reports a failure
  }

  // Creating the router starts loading the chunks of the matched routes, in parallel with the
  // translations; the first render waits for the shell's namespaces (see i18n.ts).
  const router = createBrowserRouter(buildRoutes());
  await translations;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
