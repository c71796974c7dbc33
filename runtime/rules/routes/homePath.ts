/**
 * Home (spec §4 "Login goes to the next page or home"): the overview of the user's first site,
 * or the no-site-access page when the user has no site at all.
 */
import { pathTo } from '../../../generated/routes';

export function firstSite<S extends { id: number }>(
  organizations: readonly { sites: readonly S[] }[],
): S | undefined {
  for (const organization of organizations) {
    const site = organization.sites[0];
    if (site) return site;
  }
  return undefined;
}

export function homePath(organizations: readonly { sites: readonly { id: number }[] }[]): string {
  const site = firstSite(organizations);
  return site ? pathTo('overview.index', { siteId: site.id }) : pathTo('pages.no-site-access');
}
