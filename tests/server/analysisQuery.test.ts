/**
 * The analysis query over real HTTP, on both databases: measures of the semantic layer by
 * time and by fields, in the viewer's time zone, filtered, sorted and paged, two sources merged,
 * the previous period beside; every wrong parameter a 400 naming it; another's site a 404.
 * Rows are written directly (sessions with their pages, page-view events), in fixed days of
 * January 2026, so no figure depends on today's date. The queries are written in a fixture
 * layer (below) that the real handler reads instead of the project's, so a product manager's
 * edit of manifests/semantic-layer.yaml (a measure renamed) changes nothing here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../generated/types';
import { startServer, type TestServer } from './harness';
import { writeVisit } from '../support/analysisRows';
import { fixtureLayerHandlers } from '../support/fixtureLayer';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (day: number, hour: number, minute = 0) =>
  Date.UTC(2026, 0, day, hour) + minute * MINUTE;

interface Visit {
  start: number;
  /** Pages viewed, a minute apart. */
  pages: string[];
  device?: string;
  newVisitor?: boolean;
  visitor?: string;
  referrerDomain?: string | null;
}

let server: TestServer;
let site: number;
let session: string;
let strangerSite: number;
let serial = 0;

/** A session viewing its pages a minute apart. */
const visit = (siteId: number, v: Visit) =>
  writeVisit(server.db, siteId, {
    ...v,
    key: `s${serial++}`,
    views: v.pages.map((page, i) => [page, v.start + i * MINUTE]),
  });

beforeAll(async () => {
  server = await startServer({ handlers: fixtureLayerHandlers() });
  const owner = await server.persona({
    email: 'analysis-owner@example.com',
    account: { name: 'Analysis owner' },
    organizations: [{ name: 'Shop org', access: 'read', sites: [{ name: 'Shop' }] }],
  });
  site = owner.organizations[0]!.sites[0]!.id;
  session = await server.sessionFor(owner.userId);
  const stranger = await server.persona({
    email: 'analysis-stranger@example.com',
    account: { name: 'Stranger' },
    organizations: [{ name: 'Other org', access: 'admin', sites: [{ name: 'Other shop' }] }],
  });
  strangerSite = stranger.organizations[0]!.sites[0]!.id;
  // January 10: three visits (one bounce on mobile); January 11: none; January 12: two.
  await visit(site, { start: at(10, 9), pages: ['/', '/shoes', '/cart'], visitor: 'ann' });
  await visit(site, {
    start: at(10, 12),
    pages: ['/'],
    device: 'mobile',
    referrerDomain: 'google.com',
  });
  await visit(site, {
    start: at(10, 23, 30),
    pages: ['/shoes', '/100%-cotton'],
    visitor: 'ann',
    newVisitor: false,
  });
  await visit(site, { start: at(12, 8), pages: ['/', '/shoes'], device: 'mobile' });
  await visit(site, {
    start: at(12, 10),
    pages: ['/blog'],
    device: 'tablet',
    referrerDomain: 'google.com',
  });
  // The week before (the compare period of January 10–12): one visit.
  await visit(site, { start: at(8, 10), pages: ['/'] });
  // Another's site: traffic that must never show.
  await visit(strangerSite, { start: at(10, 9), pages: ['/'] });
});
afterAll(() => server.close());

function query(params: Record<string, string>, siteId = site, as: string | null = session) {
  const search = new URLSearchParams({ from: '2026-01-10', to: '2026-01-12', ...params });
  return server.request(
    'GET',
    `/api/v1/sites/${siteId}/analysis?${search}`,
    as ? { session: as } : {},
  );
}

async function answer(params: Record<string, string>): Promise<AnalysisResult> {
  const response = await query(params);
  expect(response.status, response.text).toBe(200);
  return response.json as AnalysisResult;
}

const table = (r: AnalysisResult) => r.rows.map((row) => [...row.key, ...row.values]);

describe('measures', () => {
  it('counts sessions, page views and unique visitors over the range', async () => {
    const r = await answer({ measures: 'sessions,page-views,unique-visitors' });
    expect(r.totals).toEqual([5, 9, 4]);
    expect(r.rows).toEqual([{ key: [], values: [5, 9, 4] }]);
  });

  it('takes shares and averages: bounce rate, duration, pages per session', async () => {
    const r = await answer({
      measures: 'bounce-rate,average-session-duration,pages-per-session,new-visitors',
    });
    const [bounce, duration, pages, fresh] = r.totals;
    expect(bounce).toBeCloseTo(2 / 5);
    // 2 min, 0, 1 min, 1 min, 0.
    expect(duration).toBeCloseTo((4 * MINUTE) / 5);
    expect(pages).toBeCloseTo(9 / 5);
    expect(fresh).toBe(4);
  });
});

describe('dimensions', () => {
  it('gives every day of the range, an empty one counting zero and averaging nothing', async () => {
    const r = await answer({ measures: 'sessions,bounce-rate', by: 'day' });
    expect(r.rows.map((row) => [row.key[0], row.values[0]])).toEqual([
      ['2026-01-10', 3],
      ['2026-01-11', 0],
      ['2026-01-12', 2],
    ]);
    expect(r.rows[1]!.values[1]).toBeNull();
    expect(r.buckets?.map((b) => b.start)).toEqual([at(10, 0), at(11, 0), at(12, 0)]);
  });

  it('counts days in the viewer’s time zone', async () => {
    const r = await answer({ measures: 'sessions', by: 'day', timeZone: 'Europe/Berlin' });
    // The visit at 23:30 UTC on the 10th is on the 11th in Berlin.
    expect(table(r)).toEqual([
      ['2026-01-10', 2],
      ['2026-01-11', 1],
      ['2026-01-12', 2],
    ]);
    expect(r.range.start).toBe(at(10, 0) - HOUR);
  });

  it('breaks down by a field, largest first, with the series of a time dimension', async () => {
    // Equal counts in the order of their values.
    expect(table(await answer({ measures: 'sessions', by: 'device' }))).toEqual([
      ['desktop', 2],
      ['mobile', 2],
      ['tablet', 1],
    ]);
    const series = await answer({ measures: 'sessions', by: 'day,device', limit: '2' });
    expect(series.total).toBe(2);
    expect(series.rows).toHaveLength(3 * 2);
  });

  it('merges two sources by their common dimension', async () => {
    const r = await answer({ measures: 'sessions,page-views', by: 'device', sort: 'device' });
    expect(table(r)).toEqual([
      ['desktop', 2, 5],
      ['mobile', 2, 3],
      ['tablet', 1, 1],
    ]);
  });

  it('groups page views by page and sessions by entry page', async () => {
    const pages = await answer({ measures: 'page-views', by: 'page', limit: '2' });
    expect(table(pages)).toEqual([
      ['https://shop.example.com/', 3],
      ['https://shop.example.com/shoes', 3],
    ]);
    expect(pages.total).toBe(5);
    const entries = await answer({ measures: 'sessions', by: 'entry-page', offset: '2' });
    expect(table(entries)).toEqual([['https://shop.example.com/shoes', 1]]);
  });

  it('groups a flag by the words its values are named by, and keeps unset values as null', async () => {
    expect(
      table(await answer({ measures: 'sessions', by: 'visitor-type', sort: 'visitor-type' })),
    ).toEqual([
      ['false', 1],
      ['true', 4],
    ]);
    const referrers = await answer({ measures: 'sessions', by: 'referring-domain' });
    expect(table(referrers)).toEqual([
      [null, 3],
      ['google.com', 2],
    ]);
  });
});

describe('filters', () => {
  const filters = (f: unknown) => JSON.stringify(f);

  it('keeps the rows a filter names, on either source', async () => {
    const r = await answer({
      measures: 'sessions,page-views',
      filters: filters([{ dimension: 'device', operator: 'is', values: ['mobile', 'tablet'] }]),
    });
    expect(r.totals).toEqual([3, 4]);
    const returning = await answer({
      measures: 'sessions',
      filters: filters([{ dimension: 'visitor-type', operator: 'is', values: ['false'] }]),
    });
    expect(returning.totals).toEqual([1]);
  });

  it('matches text literally: % and _ are not wildcards', async () => {
    const r = await answer({
      measures: 'page-views',
      filters: filters([{ dimension: 'page', operator: 'contains', values: ['100%-COTTON'] }]),
    });
    expect(r.totals).toEqual([1]);
    const none = await answer({
      measures: 'page-views',
      filters: filters([{ dimension: 'page', operator: 'contains', values: ['100_'] }]),
    });
    expect(none.totals).toEqual([0]);
  });

  it('filters by page addresses, including out and by entry page', async () => {
    const outside = await answer({
      measures: 'page-views',
      filters: filters([
        { dimension: 'page', operator: 'isNot', values: ['https://shop.example.com/'] },
      ]),
    });
    expect(outside.totals).toEqual([6]);
    const entered = await answer({
      measures: 'sessions',
      by: 'exit-page',
      filters: filters([
        {
          dimension: 'entry-page',
          operator: 'startsWith',
          values: ['https://shop.example.com/sh'],
        },
      ]),
    });
    expect(table(entered)).toEqual([['https://shop.example.com/100%-cotton', 1]]);
  });

  it('excludes with isNot, unset values included', async () => {
    const r = await answer({
      measures: 'sessions',
      filters: filters([
        { dimension: 'referring-domain', operator: 'isNot', values: ['google.com'] },
      ]),
    });
    expect(r.totals).toEqual([3]);
  });
});

it('answers the period just before beside the range', async () => {
  const r = await answer({ measures: 'sessions', by: 'day', compare: 'true' });
  expect(r.compare?.range).toMatchObject({ from: '2026-01-07', to: '2026-01-09' });
  expect(r.compare?.totals).toEqual([1]);
  expect(r.compare?.rows.map((row) => row.values[0])).toEqual([0, 1, 0]);
});

describe('refusals', () => {
  it.each([
    [{ measures: 'sessionz' }, 'measures'],
    [{ measures: '' }, 'measures'],
    [{ measures: 'sessions', by: 'page' }, 'by'],
    [{ measures: 'sessions', by: 'device,day' }, 'by'],
    [{ measures: 'sessions', by: 'day,week' }, 'by'],
    [{ measures: 'sessions', filters: '[{' }, 'filters'],
    [
      { measures: 'sessions', filters: '[{"dimension":"nope","operator":"is","values":["x"]}]' },
      'filters/0/dimension',
    ],
    [
      {
        measures: 'sessions',
        filters: '[{"dimension":"device","operator":"like","values":["x"]}]',
      },
      'filters/0/operator',
    ],
    [
      { measures: 'sessions', filters: '[{"dimension":"device","operator":"is","values":[]}]' },
      'filters/0/values',
    ],
    [{ measures: 'sessions', to: '2027-06-01' }, 'to'],
    [{ measures: 'sessions', to: '2026-01-09' }, 'to'],
    [{ measures: 'sessions', from: '2026-02-30' }, 'from'],
    [{ measures: 'sessions', timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ measures: 'sessions', by: 'hour', to: '2026-03-10' }, 'by'],
    [{ measures: 'sessions', sort: 'page-views' }, 'sort'],
  ])('%j is a 400 naming %s', async (params, field) => {
    const response = await query(params as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ field });
  });

  it('answers 404 for a site of another organization and 401 signed out', async () => {
    expect((await query({ measures: 'sessions' }, strangerSite)).status).toBe(404);
    expect((await query({ measures: 'sessions' }, site, null)).status).toBe(401);
  });
});
