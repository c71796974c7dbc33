/**
 * "Does the feature have data?" decided honestly from what the API has. The product
 * stores sessions, nothing else a feature page could analyse:
 * - recordings, session replay, heatmaps, dashboard, trends, funnels and impact are built on
 *   recorded sessions: data is present when the site recorded sessions this month
 *   (GET monthly-sessions `usage` > 0; product.md#calls).
 * - surveys: data is present when the site has at least one survey (GET surveys).
 * - feedback and highlights have no data model in this product yet (no responses or highlight
 *   collections are stored): never data, always the empty state.
 * - recordings and session replay need a recording, which is ready once its session is over:
 *   sessions still in progress do not count there (they are the pending-data teaser's cards).
 * Pure: the caller passes the usage it loaded (undefined while unknown → no data).
 */
export const SESSION_FEATURES = [
  'recordings',
  'session-replay',
  'heatmaps',
  'dashboard',
  'trends',
  'funnels',
  'impact',
] as const;

/** Whether the feature's data comes from recorded sessions (otherwise it has no data model yet). */
export function usesSessions(feature: string): boolean {
  return (SESSION_FEATURES as readonly string[]).includes(feature);
}

/** Features whose data is a finished recording. */
const RECORDING_FEATURES: readonly string[] = ['recordings', 'session-replay'];

/** Whether the feature's data excludes sessions still in progress. */
export function needsEndedSessions(feature: string): boolean {
  return RECORDING_FEATURES.includes(feature);
}

export function dataPresent(
  feature: string,
  sessionsThisMonth: number | undefined,
  surveyCount?: number,
  sessionsInProgress = 0,
): boolean {
  if (feature === 'surveys') return (surveyCount ?? 0) > 0;
  if (!usesSessions(feature)) return false;
  const live = needsEndedSessions(feature) ? sessionsInProgress : 0;
  return (sessionsThisMonth ?? 0) - live > 0;
}
