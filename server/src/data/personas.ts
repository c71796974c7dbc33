/**
 * The rows of a seeded persona (seed/persona.ts: `npm run seed:demo`, tests, end to end), each
 * found by a natural key and inserted only when missing — user by email, account by name among
 * the user's accounts, organization by account and name, membership by organization and user,
 * site by organization and name — so that seeding twice changes nothing. Each answers the row's
 * id and whether this call inserted it. Run them inside the seed's transaction.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/open';
import type { AccountsTable, MembershipsTable, NewUser, SitesTable } from '../db/schema';

export interface Seeded {
  id: number;
  inserted: boolean;
}

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values(user)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The user's account of that name, else a new one with the user in it (admin or not). */
export async function seedAccount(
  db: Db,
  userId: number,
  account: Insertable<AccountsTable>,
  isAdmin: boolean,
): Promise<Seeded> {
  const found = await db
    .selectFrom('accounts')
    .innerJoin('account_users', 'account_users.account_id', 'accounts.id')
    .select('accounts.id')
    .where('account_users.user_id', '=', userId)
    .where('accounts.name', '=', account.name)
    .executeTakeFirst();
  if (found) return { id: found.id, inserted: false };
  const { id } = await db
    .insertInto('accounts')
    .values(account)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_users')
    .values({ account_id: id, user_id: userId, is_admin: isAdmin ? 1 : 0 })
    .execute();
  return { id, inserted: true };
}

export async function seedOrganization(db: Db, accountId: number, name: string): Promise<Seeded> {
  const found = await db
    .selectFrom('organizations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return { id: found.id, inserted: false };
  const { id } = await db
    .insertInto('organizations')
    .values({ account_id: accountId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, inserted: true };
}

/** The user's membership of the organization; an existing one is left as it is. */
export async function seedMembership(
  db: Db,
  membership: Insertable<MembershipsTable>,
): Promise<boolean> {
  const found = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', membership.organization_id)
    .where('user_id', '=', membership.user_id)
    .executeTakeFirst();
  if (found) return false;
  await db.insertInto('memberships').values(membership).execute();
  return true;
}

export async function seedSite(db: Db, site: Insertable<SitesTable>): Promise<Seeded> {
  const found = await db
    .selectFrom('sites')
    .select('id')
    .where('organization_id', '=', site.organization_id)
    .where('name', '=', site.name)
    .executeTakeFirst();
  if (found) return { id: found.id, inserted: false };
  const { id } = await db
    .insertInto('sites')
    .values(site)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, inserted: true };
}
