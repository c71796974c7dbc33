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
 *
 * The page routes are handed to React Router as they are visited (its `patchRoutesOnNavigation`,
 * "fog of war"): ranking and matching all ~100 of them costs the cold load ~30 ms of a cold
 * JavaScript engine (issue 3 cold-load target), while our own matcher (routeByPath) names the
 * one route a path needs. A path it does not name (a legacy path, another spelling) gets the
 * whole table, so React Router decides exactly as it would have with every route up front.
 */
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import {
  routeByPath,
  routeList,
  routerPattern,
  type RouteDefinition,
} from '../../../../generated/routes';
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

type LayoutId = 'public-bare' | 'public-full-screen' | 'bare' | 'full-screen' | 'shell';

/** The layout route a page route hangs under. */
export function layoutOf(route: RouteDefinition): LayoutId {
  if (route.public) return route.layout === 'bare' ? 'public-bare' : 'public-full-screen';
  return route.layout === 'full-screen' ? 'full-screen' : route.layout;
}

/** Routes for a first load of `pathname` and the patcher that adds the others when visited. */
export function buildRouter(pathname: string): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const opening = routeByPath(pathname)?.route;
  let everything = false;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    if (everything) return;
    const route = routeByPath(path)?.route;
    // React Router skips routes it already has (same id).
    if (route) return patch(layoutOf(route), [pageRoute(route)]);
    everything = true;
    for (const each of routeList) patch(layoutOf(each), [pageRoute(each)]);
  };
  return { routes: buildRoutes(opening ? [opening] : []), patchRoutesOnNavigation };
}

/** The route tree with the given page routes (all of them by default). */
export function buildRoutes(pages: readonly RouteDefinition[] = routeList): RouteObject[] {
  const children: Record<LayoutId, RouteObject[]> = {
    'public-bare': [],
    'public-full-screen': [],
    bare: [],
    'full-screen': [],
    shell: [],
  };
  for (const route of pages) children[layoutOf(route)].push(pageRoute(route));
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        { id: 'public-bare', Component: BareLayout, children: children['public-bare'] },
        {
          id: 'public-full-screen',
          Component: FullScreenLayout,
          children: children['public-full-screen'],
        },
        {
          id: 'signed-in',
          // The manifest bundles arrive with the chunk: the scope renders without suspending.
          lazy: async () => {
            const [module] = await Promise.all([
              import('../../signedIn/SignedIn'),
              loadShellBundles(),
            ]);
            return { Component: module.SignedIn };
          },
          children: [
            {
              id: 'home',
              index: true,
              lazy: async () => ({
                Component: (await import('../../signedIn/HomeRedirect')).default,
              }),
            },
            {
              id: 'bare',
              lazy: async () => ({
                Component: (await import('../../signedIn/SignedIn')).SignedInBare,
              }),
              children: children.bare,
            },
            {
              id: 'full-screen',
              lazy: async () => ({
                Component: (await import('../../signedIn/SignedIn')).SignedInFullScreen,
              }),
              children: children['full-screen'],
            },
            {
              id: 'shell',
              lazy: async () => ({
                Component: (await import('../../signedIn/shell/ShellLayout')).ShellLayout,
              }),
              children: children.shell,
            },
          ],
        },
        {
          id: 'unknown',
          path: '*',
          lazy: async () => ({ Component: (await import('../../status/UnknownPath')).UnknownPath }),
        },
      ],
    },
  ];
}
