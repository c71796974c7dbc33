/** Users: lookup for sign-in, the User entity (product.md#records-and-their-fields) and the user's language. */
import type { Db } from '../db/open';
import type { UserRow } from '../db/schema';
import type { User } from '../../../generated/types';

/** Emails are compared trimmed and lowercased: `Demo@Example.com ` signs in as demo@example.com. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toUserEntity(row: UserRow, isAccountAdmin: boolean): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    countryCode: row.country_code,
    created: row.created_at,
    locale: row.locale,
    isDemoUser: row.is_demo_user === 1,
    isAccountAdmin,
  };
}

export async function setUserLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The user's password hash, replaced only while it is still `previous` (no concurrent change). */
export async function replacePasswordHash(
  db: Db,
  userId: number,
  previous: string,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: next })
    .where('id', '=', userId)
    .where('password_hash', '=', previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
