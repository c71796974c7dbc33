/** Pure pieces of the notification center (NotificationCenter.tsx). */
import type { Notification } from '../../../../../generated/types';

/** The ids of the unseen ones among those shown (what opening the center marks seen). */
export function unseenIds(notifications: readonly Pick<Notification, 'id' | 'seenAt'>[]): number[] {
  return notifications.filter((n) => n.seenAt === null).map((n) => n.id);
}
