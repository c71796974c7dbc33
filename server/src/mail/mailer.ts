/**
 * Outgoing e-mail as handlers see it: one call, `enqueue`, which stores the message in the
 * outbox (in the caller's transaction when given one) and wakes the worker
 * (outboxWorker.ts). `delivers` says whether anything leaves the server (SMTP_URL is set), so
 * screens can tell the truth: "e-mailed" or "stored, will be e-mailed".
 */
import { enqueueOutbox, type OutboxMessage } from '../data/outbox';
import type { Db } from '../db/open';
import type { OutboxWorker } from './outboxWorker';

export type { OutboxMessage };

export interface Mailer {
  readonly delivers: boolean;
  enqueue(message: OutboxMessage, transaction?: Db): Promise<void>;
}

export function createMailer(db: Db, worker: OutboxWorker, delivers: boolean): Mailer {
  return {
    delivers,
    async enqueue(message, transaction) {
      // Subjects become headers: a line break in a user's value must not start a new one.
      const subject = message.subject.replace(/[\r\n]+/g, ' ');
      await enqueueOutbox(transaction ?? db, { ...message, subject }, Date.now());
      // A row written in a transaction becomes visible at its commit; the poll catches it then.
      worker.nudge();
    },
  };
}
