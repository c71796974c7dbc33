/**
 * Notifications of users (product.md#records-and-their-fields "Notification: seenAt"):
 * what the server stores for the top bar's bell and the notification-center sidebar. A
 * notification is a kind and string params; its text is rendered by the client in the user's
 * language (locales/<lang>/notifications.json).
 *
 * Bounded: a list answers the latest MAX_LISTED, a user keeps at most MAX_KEPT (older ones are
 * pruned when new ones arrive), params are at most MAX_PARAMS strings of MAX_PARAM_LENGTH.
 */
import type { Db } from '../db/open';
import type { Notification } from '../../../generated/types';
import { parseStringMap } from './json';
import { nowSeconds } from './time';

/** What creates notifications (manifests/schemas/user.yaml); the client has a text for each. */
export type NotificationKind = Notification['kind'];

export const MAX_LISTED = 50;
export const MAX_KEPT = 200;
export const MAX_PARAMS = 10;
export const MAX_PARAM_LENGTH = 200;
/** The most ids one mark-seen call may name. */
export const MAX_SEEN_IDS = 100;

/** The latest `limit` notifications of a user, newest first. */
export async function notificationsOf(
  db: Db,
  userId: number,
  limit = MAX_LISTED,
): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'params', 'created_at', 'seen_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(limit, 0), MAX_LISTED))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    params: parseStringMap(row.params),
    createdAt: row.created_at,
    seenAt: row.seen_at,
  }));
}

export async function unseenCount(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Marks the user's notifications seen: the given ids, or all of them. Ids that are not the
 * user's (another user's or missing) mark nothing and are returned, so the caller can refuse
 * the call (404, the same answer for both). Already seen ones keep their first seenAt.
 */
export async function markSeen(
  db: Db,
  userId: number,
  which: { ids: number[] } | 'all',
  at = nowSeconds(),
): Promise<{ unknown: number[] }> {
  return db.transaction().execute(async (trx) => {
    if (which === 'all') {
      await trx
        .updateTable('notifications')
        .set({ seen_at: at })
        .where('user_id', '=', userId)
        .where('seen_at', 'is', null)
        .execute();
      return { unknown: [] };
    }
    const ids = [...new Set(which.ids)];
    if (ids.length === 0) return { unknown: [] };
    const own = new Set(
      (
        await trx
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', 'in', ids)
          .execute()
      ).map((row) => row.id),
    );
    const unknown = ids.filter((id) => !own.has(id));
    if (unknown.length) return { unknown };
    await trx
      .updateTable('notifications')
      .set({ seen_at: at })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('seen_at', 'is', null)
      .execute();
    return { unknown: [] };
  });
}

/**
 * Gives each of `userIds` a notification of `kind` (first tracking data of a site,
 * an accepted invitation). Works inside a caller's transaction (pass it as `db`). Params are
 * trimmed to the bounds above; each user keeps the latest MAX_KEPT.
 */
export async function notify(
  db: Db,
  userIds: readonly number[],
  kind: NotificationKind,
  params: Record<string, string>,
  at = nowSeconds(),
): Promise<void> {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  const text = JSON.stringify(boundedParams(params));
  await db
    .insertInto('notifications')
    .values(users.map((user_id) => ({ user_id, kind, params: text, created_at: at })))
    .execute();
  for (const userId of users) {
    const oldestKept = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .offset(MAX_KEPT - 1)
      .limit(1)
      .executeTakeFirst();
    if (oldestKept) {
      await db
        .deleteFrom('notifications')
        .where('user_id', '=', userId)
        .where('id', '<', oldestKept.id)
        .execute();
    }
  }
}

function boundedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .slice(0, MAX_PARAMS)
      .map(([name, value]) => [
        name,
        Array.from(String(value)).slice(0, MAX_PARAM_LENGTH).join(''),
      ]),
  );
}

/** The users of an organization (every access level): who hears about its sites. */
export async function organizationMemberIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .execute();
  return rows.map((row) => row.user_id);
}
