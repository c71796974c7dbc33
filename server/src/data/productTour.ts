/**
 * Product tours (product.md#states-and-transitions "Demo tour", product.md#roles-and-permissions "a demo site is added to the site list", product.md#calls): while a
 * user's tour exists, the shared demo site (seed/demoSite.ts) is one of their sites with READ
 * access. No membership is written: the demo site is joined into the two readers of "the user's
 * sites" (data/sites.ts siteViewsOfUser, data/organizations.ts organizationsOfUser), so every
 * site-scoped endpoint that authorizes through them opens it read-only (writes need write or
 * admin access → 403), and nothing keyed on memberships (team, invitations, permissions) ever
 * shows one tourer to another.
 *
 * Decision: the demo site is presented under the user's own primary account (`account.id` of
 * the Site is the account the session names). The client asks `getSite` with that account
 * whenever the organizations list is not cached (a reload on a demo page, the server's first
 * render), so the demo site opens there too.
 */
import type { Db } from '../db/open';
import { ensureDemoSite, withDemoTables } from './demoSite';
import { primaryAccountOf } from './accounts';
import type { SiteView } from './sites';
import { nowSeconds } from './time';

export interface ProductTour {
  userId: number;
  demoSiteId: number;
  /** False when it already existed (the 409 of product.md#calls). */
  created: boolean;
}

/** Creates the user's tour (seeding the demo site at first use); an existing one is returned. */
export async function createProductTour(db: Db, userId: number): Promise<ProductTour> {
  const demoSiteId = await ensureDemoSite(db);
  const result = await withDemoTables(db)
    .insertInto('product_tours')
    .values({ user_id: userId, site_id: demoSiteId, created_at: nowSeconds() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  const tour = await tourOf(db, userId);
  return { userId, demoSiteId: tour?.site_id ?? demoSiteId, created };
}

/** Ends the tour; ending one that does not exist is not an error (DELETE is idempotent). */
export async function deleteProductTour(db: Db, userId: number): Promise<void> {
  await withDemoTables(db).deleteFrom('product_tours').where('user_id', '=', userId).execute();
}

function tourOf(db: Db, userId: number) {
  return withDemoTables(db)
    .selectFrom('product_tours')
    .select(['site_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The demo site as the touring user sees it (read access), filtered like siteViewsOfUser. */
export async function demoSiteViewsOfUser(
  db: Db,
  userId: number,
  filter: { siteId?: number; accountId?: number } = {},
): Promise<SiteView[]> {
  const tour = await tourOf(db, userId);
  if (!tour || (filter.siteId !== undefined && filter.siteId !== tour.site_id)) return [];
  const [site, primary] = await Promise.all([
    db.selectFrom('sites').selectAll().where('id', '=', tour.site_id).executeTakeFirst(),
    primaryAccountOf(db, userId),
  ]);
  if (!site || !primary) return [];
  if (filter.accountId !== undefined && filter.accountId !== primary.account.id) return [];
  return [
    {
      site,
      accountId: primary.account.id,
      accountPictureUrl: primary.account.picture_url,
      access: 'read',
      // Tourers are not members: the demo organization has no users to show.
      organizationUsers: 0,
      demo: true,
    },
  ];
}

/** The demo organization as listed in the touring user's site selector (no admins named). */
export async function demoOrganizationsOfUser(
  db: Db,
  userId: number,
): Promise<{ id: number; name: string; access: 'read' }[]> {
  const tour = await tourOf(db, userId);
  if (!tour) return [];
  const row = await db
    .selectFrom('sites')
    .innerJoin('organizations', 'organizations.id', 'sites.organization_id')
    .select(['organizations.id', 'organizations.name'])
    .where('sites.id', '=', tour.site_id)
    .executeTakeFirst();
  return row ? [{ ...row, access: 'read' }] : [];
}
