/**
 * The mail outbox's queries (table mail_outbox, migration 0014). Enqueueing stores a message
 * once per idempotency key; a worker claims due rows with a lease, then marks each sent or
 * failed. Several workers (instances) may share the table: a claim is one statement, and on
 * PostgreSQL its row lock skips rows another worker's claim holds (FOR UPDATE SKIP LOCKED), so
 * no row is handed to two workers while its lease runs.
 */
import { sql } from 'kysely';
import { databaseKind } from '../db/dialect';
import type { Db } from '../db/open';
import type { MailOutboxTable } from '../db/schema';
import type { Selectable } from 'kysely';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface OutboxMessage {
  /** The same key enqueued twice stores one message (e.g. `invitation:42`). */
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Stores the message unless its key is already there; true when this call stored it. */
export async function enqueueOutbox(db: Db, message: OutboxMessage, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      idempotency_key: message.key,
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      created_at: now,
      next_attempt_at: now,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Up to `limit` due, unsent, unleased rows, leased to `worker` until `now + leaseMs` and their
 * attempt counted — in one statement.
 */
export async function claimDueMail(
  db: Db,
  worker: string,
  now: number,
  options: { leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('id')
    .limit(options.limit)
    .$if(databaseKind(db) === 'postgres', (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('mail_outbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      locked_by: worker,
      locked_until: now + options.leaseMs,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** The claimed row was delivered; only its holder may say so. */
export async function markMailSent(db: Db, id: number, worker: string, now: number) {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .execute();
}

/** The attempt failed: try again at `retryAt`, or give up (`retryAt` null). */
export async function markMailFailed(
  db: Db,
  id: number,
  worker: string,
  failure: { error: string; now: number; retryAt: number | null },
) {
  await db
    .updateTable('mail_outbox')
    .set({
      locked_by: null,
      locked_until: null,
      last_error: failure.error.slice(0, 1000),
      next_attempt_at: failure.retryAt ?? failure.now,
      failed_at: failure.retryAt === null ? failure.now : null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .execute();
}

/** How many messages wait to be sent (not sent, not given up). */
export async function pendingMailCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One message by key (tests and the dev tools read what was stored). */
export async function outboxRowByKey(db: Db, key: string): Promise<OutboxRow | undefined> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}
