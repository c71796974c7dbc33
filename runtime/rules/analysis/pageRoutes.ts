/**
 * Where a declared analysis page is drawn, as the studio lists it: every route declared with
 * `shows: { analysis: <page id> }`, and, for the default dashboard template, the route of a
 * site's dashboard (which draws that page until the team makes its own). Pure, over whichever
 * route table it is given, so a fixture table tests it.
 */
import { buildPath, paramNames } from '../routes/paths';

interface RouteLike {
  name: string;
  path: string;
  shows?: { analysis: string } | object;
}

/** How a route comes to draw the page. */
export type ShownAs = 'shows' | 'default-dashboard';

export interface PageRoute<R extends RouteLike> {
  route: R;
  as: ShownAs;
}

export function routesShowing<R extends RouteLike>(
  page: { id: string; template?: { default?: boolean } },
  routes: readonly R[],
  /** The route of a site's dashboard (it draws the default template). */
  dashboardRoute: string,
): PageRoute<R>[] {
  const shown: PageRoute<R>[] = routes
    .filter((r) => r.shows && 'analysis' in r.shows && r.shows.analysis === page.id)
    .map((route) => ({ route, as: 'shows' }));
  const dashboard = routes.find((r) => r.name === dashboardRoute);
  if (page.template?.default && dashboard && !shown.some((s) => s.route === dashboard))
    shown.push({ route: dashboard, as: 'default-dashboard' });
  return shown;
}

/**
 * The address of a route on one site (the demo site), or undefined when its path needs more
 * than the site to be filled (a dashboard id …): there is no one page to open then.
 */
export function pathOnSite(path: string, siteId: number): string | undefined {
  const names = paramNames(path);
  if (names.length !== 1 || names[0] !== 'siteId') return undefined;
  return buildPath(path, { siteId });
}
