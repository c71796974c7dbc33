/**
 * Sends what the outbox holds (data/outbox.ts). Runs in every server process; several
 * processes may share one database. Each turn claims a few due rows with a lease, sends them
 * one by one and marks each sent, or failed with its next attempt pushed back exponentially
 * (retryBaseMs, doubled per attempt, at most maxRetryMs) until maxAttempts. A turn runs every
 * pollMs and right after an enqueue (nudge). Without a transport (no SMTP_URL) nothing is
 * claimed: the rows wait, and the log says so once.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueMail, markMailFailed, markMailSent, type OutboxRow } from '../data/outbox';
import type { Db } from '../db/open';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport | null;
  log: () => FastifyBaseLogger | undefined;
  pollMs?: number;
  retryBaseMs?: number;
  maxRetryMs?: number;
  maxAttempts?: number;
  /** How long a claimed row belongs to this worker; far above the transport's timeouts. */
  leaseMs?: number;
  batch?: number;
}

export interface OutboxWorker {
  /** Run a turn soon (after an enqueue). */
  nudge(): void;
  /** Stop polling and wait for the turn in progress. */
  stop(): Promise<void>;
}

const DEFAULTS = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 12,
  leaseMs: 300_000,
  batch: 10,
};

/** When attempt number `attempts` (1-based) failed at `now`, the next one; null: give up. */
export function nextAttemptAt(
  attempts: number,
  now: number,
  policy: { retryBaseMs: number; maxRetryMs: number; maxAttempts: number },
): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return now + Math.min(policy.maxRetryMs, policy.retryBaseMs * 2 ** (attempts - 1));
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log, ...tuning } = options;
  const settings = { ...DEFAULTS, ...definedOnly(tuning) };
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  if (!transport) {
    // Once the app (and its logger) exists.
    setImmediate(() =>
      log()?.warn('SMTP_URL is not set: e-mail is stored in the outbox and not sent until it is'),
    );
    return { nudge: () => undefined, stop: async () => undefined };
  }
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const send = async (row: OutboxRow) => {
    try {
      await transport.send({
        key: row.idempotency_key,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body === null ? {} : { html: row.html_body }),
      });
      await markMailSent(db, row.id, worker, Date.now());
    } catch (error) {
      const now = Date.now();
      const retryAt = nextAttemptAt(row.attempts, now, settings);
      const message = error instanceof Error ? error.message : String(error);
      log()?.[retryAt === null ? 'error' : 'warn'](
        { mailId: row.id, attempts: row.attempts, retryAt, err: message },
        retryAt === null ? 'e-mail not sent; giving up' : 'e-mail not sent; will retry',
      );
      await markMailFailed(db, row.id, worker, { error: message, now, retryAt });
    }
  };

  const turn = async () => {
    do {
      again = false;
      const rows = await claimDueMail(db, worker, Date.now(), {
        leaseMs: settings.leaseMs,
        limit: settings.batch,
      });
      for (const row of rows) await send(row);
      if (rows.length === settings.batch) again = true;
    } while (again && !stopped);
  };

  const nudge = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = turn()
      .catch((error: unknown) => log()?.error({ err: error }, 'mail outbox turn failed'))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(nudge, settings.pollMs);
  timer.unref();
  setImmediate(nudge);
  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
