/**
 * Two instances writing the same rows at once, in opposite orders: the tracking writer's groups
 * (sites, sessions and pages) and the shared rate-limit counters. On PostgreSQL a statement or
 * transaction holds its row locks until it ends: taken in arrival order, two such writes wait on
 * each other and the database aborts one (a deadlock, answered 500). Taken in one order, every
 * write here must succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/src/db/open';
import { countRateLimitHits } from '../../server/src/data/rateLimitCounts';
import {
  createTrackingWriter,
  type TrackingRows,
  type TrackingWriter,
} from '../../server/src/data/tracking';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let second: Db;
let sites: number[] = [];

beforeAll(async () => {
  server = await startServer();
  second = openDatabase(server.config);
  const owner = await server.persona({
    email: 'owner@example.com',
    organizations: [{ name: 'Shop', sites: [{ name: 'One' }, { name: 'Two' }, { name: 'Three' }] }],
  });
  sites = owner.organizations[0]!.sites.map((site) => site.id);
});
afterAll(async () => {
  await second.destroy();
  await server.close();
});

/** One request's rows: a started session `key` on `page`. */
function rows(key: string, page: string, at: number): TrackingRows {
  const url = `https://shop.example.com/${page}`;
  return {
    events: [{ session_key: key, type: 'page-view', at, received_at: at, page_url: url }],
    sessions: [
      {
        session_key: key,
        visitor_key: `visitor-${key}`,
        new_visitor: 1,
        browser: 'Firefox',
        device: 'desktop',
        os: 'Linux',
        country: null,
        country_source: null,
        language: null,
        referrer_url: null,
        referrer_domain: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        viewport: null,
        page_url: url,
        entry_page_url: url,
        page_views: 1,
        started_at: at,
        last_seen_at: at,
        ended_at: null,
        started: true,
      },
    ],
  };
}

/** One group: every site, every session and page, in the order given. */
function group(writer: TrackingWriter, order: number[], round: number) {
  const at = Date.now();
  return order.flatMap((site) =>
    ['a', 'b', 'c'].map((key) =>
      writer.store(site, rows(`${round}-${key}`, `${round}-${key}`, at), Math.floor(at / 1000)),
    ),
  );
}

describe('two tracking writers on one database', () => {
  it('never wait on each other: every group of opposite order commits', async () => {
    const first = createTrackingWriter(server.db);
    const other = createTrackingWriter(second);
    for (let round = 0; round < 20; round += 1) {
      const reversed = [...sites].reverse();
      const results = await Promise.allSettled([
        ...group(first, sites, round),
        ...group(other, reversed, round),
      ]);
      const failed = results.filter((result) => result.status === 'rejected');
      expect(failed.map((result) => String(result.reason))).toEqual([]);
    }
    const stored = await server.db
      .selectFrom('visitor_sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(20 * 3 * sites.length);
  });
});

describe('two instances counting the same rate-limit keys', () => {
  it('never wait on each other: every count of opposite order succeeds', async () => {
    const keys = Array.from({ length: 50 }, (_, i) => `key-${String(i).padStart(2, '0')}`);
    const hits = (order: string[]) => new Map(order.map((key) => [key, 1]));
    for (let round = 0; round < 20; round += 1) {
      const results = await Promise.allSettled([
        countRateLimitHits(server.db, 'lock-order', hits(keys), Date.now(), 60_000),
        countRateLimitHits(second, 'lock-order', hits([...keys].reverse()), Date.now(), 60_000),
      ]);
      const failed = results.filter((result) => result.status === 'rejected');
      expect(failed.map((result) => String(result.reason))).toEqual([]);
    }
    const counted = await countRateLimitHits(
      server.db,
      'lock-order',
      hits(keys),
      Date.now(),
      60_000,
    );
    expect([...counted.values()].map((count) => count.count)).toEqual(keys.map(() => 41));
  });
});
