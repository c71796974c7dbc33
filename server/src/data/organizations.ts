/**
 * The organizations of a user with their sites, for the site selector (product.md#screens-and-routes, product.md#calls "Organizations
 * and sites list fetched by user id"). An organization the user belongs to is listed even
 * without sites, so the selector can say it is empty.
 */
import type { Db } from '../db/open';
import type { Organization } from '../../../generated/types';
import { parseStringList } from './json';
import { siteViewsOfUser, toSiteEntity } from './sites';
import { nowSeconds } from './time';
import { demoOrganizationsOfUser } from './productTour';

export async function organizationsOfUser(db: Db, userId: number): Promise<Organization[]> {
  const organizations = await db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name', 'memberships.access'])
    .where('memberships.user_id', '=', userId)
    .orderBy('organizations.id')
    .execute();
  // product.md#roles-and-permissions: the demo site's organization while the user's product tour exists (data/productTour.ts).
  organizations.push(...(await demoOrganizationsOfUser(db, userId)));
  const views = await siteViewsOfUser(db, userId);
  const admins = await adminsOf(
    db,
    organizations.map((org) => org.id),
    userId,
  );
  const now = nowSeconds();
  return organizations.map((org) => ({
    id: org.id,
    name: org.name,
    access: org.access,
    sites: views.filter((v) => v.site.organization_id === org.id).map((v) => toSiteEntity(v, now)),
    admins: (admins.get(org.id) ?? []).slice(0, ADMINS_LISTED),
  }));
}

/** How many admins an organization names to its members (manifests/schemas/site.yaml). */
export const ADMINS_LISTED = 3;

/** The admins of each organization other than `exceptUserId`, oldest membership first. */
async function adminsOf(
  db: Db,
  organizationIds: readonly number[],
  exceptUserId: number,
): Promise<Map<number, { name: string; email: string }[]>> {
  const byOrganization = new Map<number, { name: string; email: string }[]>();
  if (organizationIds.length === 0) return byOrganization;
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.organization_id', 'users.name', 'users.email'])
    .where('memberships.organization_id', 'in', organizationIds)
    .where('memberships.access', '=', 'admin')
    .where('users.id', '!=', exceptUserId)
    .orderBy('users.id')
    .execute();
  for (const row of rows) {
    const list = byOrganization.get(row.organization_id) ?? [];
    list.push({ name: row.name, email: row.email });
    byOrganization.set(row.organization_id, list);
  }
  return byOrganization;
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
