/**
 * The app-state a signed-in page's first render reads ("inline only what the first
 * render needs"): the bootstrap payload (server/src/pages/bootstrap.ts) carries these values
 * instead of all of the user's app-state, and says when it left some out, so the browser
 * fetches the whole list after start (runtime/app/core/bundles/seed.ts marks the seeded answer stale).
 *
 * The first render reads the get-started page state of the page's site (runtime/app/signedIn/
 * shell/Sidebar.tsx, rules/getStartedProgress.ts), and the guides read their flags (product.md#calls
 * atv_getting_started_guide, atv_side_bar): those namespaces, unscoped or for the page's site.
 */
import type { AppStateSetting } from '../generated/types';

/** Where the get-started page keeps its state (product.md#records-and-their-fields, product.md#calls: onboarding / getStartedPageState). */
export const GET_STARTED_NAMESPACE = 'onboarding';

export const FIRST_RENDER_NAMESPACES: readonly string[] = [
  GET_STARTED_NAMESPACE,
  'atv_getting_started_guide',
  'atv_side_bar',
];

export function firstRenderAppState(
  settings: readonly AppStateSetting[],
  siteId: number | undefined,
): { settings: AppStateSetting[]; partial: boolean } {
  const kept = settings.filter(
    (s) =>
      FIRST_RENDER_NAMESPACES.includes(s.namespace) && (s.site_id == null || s.site_id === siteId),
  );
  return { settings: kept, partial: kept.length < settings.length };
}
