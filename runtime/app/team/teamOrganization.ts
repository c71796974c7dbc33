/**
 * Which organization a team page is about: the route's
 * `organizationId` (/team/invite/{organizationId}), else the current site's organization (the
 * one the route gate checked, product.md#roles-and-permissions), else the first the user may act in. Only organizations
 * the user belongs to are ever chosen.
 */
import type { Organization } from '../../../generated/types';
import type { OrgAccess } from '../../../contracts/gates';

const LEVELS: readonly OrgAccess[] = ['read', 'write', 'admin'];

/** The access levels an inviter may grant: up to their own (product.md#roles-and-permissions; the server checks too). */
export function grantableAccess(own: OrgAccess): OrgAccess[] {
  return LEVELS.slice(0, LEVELS.indexOf(own) + 1);
}

export function canInvite(access: OrgAccess): boolean {
  return access === 'write' || access === 'admin';
}

export function chooseOrganization(
  organizations: readonly Organization[],
  wanted: { routeOrganizationId?: number; siteOrganizationId?: number; writable?: boolean },
): Organization | undefined {
  const eligible = wanted.writable
    ? organizations.filter((o) => canInvite(o.access))
    : organizations;
  const byId = (id: number | undefined) =>
    id === undefined ? undefined : eligible.find((o) => o.id === id);
  if (wanted.routeOrganizationId !== undefined) return byId(wanted.routeOrganizationId);
  return byId(wanted.siteOrganizationId) ?? eligible[0];
}
