/**
 * The current site: the route's `siteId`, else the one remembered from the last visit (a cookie
 * the server reads too, signedIn/lastSite.ts). Loaded with `getSite` under the account that owns
 * the site (signedIn/siteAccount.ts). A remembered site that no longer opens is forgotten
 * silently; the route's site that does not open is `unavailable` (the page says so).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSiteQueryOptions } from '../../../generated/api/client';
import type { SessionInfo, Site } from '../../../generated/types';
import { isFinal } from '../core/queryClient';
import type { SiteStatus } from './context';
import { usePreferences } from '../core/preferences/PreferencesContext';
import { forgetSite, rememberSite } from './lastSite';
import { useSiteAccount } from './siteAccount';
import { installPollInterval } from '../../rules/tracking/installation';

const JUST_ASKED_MS = 2_000;

/**
 * `installPollMs`: how often the site is asked again while its tracking code is not installed
 * (every page reads installation from this one query, so every page follows it).
 */
export function useCurrentSite(
  session: SessionInfo,
  routeSiteId: string | undefined,
  installPollMs: number,
) {
  const queryClient = useQueryClient();
  const fromRoute = routeSiteId !== undefined;
  const userId = session.user.id;
  const remembered = usePreferences(userId).lastSite; // this user's own, never another's
  const siteId = fromRoute ? Number(routeSiteId) : remembered?.siteId;
  const valid = siteId !== undefined && Number.isSafeInteger(siteId) && siteId > 0;
  const accountId = useSiteAccount(queryClient, session, valid ? siteId : undefined);
  const query = useQuery({
    ...getSiteQueryOptions({ accountId: accountId ?? 0, siteId: valid ? siteId : 0 }),
    enabled: valid && accountId !== undefined,
    // The manifest gives the site no cache time: it is asked again whenever a page opens it,
    // except right after start.tsx asked for it.
    refetchOnMount: (q) => Date.now() - q.state.dataUpdatedAt > JUST_ASKED_MS,
    refetchInterval: (q) => installPollInterval(q.state.data?.lastData, installPollMs),
    refetchIntervalInBackground: false,
  });

  const site: Site | undefined = valid ? query.data : undefined;
  useEffect(() => {
    if (site && fromRoute)
      rememberSite(userId, { siteId: site.id, organizationId: site.organization.id });
  }, [site, fromRoute, userId]);
  useEffect(() => {
    if (!fromRoute && query.isError && isFinal(query.error)) forgetSite();
  }, [fromRoute, query.isError, query.error]);

  let status: SiteStatus;
  if (siteId === undefined) status = 'none';
  else if (!valid) status = fromRoute ? 'unavailable' : 'none';
  else if (site) status = 'ready';
  else if (query.isError)
    status = isFinal(query.error) ? (fromRoute ? 'unavailable' : 'none') : 'error';
  else status = 'loading';

  return { site, status, fromRoute, retry: () => void query.refetch() };
}
