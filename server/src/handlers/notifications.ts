/**
 * The notification center (product.md#records-and-their-fields "Notification: seenAt"): the signed-in user's own
 * notifications only — another user's id answers 403 (auth/authorize.ts ownUser), a
 * notification id that is not the user's 404 (the same answer as a missing one).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { ownUser } from '../auth/authorize';
import type { Db } from '../db/open';
import { markSeen, notificationsOf, unseenCount } from '../data/notifications';
import type { RequestContext } from '../http/context';
import { badRequest, HttpError } from '../http/httpError';

async function listOf(db: Db, userId: number) {
  const [notifications, unseen] = await Promise.all([
    notificationsOf(db, userId),
    unseenCount(db, userId),
  ]);
  return { notifications, unseen };
}

export const listNotifications: ApiHandler<'listNotifications', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  return { status: 200, body: await listOf(context.db, userId) };
};

export const markNotificationsSeen: ApiHandler<'markNotificationsSeen', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = ownUser(context, params.userId);
  // The schema bounds ids (1..100); exactly one of ids / all is checked here.
  if ((body.ids === undefined) === (body.all === undefined)) {
    throw badRequest('ids', 'Give either ids or all: true.');
  }
  const { unknown } = await markSeen(
    context.db,
    userId,
    body.all ? 'all' : { ids: body.ids ?? [] },
  );
  if (unknown.length) {
    throw new HttpError(404, 'not_found', 'No such notification.', 'ids');
  }
  return { status: 200, body: await listOf(context.db, userId) };
};
