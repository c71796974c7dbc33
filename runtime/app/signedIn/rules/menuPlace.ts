/**
 * What `@site`, `@collection` and `@organization` stand for in menu targets (product.md#screens-and-routes: "items
 * carry siteId (and collectionId for highlights)"): the route's own parameters first, then the
 * current site and its organization. Highlights open the default collection, 0, unless a
 * collection is open (the same default as `lodestar explain menu --collection`).
 */
import type { MenuPlace } from '../../../rules/menus/resolveMenu';

export const DEFAULT_COLLECTION_ID = 0;

export function menuPlace(
  routeParams: Readonly<Record<string, string | undefined>>,
  site: { id: number; organization?: { id: number } } | undefined,
): MenuPlace {
  const siteId = routeParams.siteId ?? site?.id;
  const organizationId = routeParams.orgId ?? routeParams.organizationId ?? site?.organization?.id;
  return {
    ...(siteId !== undefined ? { siteId } : {}),
    collectionId: routeParams.collectionId ?? DEFAULT_COLLECTION_ID,
    ...(organizationId !== undefined ? { organizationId } : {}),
  };
}
