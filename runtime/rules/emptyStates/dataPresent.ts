/**
 * "Does the feature have data?" decided honestly from what the API has (issue 14). The product
 * stores sessions, nothing else a feature page could analyse:
 * - recordings, session replay, heatmaps, dashboard, trends, funnels and impact are built on
 *   recorded sessions: data is present when the site recorded sessions this month
 *   (GET monthly-sessions `usage` > 0; spec §7).
 * - surveys (issue 15): data is present when the site has at least one survey (GET surveys).
 * - feedback and highlights have no data model in this product yet (no responses or highlight
 *   collections are stored): never data, always the empty state.
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

export function dataPresent(
  feature: string,
  sessionsThisMonth: number | undefined,
  surveyCount?: number,
): boolean {
  if (feature === 'surveys') return (surveyCount ?? 0) > 0;
  return usesSessions(feature) && (sessionsThisMonth ?? 0) > 0;
}
