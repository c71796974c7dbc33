/**
 * The demo site's traffic (seed/demoSite.ts, seed/demoVisit.ts) as the analysis pages will
 * read it: invariants over the generated visits — volume, weekday and hour shape, the sources'
 * shares, device / browser / system / viewport that go together, the funnel's drop-off — and
 * the rows the first tour writes (a page view event per view, each on its page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoSite } from '../../server/src/data/demoSite';
import { demoVisits, DEMO_HISTORY_DAYS } from '../../server/src/seed/demoSite';
import { DEMO_FUNNEL, DEMO_FUNNEL_CONTINUE } from '../../server/src/seed/demoVisit';
import { startServer, type TestServer } from './harness';

const DAY = 86_400_000;
const TO = Date.UTC(2026, 5, 30);
const month = demoVisits(TO - DEMO_HISTORY_DAYS * DAY, TO);
/** A longer stretch, for shares that need more visits to settle. */
const long = demoVisits(TO - 120 * DAY, TO);
const share = (part: number, whole: number) => part / whole;
const pathsOf = (visit: (typeof month)[number]) =>
  (visit.views ?? []).map((view) => new URL(view.url).pathname);

describe('demo visits', () => {
  it('are a few thousand a month, each 1 to 8 page views in order within its session', () => {
    expect(month.length).toBeGreaterThan(1500);
    expect(month.length).toBeLessThan(5000);
    for (const visit of month) {
      const views = visit.views!;
      expect(views.length).toBeGreaterThanOrEqual(1);
      expect(views.length).toBeLessThanOrEqual(8);
      expect(views[0]!.at).toBe(visit.startedAt);
      for (let i = 1; i < views.length; i++) expect(views[i]!.at).toBeGreaterThan(views[i - 1]!.at);
      expect(visit.lastSeenAt).toBeGreaterThanOrEqual(views.at(-1)!.at);
      expect(visit.endedAt).toBe(visit.lastSeenAt);
    }
  });

  it('are fewer on weekends and at night than on weekdays and afternoons', () => {
    const perDay = (weekend: boolean) => {
      const days = new Set<number>();
      let count = 0;
      for (const visit of long) {
        const day = new Date(visit.startedAt).getUTCDay();
        if ((day === 0 || day === 6) !== weekend) continue;
        days.add(Math.floor(visit.startedAt / DAY));
        count += 1;
      }
      return count / days.size;
    };
    expect(perDay(true)).toBeLessThan(perDay(false) * 0.8);
    const inHours = (from: number, to: number) =>
      long.filter((v) => {
        const hour = new Date(v.startedAt).getUTCHours();
        return hour >= from && hour < to;
      }).length;
    expect(inHours(13, 18)).toBeGreaterThan(inHours(1, 6) * 5);
  });

  it('come direct, from search, the newsletter and social sites in their shares', () => {
    const direct = long.filter((v) => !v.referrerDomain && !v.utmSource).length;
    const google = long.filter((v) => v.referrerDomain === 'google.com').length;
    expect(share(direct, long.length)).toBeCloseTo(0.35, 1);
    expect(share(google, long.length)).toBeCloseTo(0.3, 1);
    for (const domain of ['bing.com', 'facebook.com', 't.co']) {
      expect(long.some((v) => v.referrerDomain === domain)).toBe(true);
    }
    const newsletter = long.filter((v) => v.utmSource === 'newsletter');
    expect(newsletter.length).toBeGreaterThan(0);
    for (const visit of newsletter) {
      expect(visit.utmMedium).toBe('email');
      const name = new Date(visit.startedAt).toLocaleString('en', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(visit.utmCampaign).toBe(name.toLowerCase());
      expect(visit.referrerDomain).toBeNull();
    }
  });

  it('have device, browser, system and viewport that go together', () => {
    for (const visit of long) {
      if (visit.os === 'iOS') {
        expect(visit.browser).toBe('Safari');
        expect(['mobile', 'tablet']).toContain(visit.device);
      }
      if (visit.browser === 'Edge') expect(visit.os).toBe('Windows');
      if (visit.device === 'mobile') expect(visit.viewport).toBe('small');
      if (visit.device === 'desktop') {
        expect(visit.viewport).not.toBe('small');
        expect(['Windows', 'macOS', 'Linux']).toContain(visit.os);
      }
    }
    expect(new Set(long.map((v) => v.language))).toEqual(
      new Set(['en', 'de', 'fr', 'es', 'pt', 'ja', 'it']),
    );
    const returning = long.filter((v) => !v.newVisitor);
    expect(share(returning.length, long.length)).toBeGreaterThan(0.25);
    // A returning visitor has been here before: some visitors have several sessions.
    const visitors = new Set(returning.map((v) => v.visitorKey));
    expect(visitors.size).toBeLessThan(returning.length);
  });

  it('go down the checkout funnel step by step, losing visitors at each', () => {
    for (let step = 0; step < DEMO_FUNNEL_CONTINUE.length; step++) {
      const reached = long.map(pathsOf).filter((paths) => paths.includes(DEMO_FUNNEL[step]!));
      const went = reached.filter(
        (paths) => paths.indexOf(DEMO_FUNNEL[step + 1]!) > paths.indexOf(DEMO_FUNNEL[step]!),
      );
      expect(share(went.length, reached.length)).toBeCloseTo(DEMO_FUNNEL_CONTINUE[step]!, 1);
    }
  });

  it('are the same for the same hours', () => {
    expect(demoVisits(TO - 2 * DAY, TO)).toEqual(demoVisits(TO - 2 * DAY, TO));
  });
});

describe('the demo site’s rows', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('hold a session start and a page view per view, each on its page', async () => {
    const siteId = await ensureDemoSite(server.db);
    const sessions = await server.db
      .selectFrom('visitor_sessions')
      .select(['session_key', 'page_views', 'entry_page_id', 'page_id', 'os', 'viewport'])
      .where('site_id', '=', siteId)
      .execute();
    const events = await server.db
      .selectFrom('tracking_events')
      .select(['session_key', 'type', 'page_id'])
      .where('site_id', '=', siteId)
      .execute();
    expect(sessions.length).toBeGreaterThan(1000);
    const views = events.filter((e) => e.type === 'page-view');
    expect(views.length).toBe(sessions.reduce((sum, s) => sum + s.page_views, 0));
    expect(events.filter((e) => e.type === 'session-start')).toHaveLength(sessions.length);
    expect(events.every((e) => e.page_id !== null)).toBe(true);
    for (const session of sessions) {
      expect(session.entry_page_id).not.toBeNull();
      expect(session.os).not.toBeNull();
      expect(session.viewport).not.toBeNull();
    }
  });
});
