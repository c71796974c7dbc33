/**
 * The external course of the highlights guide card (product.md#screens-and-routes, product.md#calls "External links: … a learning
 * course"): the help menu's "explore courses" link (manifests/menus/help-menu.yaml), not a
 * second copy of the address.
 */
import type { MenusBundle } from '../../../contracts/menus';

export const COURSE_ITEM_ID = 'explore-courses';

export function courseLink(menus: MenusBundle): string | undefined {
  for (const menu of menus.menus)
    for (const item of menu.items)
      if (item.id === COURSE_ITEM_ID && item.target.kind === 'href') return item.target.href;
  return undefined;
}
