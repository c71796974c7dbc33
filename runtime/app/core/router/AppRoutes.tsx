/**
 * The app's routes, in React Router's declarative mode (router/buildRoutes.tsx): the tree the
 * current path needs, rendered by `useRoutes`, and the current route it draws handed down
 * (router/routeHandle.ts). Under `<BrowserRouter>` in the browser (start.tsx) and
 * `<StaticRouter>` on the server (ssr/renderPage.tsx).
 */
import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteMatch } from 'react-router';
import type { RouteDefinition } from '../../../../generated/routes';
import { layoutOf, routesFor } from './buildRoutes';
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
  const tree = routesFor(location.pathname);
  // A tree with one page route draws that route; any other is matched as React Router does.
  const current = useMemo(
    () => tree.route ?? currentRoute(matchRoutes(tree.routes, location.pathname)),
    [tree, location.pathname],
  );
  const element = useRoutes(tree.routes, location);
  return <CurrentRouteContext.Provider value={current}>{element}</CurrentRouteContext.Provider>;
}

/**
 * Starts loading the code of every route `pathname` matches; resolves when what the first
 * render needs is there. A shell page's own chunk is only started, unless `wholePage`: a first
 * render in the browser draws the shell around the page's loading state; the server's render
 * (ssr/renderPage.tsx) and the hydration of what it drew (start.tsx) wait for all of it, since
 * a part that suspends while hydrating is taken over only on React's throttled retry.
 */
export function preloadRoutes(
  pathname: string,
  options: { wholePage?: boolean } = {},
): Promise<unknown> {
  const matches = matchRoutes(routesFor(pathname).routes, pathname) ?? [];
  return Promise.all(
    matches.map((match) => {
      const handle = handleOf(match);
      const loading = handle?.preload?.();
      const page = handle?.route && layoutOf(handle.route) === 'shell';
      if (!page || options.wholePage) return loading;
      loading?.catch(() => undefined); // the page reports a failed load when it renders
      return undefined;
    }),
  );
}
