/** Product events of the runtime's track(), kept in a table. */
import type { Db } from '../db/open';
import type { ProductEvent } from '../../../generated/types';
import { nowSeconds } from './time';

export async function recordEvent(
  db: Db,
  event: ProductEvent,
  userId: number | null,
): Promise<void> {
  const occurred = event.occurredAt ? Date.parse(event.occurredAt) : NaN;
  await db
    .insertInto('product_events')
    .values({
      name: event.name,
      properties: JSON.stringify(event.properties ?? {}),
      user_id: userId,
      occurred_at: Number.isFinite(occurred) ? Math.floor(occurred / 1000) : null,
      received_at: nowSeconds(),
    })
    .execute();
}
