/**
 * Accounts a user belongs to (account_users). A user normally has one; when there are several,
 * the session shows the oldest (lowest id) — there is no way to choose between accounts yet.
 */
import type { Db } from '../db/open';
import type { AccountRow } from '../db/schema';
import type { Account } from '../../../generated/types';
import { parseStringList } from './json';

export interface AccountMembership {
  account: AccountRow;
  isAdmin: boolean;
}

export async function primaryAccountOf(
  db: Db,
  userId: number,
): Promise<AccountMembership | undefined> {
  const row = await db
    .selectFrom('account_users')
    .innerJoin('accounts', 'accounts.id', 'account_users.account_id')
    .selectAll('accounts')
    .select('account_users.is_admin')
    .where('account_users.user_id', '=', userId)
    .orderBy('accounts.id')
    .executeTakeFirst();
  if (!row) return undefined;
  const { is_admin, ...account } = row;
  return { account, isAdmin: is_admin === 1 };
}

/** The account if the user belongs to it; undefined for missing and foreign accounts alike. */
export async function accountOfUser(
  db: Db,
  userId: number,
  accountId: number,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('account_users')
    .innerJoin('accounts', 'accounts.id', 'account_users.account_id')
    .selectAll('accounts')
    .where('account_users.user_id', '=', userId)
    .where('account_users.account_id', '=', accountId)
    .executeTakeFirst();
}

export function toAccountEntity(row: AccountRow): Account {
  return {
    id: row.id,
    productCatalogVersion: row.product_catalog_version,
    variant: row.variant,
    features: parseStringList(row.features),
  };
}

export async function setAccountLocale(db: Db, accountId: number, locale: string): Promise<void> {
  await db.updateTable('accounts').set({ locale }).where('id', '=', accountId).execute();
}

/** Whether any account the user belongs to is suspended (accounts.suspended_at, product.md#errors). */
export async function isUserSuspended(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_users')
    .innerJoin('accounts', 'accounts.id', 'account_users.account_id')
    .select('accounts.id')
    .where('account_users.user_id', '=', userId)
    .where('accounts.suspended_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
