/**
 * The mail outbox end to end over real SMTP (the embedded catcher): a message enqueued is
 * delivered once, even enqueued twice; an SMTP outage is retried with growing delays and the
 * message arrives once the server is back; a worker that died holding a row lets its lease run
 * out and another sends it; two workers (two "instances", each with its own connection) on
 * one database never send a message twice. Runs on SQLite and, through
 * vitest.postgres.config.ts, on PostgreSQL (where claims use FOR UPDATE SKIP LOCKED).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDueMail, outboxRowByKey } from '../../server/src/data/outbox';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase, type Db } from '../../server/src/db/open';
import { startMailCatcher, type MailCatcher } from '../../server/src/mail/devCatcher';
import { createMailer } from '../../server/src/mail/mailer';
import {
  nextAttemptAt,
  startOutboxWorker,
  type OutboxWorker,
} from '../../server/src/mail/outboxWorker';
import { smtpTransport } from '../../server/src/mail/transport';
import { freePort } from '../support/appServer';
import { freshDatabase } from '../postgres/testDatabase';

const FROM = 'Lodestar <no-reply@lodestar.test>';
const cleanup: (() => Promise<unknown> | void)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A migrated database, opened `instances` times (separate connections, like processes). */
async function database(instances = 1): Promise<{ dir: string; dbs: Db[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-outbox-'));
  const fresh = await freshDatabase();
  const dbs = Array.from({ length: instances }, () =>
    openDatabase({ dataDir: dir, databaseUrl: fresh.url }),
  );
  await migrateToLatest(dbs[0]!);
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }), fresh.drop);
  for (const db of dbs) cleanup.push(() => db.destroy());
  return { dir, dbs };
}

function worker(db: Db, smtpUrl: string, options: { batch?: number } = {}): OutboxWorker {
  const started = startOutboxWorker({
    db,
    transport: smtpTransport({ smtpUrl, from: FROM }),
    log: () => undefined,
    pollMs: 20,
    retryBaseMs: 100,
    ...options,
  });
  cleanup.push(() => started.stop());
  return started;
}

async function catcher(dir: string, port?: number): Promise<MailCatcher> {
  const started = await startMailCatcher({ dataDir: dir, port });
  cleanup.push(() => started.close());
  return started;
}

const message = (key: string, to = 'ada@example.com') => ({
  key,
  to,
  subject: `Subject ${key}`,
  text: `Text ${key}`,
  html: `<p>HTML ${key}</p>`,
});

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('mail outbox', () => {
  it('delivers an enqueued message once, even when enqueued twice', async () => {
    const { dir, dbs } = await database();
    const smtp = await catcher(dir);
    const mailer = createMailer(dbs[0]!, worker(dbs[0]!, smtp.url), true);
    await mailer.enqueue(message('welcome:1'));
    await mailer.enqueue(message('welcome:1'));
    await expect.poll(() => smtp.messages().length).toBe(1);
    await settle();
    const [caught] = smtp.messages();
    expect(smtp.messages()).toHaveLength(1);
    expect(caught).toMatchObject({
      to: ['ada@example.com'],
      subject: 'Subject welcome:1',
      text: 'Text welcome:1',
    });
    expect(caught!.html).toContain('<p>HTML welcome:1</p>');
    const row = await outboxRowByKey(dbs[0]!, 'welcome:1');
    expect(row).toMatchObject({ attempts: 1, locked_by: null, failed_at: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('retries with growing delays while SMTP is down and delivers once it is back', async () => {
    const { dir, dbs } = await database();
    const port = await freePort(); // nothing listens there yet
    const mailer = createMailer(dbs[0]!, worker(dbs[0]!, `smtp://127.0.0.1:${port}`), true);
    await mailer.enqueue(message('outage:1'));
    await expect
      .poll(async () => (await outboxRowByKey(dbs[0]!, 'outage:1'))!.attempts, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    const failing = (await outboxRowByKey(dbs[0]!, 'outage:1'))!;
    expect(failing.sent_at).toBeNull();
    expect(failing.last_error).toBeTruthy();

    const smtp = await catcher(dir, port);
    await expect.poll(() => smtp.messages().length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(smtp.messages()).toHaveLength(1);
    expect((await outboxRowByKey(dbs[0]!, 'outage:1'))!.sent_at).not.toBeNull();
  });

  it('doubles the delay per attempt up to a cap, then gives up', () => {
    const policy = { retryBaseMs: 1_000, maxRetryMs: 5_000, maxAttempts: 5 };
    expect([1, 2, 3, 4].map((attempt) => nextAttemptAt(attempt, 0, policy))).toEqual([
      1_000, 2_000, 4_000, 5_000,
    ]);
    expect(nextAttemptAt(5, 0, policy)).toBeNull();
  });

  it('sends a row whose worker died holding it, once its lease ran out', async () => {
    const { dir, dbs } = await database();
    const smtp = await catcher(dir);
    const idle = { nudge: () => undefined, stop: async () => undefined };
    await createMailer(dbs[0]!, idle, true).enqueue(message('orphan:1'));
    const claimed = await claimDueMail(dbs[0]!, 'dead-worker', Date.now(), {
      leaseMs: 400,
      limit: 10,
    });
    expect(claimed.map((r) => r.idempotency_key)).toEqual(['orphan:1']);
    worker(dbs[0]!, smtp.url);
    await settle();
    expect(smtp.messages()).toHaveLength(0); // the lease still holds
    await expect.poll(() => smtp.messages().length, { timeout: 5_000 }).toBe(1);
    expect((await outboxRowByKey(dbs[0]!, 'orphan:1'))!.attempts).toBe(2);
  });

  it('claims made at the same moment by two instances never share a row', async () => {
    const { dbs } = await database(2);
    const idle = { nudge: () => undefined, stop: async () => undefined };
    for (let i = 0; i < 100; i++) {
      await createMailer(dbs[0]!, idle, true).enqueue(message(`race:${i}`));
    }
    for (let round = 0; round < 5; round++) {
      const now = Date.now() + round * 1_000_000; // each round: every earlier lease has run out
      const [a, b] = await Promise.all(
        [dbs[0]!, dbs[1]!].map((db, i) =>
          claimDueMail(db, `worker-${i}`, now, { leaseMs: 1_000, limit: 100 }),
        ),
      );
      const ids = [...a!, ...b!].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(100);
    }
  });

  it('two workers on one database never send a message twice', async () => {
    const { dir, dbs } = await database(2);
    const smtp = await catcher(dir);
    const idle = { nudge: () => undefined, stop: async () => undefined };
    const count = 40;
    for (let i = 0; i < count; i++) {
      await createMailer(dbs[0]!, idle, true).enqueue(message(`bulk:${i}`, `u${i}@example.com`));
    }
    worker(dbs[0]!, smtp.url, { batch: 3 });
    worker(dbs[1]!, smtp.url, { batch: 3 });
    await expect.poll(() => smtp.messages().length, { timeout: 15_000 }).toBe(count);
    await settle();
    const ids = smtp.messages().map((m) => m.messageId);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });
});
