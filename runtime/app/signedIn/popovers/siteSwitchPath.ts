/**
 * Where choosing another site in the site selector leads (product.md#screens-and-routes "site selector"): the same page
 * for that site when the current route is a site page, else the site's overview. A page that
 * names an item besides the site (a survey, a heatmap …) goes to the overview too: the item
 * belongs to the old site and would not exist on the new one.
 */
import { pathTo, routes, type RouteName } from '../../../../generated/routes';
import { buildPath, paramNames } from '../../../rules/routes/paths';

export function siteSwitchPath(routeName: RouteName | undefined, siteId: number): string {
  const route = routeName ? routes[routeName] : undefined;
  const names = route ? paramNames(route.path) : [];
  if (route && names.length === 1 && names[0] === 'siteId')
    return buildPath(route.path, { siteId });
  return pathTo('overview.index', { siteId });
}
