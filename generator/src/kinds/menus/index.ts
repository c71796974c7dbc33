import type { BundledKindDefinition } from '../../core/types';
import type { MenusBundle } from '../../../../contracts/menus';
import type { MenusModel } from './model';
import { bundleMenus } from './bundle';
import { checkMenus, MENU_RULES, MENUS_READS } from './check';
import { collectMenus } from './collect';
import { menuIconsEmitter } from './emitIcons';
import { menusSchema } from './schema';

/** `kind: menus` — the shell's menus per account variant (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions). */
export const menusKind: BundledKindDefinition<
  'menus',
  MenusModel,
  MenusBundle,
  (typeof MENUS_READS)[number]
> = {
  kind: 'menus',
  version: 1,
  title: 'Menus',
  description:
    'Every menu of the signed-in shell (product.md#screens-and-routes "Signed-in shell"): the left sidebar per mode (feature, settings, profile), the top bar, the help menu and the account menu, each for some account variants. An item opens a route (with parameters taken from the current site, collection or organization), an external link, an action or a widget, or groups other items; gates hide, disable or lock it when they deny (product.md#roles-and-permissions), and an alternate replaces it while a condition holds. The runtime resolves a menu for a persona with `resolveMenu`; `lodestar explain menu` prints the result.',
  schema: menusSchema,
  collect: collectMenus,
  reads: MENUS_READS,
  check: checkMenus,
  rules: MENU_RULES,
  bundle: bundleMenus,
  emitters: [menuIconsEmitter],
};
