/**
 * Contact-form messages (migrations/0012_support_and_sister_products.ts): stored before
 * they are mailed, and counted for the per-user rate limit (support/supportLimits.ts).
 */
import type { Db } from '../db/open';

export interface StoredSupportMessage {
  id: number;
  createdAt: number;
}

export async function storeSupportMessage(
  db: Db,
  message: { userId: number; siteId: number | null; subject: string; message: string; at: number },
): Promise<StoredSupportMessage> {
  const row = await db
    .insertInto('support_messages')
    .values({
      user_id: message.userId,
      site_id: message.siteId,
      subject: message.subject,
      message: message.message,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: message.at };
}

/** Send times (epoch seconds) of the user's messages since `since`, oldest first. */
export async function supportMessageTimesSince(
  db: Db,
  userId: number,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('support_messages')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}
