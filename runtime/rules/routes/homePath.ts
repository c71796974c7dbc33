/**
 * Home (product.md#states-and-transitions "Login goes to the next page or home"): the overview of the user's first site.
 * Without any site ("no dead end for a new account"): the add-your-first-site page of
 * the first organization where the user may add one (product.md#roles-and-permissions write or admin), else the no-site-access
 * page — only for users who really lack access.
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

export interface HomeOrganization {
  id: number;
  /** The user's access in it (product.md#roles-and-permissions); only write and admin may add a site. */
  access?: 'read' | 'write' | 'admin';
  sites: readonly { id: number }[];
}

/** The first organization where the user may add a site. */
export function organizationToAddSite(
  organizations: readonly HomeOrganization[],
): HomeOrganization | undefined {
  return organizations.find((o) => o.access === 'write' || o.access === 'admin');
}

export function homePath(organizations: readonly HomeOrganization[]): string {
  const site = firstSite(organizations);
  if (site) return pathTo('overview.index', { siteId: site.id });
  const own = organizationToAddSite(organizations);
  return own
    ? pathTo('setup.add-site', { organizationId: own.id })
    : pathTo('pages.no-site-access');
}
