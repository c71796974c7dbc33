/**
 * The sister-product lookups' SQL (product.md#calls "site-to-project and account-to-cross-sell-account
 * lookup"; migrations/0012_support_and_sister_products.ts). Callers have checked membership.
 */
import type { Db } from '../db/open';
import { nowSeconds } from './time';

/**
 * The research project of a site, made on the first ask: a site has exactly one (the unique
 * site_id), so two parallel first asks still return the same id.
 */
export async function projectOfSite(db: Db, siteId: number): Promise<number> {
  await db
    .insertInto('research_projects')
    .values({ site_id: siteId, created_at: nowSeconds() })
    .onConflict((c) => c.column('site_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('research_projects')
    .select('id')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The linked sister-product account, or null when the account has none. */
export async function crossSellAccountOf(db: Db, accountId: number): Promise<number | null> {
  const row = await db
    .selectFrom('cross_sell_links')
    .select('cross_sell_account_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.cross_sell_account_id ?? null;
}

/** Links (or relinks) an account to its sister-product account: seeds and tests. */
export async function linkCrossSellAccount(
  db: Db,
  accountId: number,
  crossSellAccountId: number,
): Promise<void> {
  await db
    .insertInto('cross_sell_links')
    .values({
      account_id: accountId,
      cross_sell_account_id: crossSellAccountId,
      created_at: nowSeconds(),
    })
    .onConflict((c) =>
      c.column('account_id').doUpdateSet({ cross_sell_account_id: crossSellAccountId }),
    )
    .execute();
}
