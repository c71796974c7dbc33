/**
 * The hourly rollups, on both databases: a query answers the same from the rollups as from
 * the rows (counts by time, by a session field, of new or returning visitors, filtered, in
 * zones with daylight-saving changes and half an hour off UTC); it does read them; the hours
 * after the mark come from the rows; rows written in the past are counted again; two rollups of
 * one site at once count every hour once. Rows are written in fixed days of March 2026; the
 * queries name the measures of the tests' own layer (support/fixtureLayer.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../generated/types';
import { startServer, type TestServer } from './harness';
import { writeVisit } from '../support/analysisRows';
import { fixtureLayerHandlers } from '../support/fixtureLayer';
import {
  forgetRollups,
  openHour,
  rolledUntil,
  rollUpSite,
  sitesBehind,
} from '../../server/src/data/analysis/rollups';
import { rollUpSites, startRollupWorker } from '../../server/src/analysis/rollupWorker';
import { databaseKind } from '../../server/src/db/dialect';
import { CLAMP_PAST_MS } from '../../server/src/tracking/ingest';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (day: number, hour: number, minute = 0) =>
  Date.UTC(2026, 2, day, hour) + minute * MINUTE;
/** Long after every row: all their hours are closed. */
const LATER = Date.UTC(2026, 5, 1);

let server: TestServer;
let site: number;
/** A site that never received data. */
let quiet: number;
let session: string;
let serial = 0;

const DEVICES = ['desktop', 'mobile', 'tablet'];
const DOMAINS = [null, 'google.com', 'news.example'];

/** A visit a minute per page, its facts taken in turn from the lists above. */
const visit = (start: number, pages: number) => {
  const n = serial++;
  return writeVisit(server.db, site, {
    key: `r${n}`,
    visitor: `v${n % 7}`,
    device: DEVICES[n % DEVICES.length],
    newVisitor: n % 4 !== 0,
    referrerDomain: DOMAINS[n % DOMAINS.length],
    views: Array.from({ length: pages }, (_, i) => [`/p${(n + i) % 5}`, start + i * MINUTE]),
  });
};

beforeAll(async () => {
  server = await startServer({ handlers: fixtureLayerHandlers() });
  const owner = await server.persona({
    email: 'rollups-owner@example.com',
    account: { name: 'Rollups owner' },
    organizations: [
      { name: 'Rollups org', access: 'read', sites: [{ name: 'Shop' }, { name: 'Quiet' }] },
    ],
  });
  site = owner.organizations[0]!.sites[0]!.id;
  quiet = owner.organizations[0]!.sites[1]!.id;
  session = await server.sessionFor(owner.userId);
  // March 25–April 2 across Europe's change to summer time (March 29), every few hours.
  for (let day = 25; day <= 33; day++)
    for (let hour = 0; hour < 24; hour += 5)
      await visit(at(day, hour, (day * 7) % 60), 1 + (hour % 4));
});
afterAll(() => server.close());

async function answer(params: Record<string, string>): Promise<AnalysisResult> {
  const search = new URLSearchParams({ from: '2026-03-25', to: '2026-04-02', ...params });
  const response = await server.request('GET', `/api/v1/sites/${site}/analysis?${search}`, {
    session,
  });
  expect(response.status, response.text).toBe(200);
  return response.json as AnalysisResult;
}

/** Queries the rollups can answer, and two they cannot (a distinct count; a page field). */
const QUERIES: Record<string, string>[] = [
  { measures: 'sessions,page-views' },
  { measures: 'sessions,new-visitors,returning-visitors', by: 'day' },
  { measures: 'sessions', by: 'day,device', timeZone: 'Europe/Berlin' },
  { measures: 'page-views', by: 'hour', timeZone: 'America/New_York' },
  { measures: 'sessions', by: 'week', timeZone: 'Asia/Kolkata' },
  { measures: 'sessions', by: 'referring-domain', compare: 'true' },
  { measures: 'sessions', by: 'visitor-type,device' },
  {
    measures: 'sessions,page-views',
    by: 'month',
    filters: JSON.stringify([{ dimension: 'device', operator: 'isNot', values: ['mobile'] }]),
  },
  {
    measures: 'sessions',
    by: 'day',
    filters: JSON.stringify([
      { dimension: 'referring-domain', operator: 'contains', values: ['GOO'] },
    ]),
  },
  { measures: 'unique-visitors', by: 'day' },
  { measures: 'page-views', by: 'page' },
];

const answersOf = () => Promise.all(QUERIES.map((q) => answer(q)));

describe('rollups', () => {
  it('answer every query as the rows do, the hours after the mark read from the rows', async () => {
    await forgetRollups(server.db, site);
    const fromRows = await answersOf();
    // Half the days rolled up: each query adds the rollups' part and the rows' part.
    await rollUpSite(server.db, site, Math.floor(at(29, 13) / HOUR), 10_000);
    expect(await rolledUntil(server.db, site)).toBe(Math.floor(at(29, 13) / HOUR));
    expect(await answersOf()).toEqual(fromRows);
    await rollUpSites(server.db, LATER);
    expect(await rolledUntil(server.db, site)).toBe(openHour(LATER));
    expect(await answersOf()).toEqual(fromRows);
  });

  it('are what a count reads: rows removed after the rollup still count there', async () => {
    await forgetRollups(server.db, site);
    await rollUpSites(server.db, LATER);
    const before = await answer({ measures: 'sessions', by: 'device' });
    const distinct = await answer({ measures: 'unique-visitors' });
    await server.db.transaction().execute(async (trx) => {
      const keys = trx
        .selectFrom('visitor_sessions')
        .select('session_key')
        .where('site_id', '=', site);
      await trx
        .deleteFrom('tracking_events')
        .where('site_id', '=', site)
        .where('session_key', 'in', keys)
        .execute();
      await trx.deleteFrom('visitor_sessions').where('site_id', '=', site).execute();
    });
    try {
      expect(await answer({ measures: 'sessions', by: 'device' })).toEqual(before);
      expect((await answer({ measures: 'unique-visitors' })).totals).toEqual([0]);
      expect(distinct.totals[0]).toBeGreaterThan(0);
    } finally {
      // The rows come back for the other tests.
      serial = 0;
      for (let day = 25; day <= 33; day++)
        for (let hour = 0; hour < 24; hour += 5)
          await visit(at(day, hour, (day * 7) % 60), 1 + (hour % 4));
    }
    // Writing them forgot the rollups: they are read from the rows until rolled up again.
    expect(await rolledUntil(server.db, site)).toBeNull();
    expect(await answer({ measures: 'sessions', by: 'device' })).toEqual(before);
  });

  it('count a visit written into an hour already rolled up', async () => {
    await rollUpSites(server.db, LATER);
    const before = (await answer({ measures: 'sessions' })).totals[0] as number;
    await visit(at(27, 3), 2);
    await rollUpSites(server.db, LATER);
    expect((await answer({ measures: 'sessions' })).totals[0]).toBe(before + 1);
  });

  it('count every hour once when two roll up one site at the same time', async () => {
    await forgetRollups(server.db, site);
    const total = (await answer({ measures: 'sessions' })).totals[0];
    const second = await startServer({ sameDatabaseAs: server });
    try {
      const both = [server, second].map((s) => () => rollUpSites(s.db, LATER));
      // PostgreSQL runs them side by side. SQLite's driver blocks the process while it waits
      // for the file's lock, so two instances in one test process go one after the other.
      if (databaseKind(server.db) === 'postgres') await Promise.all(both.map((run) => run()));
      else for (const run of both) await run();
    } finally {
      await second.close();
    }
    const rolled = await server.db
      .selectFrom('analysis_rollups')
      .select((eb) => eb.fn.sum<number>('row_count').as('n'))
      .where('site_id', '=', site)
      .where('source', '=', 'sessions')
      .where('field', '=', '')
      .executeTakeFirstOrThrow();
    expect(Number(rolled.n)).toBe(total);
  });

  it('leave the hours the ingest may still write into', () => {
    const now = Date.UTC(2026, 2, 10, 12, 0);
    // 11:54 is the latest time an event sent now could still be stored with, less a minute.
    expect(openHour(now)).toBe(Math.floor((now - CLAMP_PAST_MS - MINUTE) / HOUR));
    expect(openHour(now)).toBe(Math.floor(Date.UTC(2026, 2, 10, 11) / HOUR));
    expect(openHour(Date.UTC(2026, 2, 10, 12, 7))).toBe(
      Math.floor(Date.UTC(2026, 2, 10, 12) / HOUR),
    );
  });

  it('are kept by the worker, a turn at a time, for the sites that have data', async () => {
    await forgetRollups(server.db, site);
    const worker = startRollupWorker({
      db: server.db,
      log: () => undefined,
      intervalMs: 0,
      now: () => LATER,
    });
    expect(await sitesBehind(server.db, openHour(LATER))).toContain(site);
    await worker.turn();
    await worker.stop();
    expect(await rolledUntil(server.db, site)).toBe(openHour(LATER));
    expect(await sitesBehind(server.db, openHour(LATER))).not.toContain(site);
    // A site without data is not looked at, nor given a mark.
    expect(await sitesBehind(server.db, openHour(LATER))).not.toContain(quiet);
    expect(await rolledUntil(server.db, quiet)).toBeNull();
  });
});
