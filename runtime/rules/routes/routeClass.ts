/**
 * product.md#screens-and-routes: "A route area is classed as settings (sso, team and two other settings areas),
 * profile, onboarding (setup and onboarding), or feature", and the left sidebar "has three modes
 * chosen from the route name: feature (tools), settings (route names starting settings, site,
 * team, sso) and profile". The two unnamed settings areas are `settings.*` and `site.*` here.
 */
import type { MenuMode } from '../../../contracts/menus';

export type RouteClass = 'settings' | 'profile' | 'onboarding' | 'feature';

/** The sidebar's mode (contracts/menus.ts MENU_MODES), or none without the shell. */
export type SidebarMode = MenuMode | 'none';

const SETTINGS_AREAS = new Set(['settings', 'site', 'team', 'sso']);
const ONBOARDING_AREAS = new Set(['setup', 'onboarding']);

function area(routeName: string): string {
  return routeName.split('.')[0] ?? '';
}

export function routeClass(routeName: string): RouteClass {
  const a = area(routeName);
  if (SETTINGS_AREAS.has(a)) return 'settings';
  if (a === 'profile') return 'profile';
  if (ONBOARDING_AREAS.has(a)) return 'onboarding';
  return 'feature';
}

/** Sidebar mode; pages without the shell (full-screen, bare) have none. */
export function sidebarMode(
  routeName: string,
  layout: 'shell' | 'full-screen' | 'bare' = 'shell',
): SidebarMode {
  if (layout !== 'shell') return 'none';
  const a = area(routeName);
  if (SETTINGS_AREAS.has(a)) return 'settings';
  if (a === 'profile') return 'profile';
  return 'feature';
}
