/**
 * The organizations of a user with their sites, for the site selector (§2, §7 "Organizations
 * and sites list fetched by user id"). An organization the user belongs to is listed even
 * without sites, so the selector can say it is empty.
 */
import type { Db } from '../db/open';
import type { Organization } from '../../../generated/types';
import { parseStringList } from './json';
import { siteViewsOfUser, toSiteEntity } from './sites';
import { nowSeconds } from './time';

export async function organizationsOfUser(db: Db, userId: number): Promise<Organization[]> {
  const organizations = await db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name', 'memberships.access'])
    .where('memberships.user_id', '=', userId)
    .orderBy('organizations.id')
    .execute();
  const views = await siteViewsOfUser(db, userId);
  const now = nowSeconds();
  return organizations.map((org) => ({
    id: org.id,
    name: org.name,
    access: org.access,
    sites: views.filter((v) => v.site.organization_id === org.id).map((v) => toSiteEntity(v, now)),
  }));
}

/** Whether the user is a member of the organization. */
export async function isMemberOfOrganization(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Permissions of the user: the union over every membership (see sessionInfo.ts). */
export async function permissionsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('permissions')
    .where('user_id', '=', userId)
    .execute();
  return [...new Set(rows.flatMap((r) => parseStringList(r.permissions)))].sort();
}
