/**
 * The database store of the rate limits (security/rateLimitStore.ts "Stateless
 * instances"): two stores over one database — two server processes, as far as the counters go —
 * count one window together; the window starts at a key's first hit and ends `timeWindow` later;
 * `read` does not count; ended windows are swept; the checks of one turn share one statement,
 * whatever limiters they count in, each in its own window (the tracking ingest checks four
 * counters per request and must keep ≥ 5,000 events/s, docs/features.md "Tracking code"; `npm
 * run bench` measures that throughput with the checks counting).
 * On SQLite, and on PostgreSQL under vitest.postgres.config.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase, type Db } from '../../server/src/db/open';
import type { RateLimitTables } from '../../server/src/data/rateLimitCounts';
import { databaseRateLimitStore } from '../../server/src/security/rateLimitStore';
import { freshDatabase, type TestDatabase } from '../postgres/testDatabase';

let dataDir: string;
let database: TestDatabase;
let db: Db;
let nowMs = 1_700_000_000_000;
const clock = () => nowMs;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lodestar-ratelimit-'));
  database = await freshDatabase();
  db = openDatabase({ dataDir, databaseUrl: database.url });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;

function limiterOf(name: string): Store {
  const Store = databaseRateLimitStore(db, clock);
  return new Store({}).child({ limiterName: name });
}

function incr(store: Store, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((done, fail) =>
    store.incr(key, (error, result) => (error ? fail(error) : done(result!)), windowMs),
  );
}

function read(store: Store, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((done, fail) =>
    store.read(key, (error, result) => (error ? fail(error) : done(result!)), windowMs),
  );
}

const rows = (limiter: string) =>
  db
    .withTables<RateLimitTables>()
    .selectFrom('rate_limit_counts')
    .select(['count'])
    .where('limiter', '=', limiter)
    .execute();

describe('the database rate-limit store', () => {
  it('counts one window across two stores on one database, from the first hit', async () => {
    const a = limiterOf('login:key');
    const b = limiterOf('login:key');
    expect(await incr(a, 'ada@example.com', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    nowMs += 10_000;
    expect(await incr(b, 'ada@example.com', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await incr(a, 'ada@example.com', 60_000)).toEqual({ current: 3, ttl: 50_000 });
    // Another key and another limiter count on their own.
    expect((await incr(b, 'bob@example.com', 60_000)).current).toBe(1);
    expect((await incr(limiterOf('registration:key'), 'ada@example.com', 60_000)).current).toBe(1);
    // read does not count.
    expect(await read(b, 'ada@example.com', 60_000)).toEqual({ current: 3, ttl: 50_000 });
    expect((await read(a, 'ada@example.com', 60_000)).current).toBe(3);
    expect(await read(a, 'nobody@example.com', 60_000)).toEqual({ current: 0, ttl: 0 });

    // The window ends 60 s after the first hit; the next hit starts a new one.
    nowMs += 49_999;
    expect((await incr(a, 'ada@example.com', 60_000)).current).toBe(4);
    nowMs += 1;
    expect(await read(a, 'ada@example.com', 60_000)).toEqual({ current: 0, ttl: 0 });
    expect(await incr(b, 'ada@example.com', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('counts concurrent hits exactly', async () => {
    const stores = [limiterOf('tracking:ip'), limiterOf('tracking:ip')];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => incr(stores[i % 2]!, '203.0.113.7', 60_000)),
    );
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('sweeps ended windows, keeping the running ones', async () => {
    const store = limiterOf('sweep:ip');
    for (const key of ['a', 'b', 'c']) await incr(store, key, 1_000);
    expect(await rows('sweep:ip')).toHaveLength(3);
    nowMs += 1_000; // all three ended; this hit sweeps them (not awaited by the check)
    await incr(store, 'd', 1_000);
    await expect.poll(async () => (await rows('sweep:ip')).length).toBe(1);
  });

  it('counts the checks of one turn with one statement, as it counts a lone check', async () => {
    // The ingest's throughput with its checks is measured by `npm run bench`; here, the rule
    // behind it: 20 checks arriving together (20 busy connections) share one upsert.
    const statements: string[] = [];
    const counted = db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const Store = databaseRateLimitStore(counted, clock);
    const store = new Store({}).child({ limiterName: 'cost:ip' });
    await incr(store, '198.51.100.250', 60_000); // the first check also sweeps ended windows
    statements.length = 0;
    await incr(store, '198.51.100.251', 60_000);
    const lone = statements.splice(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => incr(store, `198.51.100.${i}`, 60_000)),
    );
    expect(lone).toEqual(['InsertQueryNode']);
    expect(statements).toEqual(lone);
    expect(results.map((r) => r.current)).toEqual(Array(20).fill(1));
  });

  it('counts the checks of several limiters in one turn with one statement, each in its own window', async () => {
    const statements: string[] = [];
    const counted = db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode') statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const Store = databaseRateLimitStore(counted, clock);
    const short = new Store({}).child({ limiterName: 'turn:short' });
    const long = new Store({}).child({ limiterName: 'turn:long' });
    const both = () =>
      Promise.all([
        incr(short, '203.0.113.9', 1_000),
        incr(short, '203.0.113.9', 1_000),
        incr(long, '203.0.113.9', 60_000),
      ]);
    expect((await both()).map((r) => r.current)).toEqual([1, 2, 1]);
    expect(statements).toHaveLength(1);
    // The short window has ended, the long one goes on: one statement tells each its own.
    nowMs += 1_000;
    statements.length = 0;
    expect((await both()).map((r) => r.current)).toEqual([1, 2, 2]);
    expect(statements).toHaveLength(1);
    // One limiter counted under two window lengths in one turn: two statements, both exact.
    statements.length = 0;
    const twice = await Promise.all([
      incr(long, '203.0.113.9', 60_000),
      incr(long, '203.0.113.9', 120_000),
    ]);
    expect(twice.map((r) => r.current)).toEqual([3, 4]);
    expect(statements).toHaveLength(2);
  });
});
