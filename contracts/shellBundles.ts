/**
 * The manifest bundles the signed-in shell interprets at load time (ARCHITECTURE "runtime reads
 * the bundle at load time"): menus (every menu by placement, mode and variant), access (flags,
 * experiments, predicates for the gate evaluator) and app (the languages and constants of product.md#constants-and-limits). The
 * browser fetches them by URL (runtime/app/core/bundles/shellBundles.ts); the server reads the same
 * built files and inlines them into a signed-in page (server/src/pages/clientBuild.ts).
 */
import type appJson from '../generated/bundle/app.json';
import type { AccessBundle } from './access';
import type { MenusBundle } from './menus';

/** The files of generated/bundle/ the shell needs, by kind. */
export const SHELL_BUNDLES = ['menus', 'access', 'app'] as const;
export type ShellBundleKind = (typeof SHELL_BUNDLES)[number];

export type AppConstants = (typeof appJson)['constants'];
/** The languages of the app manifest (product.md#constants-and-limits sets, and who gets the alternative one). */
export type AppLanguages = (typeof appJson)['languages'];

export interface ShellBundles {
  menus: MenusBundle;
  access: AccessBundle;
  constants: AppConstants;
  languages: AppLanguages;
}
