/**
 * The react-router route objects, built from the generated route table (product.md#screens-and-routes: every route
 * of the product rules resolves). Each route's page comes from the page registry (a lazy chunk; routes
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
 * React Router renders them in its declarative mode (`useRoutes`, router/AppRoutes.tsx): the
 * data router, its loaders and route discovery are ~18 KB gzip of the first page the app does
 * not use ("first-page JS"). A lazy part suspends until its chunk is there; the first
 * render waits for the opening route's parts (`preload` in each route's handle), so nothing
 * waterfalls.
 *
 * A path gets the routes it needs (`routesFor`): ranking and matching all ~100 routes costs the
 * cold load ~30 ms of a cold JavaScript engine (the cold-load target), while our own
 * matcher (routeByPath) names the one route a path needs. A path it does not name (a legacy
 * path, another spelling) gets the whole table, so React Router decides exactly as it would
 * have with every route (tests/routes/matcher.property.test.ts: both pick the same route).
 * A public route declared with the shell layout has no session to fill a shell with, so it is
 * shown full-screen.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import {
  routeByPath,
  routeList,
  routerPattern,
  type RouteDefinition,
  type RouteName,
} from '../../../../generated/routes';
import { loadShellBundles } from '../bundles/shellBundles';
import { pageLoader } from '../pages/registry';
import { lazyPart, type LazyPart } from './lazyPart';
import { BareLayout, FullScreenLayout } from './layouts';
import { Root } from './Root';
import type { RouteHandle } from './routeHandle';

/** The layout routes' own chunks. The signed-in scope's manifest bundles come with it. */
const layouts = {
  signedIn: lazyPart(async () => {
    const [module] = await Promise.all([import('../../signedIn/SignedIn'), loadShellBundles()]);
    return module.SignedIn;
  }),
  bare: lazyPart(async () => (await import('../../signedIn/SignedIn')).SignedInBare),
  fullScreen: lazyPart(async () => (await import('../../signedIn/SignedIn')).SignedInFullScreen),
  shell: lazyPart(async () => (await import('../../signedIn/shell/ShellLayout')).ShellLayout),
  home: lazyPart(async () => (await import('../../signedIn/HomeRedirect')).default),
  unknown: lazyPart(async () => (await import('../../status/UnknownPath')).UnknownPath),
};

const pages = new Map<RouteName, LazyPart>();

/** The page's part, made once (its chunk is loaded once; a failed load is asked again). */
function pagePart(name: RouteName): LazyPart {
  let part = pages.get(name);
  if (!part) {
    part = lazyPart(async () => (await pageLoader(name)()).default);
    pages.set(name, part);
  }
  return part;
}

function pageRoute(route: RouteDefinition): RouteObject {
  const part = pagePart(route.name);
  const handle: RouteHandle = { route, preload: part.preload };
  return { id: route.name, path: routerPattern(route.name), handle, element: <part.Component /> };
}

function lazyRoute(id: string, part: LazyPart, rest: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { preload: part.preload };
  return { id, handle, element: <part.Component />, ...rest } as RouteObject;
}

type LayoutId = 'public-bare' | 'public-full-screen' | 'bare' | 'full-screen' | 'shell';

/** The layout route a page route hangs under. */
export function layoutOf(route: RouteDefinition): LayoutId {
  if (route.public) return route.layout === 'bare' ? 'public-bare' : 'public-full-screen';
  return route.layout === 'full-screen' ? 'full-screen' : route.layout;
}

/** The route tree with the given page routes (all of them by default). */
export function buildRoutes(pageRoutes: readonly RouteDefinition[] = routeList): RouteObject[] {
  const children: Record<LayoutId, RouteObject[]> = {
    'public-bare': [],
    'public-full-screen': [],
    bare: [],
    'full-screen': [],
    shell: [],
  };
  for (const route of pageRoutes) children[layoutOf(route)].push(pageRoute(route));
  return [
    {
      id: 'root',
      element: <Root />,
      children: [
        { id: 'public-bare', element: <BareLayout />, children: children['public-bare'] },
        {
          id: 'public-full-screen',
          element: <FullScreenLayout />,
          children: children['public-full-screen'],
        },
        lazyRoute('signed-in', layouts.signedIn, {
          children: [
            lazyRoute('home', layouts.home, { index: true }),
            lazyRoute('bare', layouts.bare, { children: children.bare }),
            lazyRoute('full-screen', layouts.fullScreen, { children: children['full-screen'] }),
            lazyRoute('shell', layouts.shell, { children: children.shell }),
          ],
        }),
        lazyRoute('unknown', layouts.unknown, { path: '*' }),
      ],
    },
  ];
}

/** The routes a path is rendered with, and the route of the table it names, if it names one. */
export interface RouteTree {
  routes: RouteObject[];
  route?: RouteDefinition;
}

const byRoute = new Map<RouteName, RouteTree>();
let withoutPages: RouteTree | undefined;
let everything: RouteTree | undefined;

/** The route tree a path needs: its own page route, none (home), or the whole table. */
export function routesFor(pathname: string): RouteTree {
  const route = routeByPath(pathname)?.route;
  if (route) {
    let tree = byRoute.get(route.name);
    if (!tree) byRoute.set(route.name, (tree = { routes: buildRoutes([route]), route }));
    return tree;
  }
  withoutPages ??= { routes: buildRoutes([]) };
  // Home (`/`) needs no page route; anything else that only the catch-all would take may be
  // another spelling of a declared route, which React Router matches against the whole table.
  if (matchRoutes(withoutPages.routes, pathname)?.at(-1)?.route.id === 'home') return withoutPages;
  return (everything ??= { routes: buildRoutes() });
}
