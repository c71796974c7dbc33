/**
 * Keys of an account's public API ("/public-api: create, list, revoke keys; only the
 * hash stored"; migrations/0011_api_keys_and_profile.ts). A key is `lsk_` and 32 random bytes in
 * base64url: 256 bits, so one SHA-256 (no slow hash) is safe to store, and looking a key up by
 * its hash reveals nothing usable through timing; the row found is still compared in constant
 * time. Revoking deletes the row, so a revoked key is an unknown key (401).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import type { ApiKey, PublicSite } from '../../../generated/types';
import { nowSeconds } from './time';

/** Keys one account may hold ("bounded"). */
export const MAX_KEYS_PER_ACCOUNT = 20;
const KEY_PREFIX = 'lsk_';
/** Characters of the key the list shows: `lsk_` and 8 of the random part (48 bits, not usable). */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 8;
/** `last_used_at` is written at most once a minute per key: reads do not each become a write. */
const LAST_USED_RESOLUTION_SECONDS = 60;

const KEY_PATTERN = /^lsk_[A-Za-z0-9_-]{43}$/;

export function newApiKeySecret(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A value that cannot be one of our keys is not even looked up. */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/**
 * The user's standing in an account: `admin`, `member`, or null when they do not belong to it
 * (missing and foreign accounts alike).
 */
export async function accountStanding(
  db: Db,
  userId: number,
  accountId: number,
): Promise<'admin' | 'member' | null> {
  const row = await db
    .selectFrom('account_users')
    .select('is_admin')
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return row.is_admin === 1 ? 'admin' : 'member';
}

export async function listApiKeys(db: Db, accountId: number): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.id', 'api_keys.created_by')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'users.name as created_by_name',
    ])
    .where('api_keys.account_id', '=', accountId)
    .orderBy('api_keys.id', 'desc')
    .limit(MAX_KEYS_PER_ACCOUNT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created: row.created_at,
    lastUsed: row.last_used_at,
    createdBy: row.created_by_name ?? null,
  }));
}

export class TooManyKeysError extends Error {
  override readonly name = 'TooManyKeysError';
}

/**
 * A new key of the account; its secret is returned here only. The count and the insert run in
 * one transaction that locks the account (db/locks.ts), so two creations at once cannot pass the
 * bound together on any number of instances.
 */
export async function createApiKey(
  db: Db,
  accountId: number,
  userId: number,
  name: string,
): Promise<{ key: ApiKey; secret: string }> {
  const secret = newApiKeySecret();
  const now = nowSeconds();
  return db.transaction().execute(async (tx) => {
    await lockRow(tx, 'accounts', accountId);
    const { n } = await tx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_KEYS_PER_ACCOUNT) throw new TooManyKeysError();
    const prefix = secret.slice(0, SHOWN_CHARACTERS);
    const { id } = await tx
      .insertInto('api_keys')
      .values({
        account_id: accountId,
        name,
        prefix,
        secret_hash: hashApiKey(secret),
        created_by: userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const creator = await tx
      .selectFrom('users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirst();
    return {
      secret,
      key: { id, name, prefix, created: now, lastUsed: null, createdBy: creator?.name ?? null },
    };
  });
}

/** True when the key existed in that account (and is now gone). */
export async function deleteApiKey(db: Db, accountId: number, keyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('api_keys')
    .where('id', '=', keyId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account a (well-formed) key opens, or null; notes when the key was used. */
export async function accountOfApiKey(db: Db, secret: string): Promise<number | null> {
  const hash = hashApiKey(secret);
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'account_id', 'secret_hash', 'last_used_at'])
    .where('secret_hash', '=', hash)
    .executeTakeFirst();
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hash))) return null;
  const now = nowSeconds();
  if (row.last_used_at === null || now - row.last_used_at >= LAST_USED_RESOLUTION_SECONDS) {
    await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return row.account_id;
}

/** Sites one public API answer lists at most (bounded answers). */
export const MAX_PUBLIC_SITES = 1000;

/** Sites the public API lists for an account: its organizations' sites, by id (at most 1,000). */
export async function publicSitesOfAccount(db: Db, accountId: number): Promise<PublicSite[]> {
  const rows = await db
    .selectFrom('sites')
    .innerJoin('organizations', 'organizations.id', 'sites.organization_id')
    .select([
      'sites.id',
      'sites.name',
      'sites.url',
      'sites.organization_id',
      'sites.plan',
      'sites.created',
    ])
    .where('organizations.account_id', '=', accountId)
    .orderBy('sites.id')
    .limit(MAX_PUBLIC_SITES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    organizationId: row.organization_id,
    plan: row.plan,
    created: row.created,
  }));
}
