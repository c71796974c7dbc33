/**
 * The app's routes, in React Router's declarative mode (router/buildRoutes.tsx): the tree the
 * current path needs, matched once here to name the current route (router/routeHandle.ts) and
 * rendered by `useRoutes`. Under `<BrowserRouter>` in the browser (start.tsx) and
 * `<StaticRouter>` on the server (ssr/renderPage.tsx).
 */
import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteMatch } from 'react-router';
import type { RouteDefinition } from '../../../../generated/routes';
import { routesFor } from './buildRoutes';
import { CurrentRouteContext, type RouteHandle } from './routeHandle';

const handleOf = (match: RouteMatch) => match.route.handle as RouteHandle | undefined;

/** The definition of the deepest matched route of the table. */
function currentRoute(matches: RouteMatch[] | null): RouteDefinition | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i--) {
    const route = handleOf(matches![i]!)?.route;
    if (route) return route;
  }
  return undefined;
}

export function AppRoutes() {
  const location = useLocation();
  const routes = routesFor(location.pathname);
  const current = useMemo(
    () => currentRoute(matchRoutes(routes, location.pathname)),
    [routes, location.pathname],
  );
  const element = useRoutes(routes, location);
  return <CurrentRouteContext.Provider value={current}>{element}</CurrentRouteContext.Provider>;
}

/**
 * Starts loading the code of every route `pathname` matches; resolves when what the first
 * render needs is there (a shell page's own chunk is only started, see buildRoutes.tsx).
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  return Promise.all(matches.map((match) => handleOf(match)?.preload?.()));
}
