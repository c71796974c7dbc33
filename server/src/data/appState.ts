/**
 * App-state settings (§3, §7): string values per user, namespace and key, optionally scoped to
 * an account, organization and/or site. Saving the same user + namespace + key + scope again
 * replaces the value (one row, enforced by a unique index, see migration 0001).
 */
import type { Db } from '../db/open';
import type { AppStateSetting } from '../../../generated/types';
import { nowSeconds } from './time';

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
): Promise<void> {
  const scope = {
    account_id: setting.account_id ?? null,
    organization_id: setting.organization_id ?? null,
    site_id: setting.site_id ?? null,
  };
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
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
  });
}
