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
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import {
  routeByPath,
  routeList,
  routerPattern,
  type RouteDefinition,
  type RouteName,
} from '../../../../generated/routes';
import { loadShellBundles } from '../bundles/shellBundles';
import { pageLoader, type PageLoader } from '../pages/registry';
import { BareLayout, FullScreenLayout } from './layouts';
import { PageLoading } from './PageLoading';
import { Root } from './Root';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

function pageRoute(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  const base = { id: route.name, path: routerPattern(route.name), handle };
  // A shell page is a React.lazy component under the shell's Suspense boundary rather than a
  // lazy route: the router (and so hydration) does not wait for the page's own chunk. A
  // server-rendered page keeps the server's markup until its chunk arrives and is hydrated
  // then; the shell around it answers input before (issue 10 "interactive sooner", issue 13
  // "first-page JS"). Navigations are transitions, so the previous page stays until the next
  // one is ready, as with a lazy route.
  if (layoutOf(route) === 'shell') return { ...base, Component: shellPage(route.name) };
  return { ...base, lazy: async () => ({ Component: (await pageLoader(route.name)()).default }) };
}

const shellPages = new Map<RouteName, LazyExoticComponent<ComponentType>>();
const pageLoads = new Map<RouteName, ReturnType<PageLoader>>();

/** The page's chunk, loaded once (a failed load is asked again next time). */
function loadPage(name: RouteName): ReturnType<PageLoader> {
  let load = pageLoads.get(name);
  if (!load) {
    load = pageLoader(name)();
    pageLoads.set(name, load);
    load.catch(() => pageLoads.delete(name));
  }
  return load;
}

function shellPage(name: RouteName): LazyExoticComponent<ComponentType> {
  let page = shellPages.get(name);
  if (!page) {
    page = lazy(() => loadPage(name));
    shellPages.set(name, page);
  }
  return page;
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
  // The opening shell page's chunk starts now, with the shell's (it is a React.lazy component:
  // nothing would ask for it before the first render otherwise).
  if (opening && layoutOf(opening) === 'shell') void loadPage(opening.name);
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
