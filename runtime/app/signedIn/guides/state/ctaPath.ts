/**
 * Where a guide button with a `route` goes (runtime/rules/guides/types.ts CallToAction): the
 * route's path with the current site and organization filled in (the manifest leaves siteId and
 * orgId to the context) plus the button's own params and query.
 */
import { routes, pathTo, type RouteName } from '../../../../../generated/routes';
import type { CallToAction } from '../../../../rules/guides/types';

export function ctaPath(
  cta: Pick<CallToAction, 'route' | 'params' | 'query'>,
  place: { siteId?: number; orgId?: number },
): string | undefined {
  const name = cta.route as RouteName | undefined;
  if (!name || !(name in routes)) return undefined;
  const path = routes[name].path;
  const params: Record<string, string | number> = { ...(cta.params ?? {}) };
  if (path.includes('{siteId}')) {
    if (place.siteId === undefined) return undefined;
    params.siteId = place.siteId;
  }
  if (path.includes('{orgId}')) {
    if (place.orgId === undefined) return undefined;
    params.orgId = place.orgId;
  }
  // pathTo's types are per route; the manifest's routes are checked by the generator.
  return (pathTo as (n: RouteName, p: object, q?: object) => string)(name, params, cta.query ?? {});
}
