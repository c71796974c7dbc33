/**
 * Data collection pauses at the monthly session limit (product.md#states-and-transitions "Session-limit banner: warns
 * data collection has paused"; server/src/tracking/sessionLimit.ts), over real HTTP: a site of
 * a usage-priced account at exactly 100 % stores nothing more (202, the events counted as
 * dropped) while its last-data time still moves; at 99.99 % it stores; an account without
 * usage-based pricing keeps collecting past its limit. And the decision's cache: kept for its
 * interval, not past the month's reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMonth } from '../../runtime/rules/tracking/sessionUsage';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import { createSessionLimits } from '../../server/src/tracking/sessionLimit';
import { ROOT, startServer, type TestServer } from './harness';

let server: TestServer;
/** Usage-priced account: one basic site at its limit, one just below. */
let full = 0;
let almost = 0;
/** An account without usage-based pricing, at its limit. */
let flat = 0;

const month = usageMonth(Date.now());
const limit = 2000 * month.days; // basic: 2000 sessions a day (product.md#constants-and-limits)
const thisMonth = () => Math.max(month.start, Date.now() - 60_000);
const sessions = (n: number) => Array.from({ length: n }, () => ({ startedAt: thisMonth() }));

beforeAll(async () => {
  server = await startServer();
  const priced = await server.persona({
    email: 'priced@example.com',
    account: { name: 'Priced', features: ['usage-based-pricing'] },
    organizations: [
      {
        name: 'Priced org',
        sites: [
          { name: 'Full', plan: 'basic', lastDataAt: null },
          { name: 'Almost', plan: 'basic', lastDataAt: null },
        ],
      },
    ],
  });
  full = priced.organizations[0]!.sites[0]!.id;
  almost = priced.organizations[0]!.sites[1]!.id;
  const plain = await server.persona({
    email: 'flat@example.com',
    account: { name: 'Flat' },
    organizations: [
      { name: 'Flat org', sites: [{ name: 'Flat', plan: 'basic', lastDataAt: null }] },
    ],
  });
  flat = plain.organizations[0]!.sites[0]!.id;
  await seedVisitorSessions(server.db, full, sessions(limit));
  await seedVisitorSessions(server.db, almost, sessions(limit - 1));
  await seedVisitorSessions(server.db, flat, sessions(limit));
});
afterAll(() => server.close());

function ingest(site: number, session: string) {
  return server.request('POST', `/api/v1/sites/${site}/tracking-events/batch`, {
    headers: { origin: 'https://shop.example.com', 'user-agent': 'Mozilla/5.0 Chrome/126.0' },
    body: {
      events: [
        {
          type: 'session-start',
          session,
          visitor: `v-${session}`,
          newVisitor: true,
          url: 'https://shop.example.com/',
          at: Date.now(),
        },
        {
          type: 'page-view',
          session,
          visitor: `v-${session}`,
          newVisitor: true,
          url: 'https://shop.example.com/',
          at: Date.now(),
        },
      ],
    },
  });
}

async function storedFor(site: number, session: string) {
  const events = await server.db
    .selectFrom('tracking_events')
    .select('type')
    .where('site_id', '=', site)
    .where('session_key', '=', session)
    .execute();
  const { last_data_at } = await server.db
    .selectFrom('sites')
    .select('last_data_at')
    .where('id', '=', site)
    .executeTakeFirstOrThrow();
  return { events: events.length, lastDataAt: last_data_at };
}

describe('the ingest at the monthly session limit', () => {
  it('usage-based pricing at exactly 100 %: 202, every event dropped, nothing stored, last data moves', async () => {
    const answer = await ingest(full, 'pausedSession01');
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ accepted: 0, dropped: 2, rejected: 0, errors: [] });
    const after = await storedFor(full, 'pausedSession01');
    expect(after.events).toBe(0);
    expect(after.lastDataAt).not.toBeNull();
    const usage = await server.db
      .selectFrom('visitor_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', full)
      .executeTakeFirstOrThrow();
    expect(Number(usage.n)).toBe(limit);
  });

  it('at 99.99 % it still collects (the session that reaches the limit is stored)', async () => {
    const answer = await ingest(almost, 'lastSession0001');
    expect(answer.json).toEqual({ accepted: 2, dropped: 0, rejected: 0, errors: [] });
    expect((await storedFor(almost, 'lastSession0001')).events).toBe(2);
  });

  it('without usage-based pricing collection goes on past the limit (no banner would say why)', async () => {
    const answer = await ingest(flat, 'flatSession0001');
    expect(answer.json).toEqual({ accepted: 2, dropped: 0, rejected: 0, errors: [] });
    expect((await storedFor(flat, 'flatSession0001')).events).toBe(2);
  });
});

describe('createSessionLimits: the decision kept per site', () => {
  it('kept for its interval, decided again after it, and never across the reset', async () => {
    const site = (
      await server.persona({
        email: 'cache@example.com',
        account: { name: 'Cache', features: ['usage-based-pricing'] },
        organizations: [{ name: 'Cache org', sites: [{ name: 'Cache', plan: 'basic' }] }],
      })
    ).organizations[0]!.sites[0]!.id;
    const limits = createSessionLimits(server.db, ROOT, 1000);
    const now = thisMonth();
    expect(await limits.paused(site, now)).toBe(false);
    await seedVisitorSessions(server.db, site, sessions(limit));
    expect(await limits.paused(site, now + 999)).toBe(false); // within the interval: as decided
    expect(await limits.paused(site, now + 1000)).toBe(true); // decided again
    // The first instant of the next month: a new month's usage (0), whatever was kept.
    expect(await limits.paused(site, month.end)).toBe(false);
    expect(await limits.paused(999_999, now)).toBe(false); // no such site: not paused
  });
});
