/**
 * Progress of the get-started page shown on its menu item (spec §4 "Get-started item shows
 * progress out of 4"): the steps marked complete in the app-state value onboarding /
 * getStartedPageState (spec §3, §7) of the site — per site, as manifests/guides/get-started-page
 * declares. No stored value, or one that is not valid JSON, means nothing is complete yet.
 */
import { GET_STARTED_NAMESPACE } from '../../../../contracts/firstRenderAppState';
import type { AppStateSetting } from '../../../../generated/types';

export const GET_STARTED_KEY = 'getStartedPageState';

export function getStartedDone(settings: readonly AppStateSetting[], siteId: number): number {
  const values = settings.filter(
    (s) => s.namespace === GET_STARTED_NAMESPACE && s.key === GET_STARTED_KEY,
  );
  // The site's own value wins over one stored without a site.
  const stored = values.find((s) => s.site_id === siteId) ?? values.find((s) => s.site_id == null);
  if (!stored) return 0;
  let state: unknown;
  try {
    state = JSON.parse(stored.value);
  } catch {
    return 0;
  }
  if (!state || typeof state !== 'object') return 0;
  return Object.values(state).filter(
    (step) =>
      typeof step === 'object' &&
      step !== null &&
      (step as { complete?: unknown }).complete === true,
  ).length;
}
