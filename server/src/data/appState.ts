/**
 * App-state settings (product.md#records-and-their-fields, product.md#calls): string values per user, namespace and key, optionally scoped to
 * an account, organization and/or site. Saving the same user + namespace + key + scope again
 * replaces the value (one row, enforced by a unique index, see migration 0001).
 *
 * Bounded per user (30 values of 1 MB made every signed-in page 30 MB): the schema
 * caps each namespace, key and value (manifests/schemas/app-state.yaml); here a user may hold
 * at most MAX_KEYS_PER_SCOPE keys in one namespace and scope, and MAX_VALUE_BYTES_PER_USER of
 * values in all. Replacing a value counts its new size, not a new key.
 */
import { sql, type Transaction } from 'kysely';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import type { AppStateSetting } from '../../../generated/types';
import { nowSeconds } from './time';

/** Keys of one user in one namespace and scope: product.md#states-and-transitions guides use ~20 per site. */
export const MAX_KEYS_PER_SCOPE = 100;
/** All of one user's values, in UTF-8 bytes. */
export const MAX_VALUE_BYTES_PER_USER = 256 * 1024;

/** What a save did: stored, or refused by one of the two limits (nothing written). */
export type AppStateSave = 'saved' | 'too-many-keys' | 'too-many-bytes';

export async function appStateOf(db: Db, userId: number): Promise<AppStateSetting[]> {
  const rows = await db
    .selectFrom('app_state_settings')
    .select(['namespace', 'key', 'value', 'account_id', 'organization_id', 'site_id'])
    .where('user_id', '=', userId)
    .orderBy('namespace')
    .orderBy('key')
    .orderBy('id')
    .execute();
  return rows;
}

export async function saveAppStateValue(
  db: Db,
  userId: number,
  setting: AppStateSetting,
): Promise<AppStateSave> {
  return db.transaction().execute((tx) => saveAppStateValueIn(tx, userId, setting));
}

/**
 * One value saved inside the caller's transaction: several values saved in one transaction are
 * kept all or none (the caller rolls back when one is refused).
 */
export async function saveAppStateValueIn(
  tx: Transaction<Database>,
  userId: number,
  setting: AppStateSetting,
): Promise<AppStateSave> {
  const scope = {
    account_id: setting.account_id ?? null,
    organization_id: setting.organization_id ?? null,
    site_id: setting.site_id ?? null,
  };
  const now = nowSeconds();
  // The user's key and byte bounds are counted, then written: one save of a user at a time.
  await lockRow(tx, 'users', userId);
  let existing = tx
    .selectFrom('app_state_settings')
    .select('id')
    .where('user_id', '=', userId)
    .where('namespace', '=', setting.namespace)
    .where('key', '=', setting.key);
  for (const [column, value] of Object.entries(scope) as [keyof typeof scope, number | null][]) {
    existing = existing.where(column, value === null ? 'is' : '=', value);
  }
  const row = await existing.executeTakeFirst();
  if (!row) {
    let sameScope = tx
      .selectFrom('app_state_settings')
      .select((eb) => eb.fn.countAll<number>().as('keys'))
      .where('user_id', '=', userId)
      .where('namespace', '=', setting.namespace);
    for (const [column, value] of Object.entries(scope) as [keyof typeof scope, number | null][]) {
      sameScope = sameScope.where(column, value === null ? 'is' : '=', value);
    }
    const { keys } = await sameScope.executeTakeFirstOrThrow();
    if (Number(keys) >= MAX_KEYS_PER_SCOPE) {
      return 'too-many-keys';
    }
  }
  // octet_length: the UTF-8 size stored, spelled alike by SQLite (3.43+) and PostgreSQL.
  const { bytes } = await tx
    .selectFrom('app_state_settings')
    .select(sql<number>`coalesce(sum(octet_length(value)), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .$if(row !== undefined, (q) => q.where('id', '!=', row!.id))
    .executeTakeFirstOrThrow();
  if (Number(bytes) + Buffer.byteLength(setting.value) > MAX_VALUE_BYTES_PER_USER) {
    return 'too-many-bytes';
  }
  if (row) {
    await tx
      .updateTable('app_state_settings')
      .set({ value: setting.value, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  } else {
    await tx
      .insertInto('app_state_settings')
      .values({
        user_id: userId,
        namespace: setting.namespace,
        key: setting.key,
        value: setting.value,
        ...scope,
        updated_at: now,
      })
      .execute();
  }
  return 'saved';
}
