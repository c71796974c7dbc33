/**
 * What a tab asks again when it learns that a site's tracking code is installed, or that
 * sessions arrived, and how it tells the other tabs of this browser. Kept apart from React so a
 * unit test drives it with a real QueryClient.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

/** The BroadcastChannel the tabs of this browser share. */
export const INSTALLATION_CHANNEL = 'lodestar.installation';

type CallName = 'getSite' | 'getMonthlySessions' | 'listSessionsInProgress';

/** Generated query keys are `['api', <call>, <input>]`; any input naming the site matches. */
function ofSite(call: CallName, siteId: number) {
  return {
    predicate: (query: Query) => {
      const [scope, name, input] = query.queryKey;
      return scope === 'api' && name === call && (input as { siteId?: unknown })?.siteId === siteId;
    },
  };
}

/** Sessions arrived: the month's usage (top bar, empty states) is asked again. */
export async function refreshUsage(queryClient: QueryClient, siteId: number): Promise<void> {
  await queryClient.invalidateQueries(ofSite('getMonthlySessions', siteId));
}

/**
 * The site is installed: its usage and sessions in progress are asked again, and — when the
 * news came from another tab — the site itself, whose last data every page reads.
 */
export async function refreshInstalled(
  queryClient: QueryClient,
  siteId: number,
  { site }: { site: boolean },
): Promise<void> {
  await Promise.all([
    site ? queryClient.invalidateQueries(ofSite('getSite', siteId)) : undefined,
    queryClient.invalidateQueries(ofSite('listSessionsInProgress', siteId)),
    refreshUsage(queryClient, siteId),
  ]);
}

/** The site id of a channel message, when it is one of ours. */
export function installedSiteOf(data: unknown): number | undefined {
  const siteId = (data as { installed?: unknown } | null)?.installed;
  return typeof siteId === 'number' && Number.isSafeInteger(siteId) && siteId > 0
    ? siteId
    : undefined;
}

export function installedMessage(siteId: number): { installed: number } {
  return { installed: siteId };
}
