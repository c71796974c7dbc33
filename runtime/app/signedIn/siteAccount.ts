/**
 * The account a site is read under (`/api/v1/accounts/{accountId}/sites/{siteId}`): the account
 * that owns the site, which is not the signed-in user's own account when the site belongs to an
 * organization the user was invited into. It is known from a site answer already in the cache
 * (a Site names its account) or from the user's organizations list, which is asked when neither
 * is at hand. A site in neither is not the user's: it is asked under the user's own account,
 * which answers 404 like any foreign site.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  apiKeys,
  listUserOrganizationsQueryOptions,
  type ListUserOrganizationsResult,
} from '../../../generated/api/client';
import type { SessionInfo, Site } from '../../../generated/types';

function listedAccount(
  organizations: ListUserOrganizationsResult | undefined,
  siteId: number,
): number | undefined {
  return organizations?.flatMap((o) => o.sites).find((s) => s.id === siteId)?.account.id;
}

/** The owning account if the cache already knows it, without asking the server. */
export function cachedSiteAccount(
  client: QueryClient,
  userId: number,
  siteId: number,
): number | undefined {
  const organizations = client.getQueryData<ListUserOrganizationsResult>(
    apiKeys.listUserOrganizations({ userId }),
  );
  const listed = listedAccount(organizations, siteId);
  if (listed !== undefined) return listed;
  const answers = client.getQueriesData<Site>({ queryKey: ['api', 'getSite'] });
  return answers.find(([, site]) => site?.id === siteId)?.[1]?.account.id;
}

/** The owning account, asking for the organizations list when the cache does not know it. */
export async function fetchSiteAccount(
  client: QueryClient,
  session: SessionInfo,
  siteId: number,
): Promise<number> {
  const userId = session.user.id;
  const cached = cachedSiteAccount(client, userId, siteId);
  if (cached !== undefined) return cached;
  const organizations = await client.fetchQuery(listUserOrganizationsQueryOptions({ userId }));
  return listedAccount(organizations, siteId) ?? session.account.id;
}

/**
 * The owning account for a hook; undefined while the organizations list is being asked (the
 * site's own query waits for it). No site, no request.
 */
export function useSiteAccount(
  client: QueryClient,
  session: SessionInfo,
  siteId: number | undefined,
): number | undefined {
  const userId = session.user.id;
  const cached = siteId === undefined ? undefined : cachedSiteAccount(client, userId, siteId);
  const organizations = useQuery({
    ...listUserOrganizationsQueryOptions({ userId }),
    enabled: siteId !== undefined && cached === undefined,
  });
  if (siteId === undefined) return undefined;
  if (cached !== undefined) return cached;
  if (organizations.isPending) return undefined;
  return listedAccount(organizations.data, siteId) ?? session.account.id;
}
