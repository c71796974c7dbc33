/**
 * Sites as the signed-in user sees them (product.md#records-and-their-fields Site): reachable only through a membership of the
 * site's organization. The organization's access level and user count are the user's view.
 */
import type { Db } from '../db/open';
import type { OrgAccess } from '../../../contracts/gates';
import type { SiteRow } from '../db/schema';
import type { PlanName, Site } from '../../../generated/types';
import { nowSeconds } from './time';
import { demoSiteViewsOfUser } from './productTour';

export interface SiteView {
  site: SiteRow;
  accountId: number;
  accountPictureUrl: string | null;
  access: OrgAccess;
  organizationUsers: number;
  /** The shared demo site of a product tour (data/productTour.ts). */
  demo?: boolean;
}

/** `hoursSince` with two decimals; a clock slightly behind the data reads as 0, never negative. */
export function lastDataOf(lastDataAt: number | null, now: number): Site['lastData'] {
  if (lastDataAt === null) return null;
  const hours = Math.max(0, now - lastDataAt) / 3600;
  return { timestamp: lastDataAt, hoursSince: Math.round(hours * 100) / 100 };
}

export function toSiteEntity(view: SiteView, now: number = nowSeconds()): Site {
  const { site } = view;
  return {
    id: site.id,
    name: site.name,
    url: site.url,
    account: { id: view.accountId, pictureUrl: view.accountPictureUrl },
    organization: {
      id: site.organization_id,
      access: view.access,
      users: view.organizationUsers,
    },
    plan: site.plan as PlanName,
    effectivePlan: site.effective_plan as PlanName,
    created: site.created,
    lastData: lastDataOf(site.last_data_at, now),
    analyticsAccess: site.analytics_access === 1,
    sessionCaptureMode: site.session_capture_mode,
    demo: view.demo === true,
  };
}

/** Every site the user can open, with the user's view of its organization. */
export async function siteViewsOfUser(
  db: Db,
  userId: number,
  filter: { siteId?: number; accountId?: number } = {},
): Promise<SiteView[]> {
  let query = db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .innerJoin('accounts', 'accounts.id', 'organizations.account_id')
    .innerJoin('sites', 'sites.organization_id', 'organizations.id')
    .selectAll('sites')
    .select([
      'memberships.access',
      'accounts.id as account_id',
      'accounts.picture_url as account_picture_url',
    ])
    .select((eb) =>
      eb
        .selectFrom('memberships as m')
        .whereRef('m.organization_id', '=', 'organizations.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('organization_users'),
    )
    .where('memberships.user_id', '=', userId);
  if (filter.siteId !== undefined) query = query.where('sites.id', '=', filter.siteId);
  if (filter.accountId !== undefined) query = query.where('accounts.id', '=', filter.accountId);
  const rows = await query.orderBy('sites.organization_id').orderBy('sites.id').execute();
  const member = rows.map(
    ({ access, account_id, account_picture_url, organization_users, ...site }) => ({
      site,
      accountId: account_id,
      accountPictureUrl: account_picture_url,
      access,
      organizationUsers: Number(organization_users ?? 0),
    }),
  );
  // product.md#roles-and-permissions "a demo site is added to the site list" while the user's product tour exists (read only).
  return [...member, ...(await demoSiteViewsOfUser(db, userId, filter))];
}

/** The site if it belongs to that account and the user is a member of its organization. */
export async function siteOfUser(
  db: Db,
  userId: number,
  accountId: number,
  siteId: number,
): Promise<Site | undefined> {
  const [view] = await siteViewsOfUser(db, userId, { siteId, accountId });
  return view ? toSiteEntity(view) : undefined;
}

/** The account that owns the site, if the user can open it (undefined for a foreign site). */
export async function siteAccountOfUser(
  db: Db,
  userId: number,
  siteId: number,
): Promise<number | undefined> {
  const [view] = await siteViewsOfUser(db, userId, { siteId });
  return view?.accountId;
}
