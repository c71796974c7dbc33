/**
 * The react-router route objects, built from the generated route table (spec §2: every route
 * of the spec resolves). Each route's page comes from the page registry (a lazy chunk; routes
 * without a built page get the honest placeholder). Routes are grouped under layout routes:
 *
 *   root (toasts, error boundary)
 *   ├─ public routes, by layout (bare / full-screen) — no session needed
 *   ├─ signed-in scope (lazy: session → /login?next=…, current site, gate context)
 *   │   ├─ `/` → home (first site's overview, or /no-site-access)
 *   │   ├─ bare / full-screen routes (gate checked → 403 page)
 *   │   └─ shell (lazy: top bar + sidebar) → shell routes (gate checked → 403 page)
 *   └─ `*` → legacy redirect or the 404 page (lazy)
 *
 * React Router loads the lazy modules of all matched routes at once, so the split adds no
 * waterfall. A public route declared with the shell layout has no session to fill a shell
 * with, so it is shown full-screen.
 */
import type { RouteObject } from 'react-router';
import { routeList, routerPattern, type RouteDefinition } from '../../../generated/routes';
import { loadShellBundles } from '../bundles/shellBundles';
import { pageLoader } from '../pages/registry';
import { BareLayout, FullScreenLayout } from './layouts';
import { PageLoading } from './PageLoading';
import { Root } from './Root';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

function pageRoute(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  return {
    id: route.name,
    path: routerPattern(route.name),
    handle,
    lazy: async () => ({ Component: (await pageLoader(route.name)()).default }),
  };
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes = { bare: [] as RouteObject[], full: [] as RouteObject[] };
  const signedIn = {
    bare: [] as RouteObject[],
    full: [] as RouteObject[],
    shell: [] as RouteObject[],
  };
  for (const route of routeList) {
    const object = pageRoute(route);
    if (route.public) publicRoutes[route.layout === 'bare' ? 'bare' : 'full'].push(object);
    else signedIn[route.layout === 'full-screen' ? 'full' : route.layout].push(object);
  }
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        { id: 'public-bare', Component: BareLayout, children: publicRoutes.bare },
        { id: 'public-full-screen', Component: FullScreenLayout, children: publicRoutes.full },
        {
          id: 'signed-in',
          // The manifest bundles arrive with the chunk: the scope renders without suspending.
          lazy: async () => {
            const [module] = await Promise.all([
              import('../signedIn/SignedIn'),
              loadShellBundles(),
            ]);
            return { Component: module.SignedIn };
          },
          children: [
            {
              id: 'home',
              index: true,
              lazy: async () => ({ Component: (await import('../pages/HomeRedirect')).default }),
            },
            {
              id: 'bare',
              lazy: async () => ({
                Component: (await import('../signedIn/SignedIn')).SignedInBare,
              }),
              children: signedIn.bare,
            },
            {
              id: 'full-screen',
              lazy: async () => ({
                Component: (await import('../signedIn/SignedIn')).SignedInFullScreen,
              }),
              children: signedIn.full,
            },
            {
              id: 'shell',
              lazy: async () => ({ Component: (await import('../shell/ShellLayout')).ShellLayout }),
              children: signedIn.shell,
            },
          ],
        },
        {
          id: 'unknown',
          path: '*',
          lazy: async () => ({ Component: (await import('./UnknownPath')).UnknownPath }),
        },
      ],
    },
  ];
}
