/**
 * The analysis benchmarks' data generator (bench/analysisData.ts) on both databases: exactly the
 * sessions and page views asked for, in the window asked for, each view on a page of the site
 * and within its session, the same rows on a second run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAnalysisData } from '../../bench/analysisData';
import { startServer, type TestServer } from './harness';

const DAY = 86_400_000;
const END = Date.UTC(2026, 5, 30);
let server: TestServer;
let sites: number[] = [];

beforeAll(async () => {
  server = await startServer();
  const owner = await server.persona({
    email: 'bench-data@example.com',
    organizations: [{ name: 'Bench', sites: [{ name: 'One' }, { name: 'Two' }] }],
  });
  sites = owner.organizations[0]!.sites.map((site) => site.id);
});
afterAll(() => server.close());

async function rowsOf(siteId: number) {
  const sessions = await server.db
    .selectFrom('visitor_sessions')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('session_key')
    .execute();
  const events = await server.db
    .selectFrom('tracking_events')
    .select(['session_key', 'type', 'at', 'page_id'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute();
  return { sessions, events };
}

describe('fillAnalysisData', () => {
  it('writes the sessions and page views asked for, within the window and their sessions', async () => {
    const [siteId] = sites as [number];
    await fillAnalysisData(server.db, {
      siteId,
      sessions: 1200,
      pageViews: 5000,
      days: 14,
      endMs: END,
    });
    const { sessions, events } = await rowsOf(siteId);
    expect(sessions).toHaveLength(1200);
    expect(events).toHaveLength(5000);
    expect(events.every((e) => e.type === 'page-view' && e.page_id !== null)).toBe(true);
    expect(sessions.reduce((sum, s) => sum + s.page_views, 0)).toBe(5000);
    const byKey = new Map(sessions.map((s) => [s.session_key, s]));
    for (const event of events) {
      const session = byKey.get(event.session_key)!;
      expect(event.at).toBeGreaterThanOrEqual(session.started_at);
      expect(event.at).toBeLessThanOrEqual(session.last_seen_at);
    }
    for (const session of sessions) {
      expect(session.started_at).toBeGreaterThanOrEqual(END - 14 * DAY);
      expect(session.last_seen_at).toBeLessThanOrEqual(END);
      expect(session.entry_page_id).not.toBeNull();
    }
    const pages = await server.db
      .selectFrom('site_pages')
      .select('id')
      .where('site_id', '=', siteId)
      .execute();
    const ids = new Set(pages.map((p) => p.id));
    expect(events.every((e) => ids.has(e.page_id!))).toBe(true);
  });

  it('makes the same rows for the same options', async () => {
    const second = sites[1]!;
    await fillAnalysisData(server.db, {
      siteId: second,
      sessions: 300,
      pageViews: 900,
      days: 3,
      endMs: END,
    });
    const again = await rowsOf(second);
    await server.db.deleteFrom('tracking_events').where('site_id', '=', second).execute();
    await server.db.deleteFrom('visitor_sessions').where('site_id', '=', second).execute();
    await fillAnalysisData(server.db, {
      siteId: second,
      sessions: 300,
      pageViews: 900,
      days: 3,
      endMs: END,
    });
    const strip = ({ sessions, events }: Awaited<ReturnType<typeof rowsOf>>) => ({
      sessions: sessions.map(({ id: _id, ...rest }) => rest),
      events,
    });
    expect(strip(await rowsOf(second))).toEqual(strip(again));
  });
});
