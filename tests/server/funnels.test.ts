/**
 * The funnel query over real HTTP, on both databases: steps counted in order within a session,
 * within a window, per value of a dimension, over days of the viewer's time zone; every wrong
 * parameter a 400 naming it; another's site a 404. Rows are written directly (sessions, their
 * pages, page-view events) on fixed days of January 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelResult } from '../../generated/types';
import { startServer, type TestServer } from './harness';
import { writeVisit } from '../support/analysisRows';

const MINUTE = 60_000;
const at = (day: number, hour: number, minute = 0) =>
  Date.UTC(2026, 0, day, hour) + minute * MINUTE;

let server: TestServer;
let site: number;
let session: string;
let strangerSite: number;
let serial = 0;

/** A session viewing each page at its moment. */
const visit = (siteId: number, device: string, views: [string, number][]) =>
  writeVisit(server.db, siteId, { key: `f${serial++}`, device, views });

const STEPS = [
  { match: 'exact', value: '/' },
  { match: 'startsWith', value: '/shoes' },
  { value: '/cart' },
  { match: 'startsWith', value: '/checkout' },
];

beforeAll(async () => {
  server = await startServer();
  const owner = await server.persona({
    email: 'funnel-owner@example.com',
    account: { name: 'Funnel owner' },
    organizations: [{ name: 'Shop org', access: 'read', sites: [{ name: 'Shop' }] }],
  });
  site = owner.organizations[0]!.sites[0]!.id;
  session = await server.sessionFor(owner.userId);
  const stranger = await server.persona({
    email: 'funnel-stranger@example.com',
    account: { name: 'Stranger' },
    organizations: [{ name: 'Other org', access: 'admin', sites: [{ name: 'Other shop' }] }],
  });
  strangerSite = stranger.organizations[0]!.sites[0]!.id;
  // The whole funnel: 1, 2 and 7 minutes between steps.
  await visit(site, 'desktop', [
    ['/', at(10, 9)],
    ['/shoes/red', at(10, 9, 1)],
    ['/cart', at(10, 9, 3)],
    ['/checkout', at(10, 9, 10)],
  ]);
  // The cart seen before the home page does not count as step 3.
  await visit(site, 'mobile', [
    ['/cart', at(10, 10)],
    ['/', at(10, 10, 1)],
    ['/shoes', at(10, 10, 2)],
  ]);
  // The cart 70 minutes after the home page: outside a 60-minute window.
  await visit(site, 'mobile', [
    ['/', at(11, 11)],
    ['/shoes', at(11, 11, 30)],
    ['/cart', at(11, 12, 10)],
  ]);
  // Never on step 1.
  await visit(site, 'desktop', [
    ['/shoes', at(11, 14)],
    ['/cart', at(11, 14, 1)],
  ]);
  // On the 12th in UTC, the 13th in Berlin.
  await visit(site, 'tablet', [
    ['/', at(12, 23, 30)],
    ['/shoes', at(12, 23, 35)],
  ]);
  // On the 9th in UTC, the 10th in Berlin.
  await visit(site, 'desktop', [
    ['/', at(9, 23, 30)],
    ['/shoes', at(9, 23, 32)],
    ['/cart', at(9, 23, 34)],
  ]);
  // Another's site: a whole funnel that must never show.
  await visit(strangerSite, 'desktop', [
    ['/', at(10, 9)],
    ['/shoes', at(10, 9, 1)],
    ['/cart', at(10, 9, 2)],
    ['/checkout', at(10, 9, 3)],
  ]);
});
afterAll(() => server.close());

function query(params: Record<string, string>, siteId = site, as: string | null = session) {
  const search = new URLSearchParams({
    steps: JSON.stringify(STEPS),
    from: '2026-01-10',
    to: '2026-01-12',
    ...params,
  });
  return server.request(
    'GET',
    `/api/v1/sites/${siteId}/funnel?${search}`,
    as ? { session: as } : {},
  );
}

async function answer(params: Record<string, string> = {}): Promise<FunnelResult> {
  const response = await query(params);
  expect(response.status, response.text).toBe(200);
  return response.json as FunnelResult;
}

const sessions = (steps: FunnelResult['steps']) => steps.map((s) => s.sessions);

describe('steps', () => {
  it('counts sessions reaching each step in order, with conversions, drop-off and medians', async () => {
    const r = await answer();
    expect(r.steps).toEqual([
      { sessions: 4, fromFirst: 1, fromPrevious: null, dropOff: 0, medianMs: null },
      // 1, 1, 5 and 30 minutes.
      { sessions: 4, fromFirst: 1, fromPrevious: 1, dropOff: 0, medianMs: 3 * MINUTE },
      // The mobile session saw the cart before the home page: not step 3.
      { sessions: 2, fromFirst: 0.5, fromPrevious: 0.5, dropOff: 2, medianMs: 21 * MINUTE },
      { sessions: 1, fromFirst: 0.25, fromPrevious: 0.5, dropOff: 1, medianMs: 7 * MINUTE },
    ]);
    expect(r.window).toBeUndefined();
  });

  it('counts later steps only within the window from step 1', async () => {
    const r = await answer({ window: '60' });
    expect(sessions(r.steps)).toEqual([4, 4, 1, 1]);
    expect(r.window).toBe(60);
    expect(sessions((await answer({ window: '70' })).steps)).toEqual([4, 4, 2, 1]);
  });

  it('matches a part of the path with contains', async () => {
    const steps = JSON.stringify([
      { match: 'contains', value: 'shoes' },
      { match: 'contains', value: 'art' },
    ]);
    // The session that never saw the home page counts here; the mobile one saw the cart first.
    expect(sessions((await answer({ steps })).steps)).toEqual([5, 3]);
  });

  it('counts the days of the viewer’s time zone', async () => {
    const r = await answer({ timeZone: 'Europe/Berlin' });
    // The tablet session moves out of the range, the one of the 9th (UTC) in.
    expect(sessions(r.steps)).toEqual([4, 4, 3, 1]);
    expect(r.range.start).toBe(at(10, 0) - 60 * MINUTE);
  });
});

describe('breakdown', () => {
  it('gives the funnel per value of a dimension, most sessions at step 1 first', async () => {
    const r = await answer({ by: 'device' });
    expect(r.breakdown?.dimension).toBe('device');
    expect(r.breakdown?.groups.map((g) => [g.value, sessions(g.steps)])).toEqual([
      ['mobile', [2, 2, 1, 0]],
      ['desktop', [1, 1, 1, 1]],
      ['tablet', [1, 1, 0, 0]],
    ]);
    expect(sessions(r.steps)).toEqual([4, 4, 2, 1]);
  });
});

describe('refusals', () => {
  const many = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ value: '/' })));
  it.each([
    [{ steps: 'not json' }, 'steps'],
    [{ steps: '{"value":"/"}' }, 'steps'],
    [{ steps: many(1) }, 'steps'],
    [{ steps: many(11) }, 'steps'],
    [{ steps: '[{"match":"regex","value":"/"},{"value":"/"}]' }, 'steps/0/match'],
    [{ steps: '[{"value":"/"},{"value":"  "}]' }, 'steps/1/value'],
    [{ steps: '[{"value":"shoes"},{"value":"/"}]' }, 'steps/0/value'],
    [
      { steps: JSON.stringify([{ value: '/' }, { value: `/${'x'.repeat(512)}` }]) },
      'steps/1/value',
    ],
    [{ window: '0' }, 'window'],
    [{ window: '43201' }, 'window'],
    [{ by: 'day' }, 'by'],
    [{ by: 'page' }, 'by'],
    [{ by: 'nope' }, 'by'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ to: '2026-01-09' }, 'to'],
    [{ to: '2027-06-01' }, 'to'],
    [{ from: '2026-02-30' }, 'from'],
  ])('%j is a 400 naming %s', async (params, field) => {
    const response = await query(params);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ field });
  });

  it('answers 404 for a site of another organization and 401 signed out', async () => {
    expect((await query({}, strangerSite)).status).toBe(404);
    expect((await query({}, site, null)).status).toBe(401);
  });
});
