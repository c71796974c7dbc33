/**
 * Adding a site to an organization ("no dead end for a new account"): the user's access
 * in the organization decides (product.md#roles-and-permissions write and admin), and a new site starts with no tracking data
 * (product.md#states-and-transitions "not installed"), capture on, like a site created at registration (registration.ts).
 */
import type { OrgAccess } from '../../../contracts/gates';
import type { Db } from '../db/open';
import { nowSeconds } from './time';

/** The user's access in the organization; undefined when they are not a member. */
export async function organizationAccess(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<OrgAccess | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select('access')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.access;
}

export async function insertSite(
  db: Db,
  organizationId: number,
  site: { name: string; url: string },
): Promise<number> {
  const { id } = await db
    .insertInto('sites')
    .values({
      organization_id: organizationId,
      name: site.name,
      url: site.url,
      plan: 'basic',
      effective_plan: 'basic',
      created: nowSeconds(),
      last_data_at: null,
      analytics_access: 1,
      session_capture_mode: 'on',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
