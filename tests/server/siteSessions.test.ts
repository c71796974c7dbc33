/**
 * A site's sessions read over real HTTP (product.md#records-and-their-fields, product.md#calls, product.md#errors, product.md#constants-and-limits): sessions in progress
 * (live window, random pick), monthly usage (limit from the plan, UTC month, 99 vs 100 %),
 * session settings (read; write and admin change them, read → 403), daily coverage (days,
 * average, level, complete at 7 days; a failure logged as product.md#errors says). Every call: 401 signed out,
 * 404 for a site the user is not in or that does not exist, 400 for a malformed id or query.
 * Visitor sessions are written directly (server/src/data/visitorSessionSeed.ts).
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DailySessionCoverage,
  InProgressSession,
  MonthlySessionUsage,
} from '../../generated/types';
import { usageMonth } from '../../runtime/rules/tracking/sessionUsage';
import {
  seedVisitorSessions,
  type VisitorSessionSeed,
} from '../../server/src/data/visitorSessionSeed';
import { startServer, type TestServer } from './harness';
import { catalogStep } from '../support/manifestFacts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

let server: TestServer;
/** Admin of a basic site and a plus site; reader of a third. */
let owner: { session: string; basic: number; plus: number; quiet: number; readOnly: number };
/** Someone else, with a site of their own. */
let stranger: { session: string; site: number };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'sessions-owner@example.com',
    account: { name: 'Sessions owner', features: ['usage-based-pricing'] },
    organizations: [
      {
        name: 'Shop org',
        access: 'admin',
        sites: [
          { name: 'Basic shop', plan: 'basic' },
          { name: 'Plus shop', plan: 'plus' },
          { name: 'Quiet shop', plan: 'basic' },
        ],
      },
      { name: 'Partner org', access: 'read', sites: [{ name: 'Partner shop' }] },
    ],
  });
  const [shop, partner] = a.organizations;
  owner = {
    session: await server.sessionFor(a.userId),
    basic: shop!.sites[0]!.id,
    plus: shop!.sites[1]!.id,
    quiet: shop!.sites[2]!.id,
    readOnly: partner!.sites[0]!.id,
  };
  const b = await server.persona({
    email: 'sessions-stranger@example.com',
    account: { name: 'Stranger account' },
    organizations: [{ name: 'Stranger org', access: 'admin', sites: [{ name: 'Stranger shop' }] }],
  });
  stranger = { session: await server.sessionFor(b.userId), site: b.organizations[0]!.sites[0]!.id };
});
afterAll(() => server.close());

const get = (path: string, session: string | undefined = owner.session) =>
  server.request('GET', path, session === undefined ? {} : { session });
const seed = (siteId: number, sessions: VisitorSessionSeed[]) =>
  seedVisitorSessions(server.db, siteId, sessions);
const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));

describe.each([
  ['sessions-in-progress', 'GET'],
  ['monthly-sessions', 'GET'],
  ['settings/sessions', 'GET'],
  ['settings/sessions', 'PUT'],
  ['daily-sessions', 'GET'],
])('/api/v1/sites/{siteId}/%s (%s): who may ask', (call, method) => {
  const ask = (siteId: number | string, session?: string) =>
    server.request(method, `/api/v1/sites/${siteId}/${call}`, {
      ...(session === undefined ? {} : { session }),
      ...(method === 'PUT' ? { body: { sessionCaptureMode: 'on' } } : {}),
    });

  it('401 signed out', async () => {
    const answer = await ask(owner.basic);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'unauthorized' });
  });

  it('404 for a site of another account, the same as for one that does not exist', async () => {
    const theirs = await ask(stranger.site, owner.session);
    const none = await ask(999_999, owner.session);
    expect(theirs.status).toBe(404);
    expect(none.status).toBe(404);
    expect(theirs.json).toEqual(none.json);
    expect(theirs.json).toEqual({ error: 'not_found', message: 'No such site.' });
  });

  it('400 naming siteId for an id that is not a number', async () => {
    const answer = await ask('abc', owner.session);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field: 'siteId' });
  });

  it('answers no-store: the data is personal', async () => {
    const answer = await ask(owner.basic, owner.session);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/v1/sites/{siteId}/sessions-in-progress', () => {
  let site: number;
  beforeAll(async () => {
    site = owner.plus;
    const now = Date.now();
    await seed(site, [
      // In progress: seen 10 s and 100 s ago, never ended.
      {
        startedAt: now - 20 * MINUTE_MS,
        lastSeenAt: now - 100_000,
        browser: 'Firefox',
        device: 'mobile',
        newVisitor: false,
        pageUrl: 'https://plus.example.com/cart',
        country: null,
        sessionKey: 'live-old',
      },
      {
        startedAt: now - 5 * MINUTE_MS,
        lastSeenAt: now - 10_000,
        browser: 'Chrome',
        device: 'desktop',
        newVisitor: true,
        pageUrl: 'https://plus.example.com/pricing',
        country: 'FR',
        sessionKey: 'live-new',
      },
      // Not in progress: ended (pagehide) a moment ago; last seen 3 minutes ago.
      { startedAt: now - 60_000, lastSeenAt: now - 5_000, endedAt: now - 5_000 },
      { startedAt: now - 10 * MINUTE_MS, lastSeenAt: now - 3 * MINUTE_MS },
    ]);
  });

  it('counts sessions seen within 2 minutes and not ended; shows the most recently seen', async () => {
    const answer = await get(`/api/v1/sites/${site}/sessions-in-progress`);
    expect(answer.status).toBe(200);
    expect(answer.json as InProgressSession).toEqual({
      count: 2,
      session: {
        browser: 'Chrome',
        device: 'desktop',
        newUser: true,
        pageUrl: 'https://plus.example.com/pricing',
        country: 'FR',
      },
      sessions: [
        expect.objectContaining({ pageUrl: 'https://plus.example.com/pricing' }),
        expect.objectContaining({ pageUrl: 'https://plus.example.com/cart', country: null }),
      ],
    });
  });

  it('lists every session in progress for the teaser, one card each, at most 3', async () => {
    const now = Date.now();
    const many = owner.readOnly;
    await seed(
      many,
      [1, 2, 3, 4].map((i) => ({ startedAt: now - 60_000, lastSeenAt: now - i * 1_000 })),
    );
    const answer = await get(`/api/v1/sites/${many}/sessions-in-progress?select_random=1`);
    const body = answer.json as InProgressSession;
    expect(body.count).toBe(4);
    expect(body.sessions).toHaveLength(3);
  });

  it('select_random=1 picks any session in progress (both show up), a country may be unknown', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const answer = await get(`/api/v1/sites/${site}/sessions-in-progress?select_random=1`);
      expect(answer.status).toBe(200);
      const body = answer.json as InProgressSession;
      expect(body.count).toBe(2);
      seen.add(body.session!.pageUrl);
      if (body.session!.pageUrl.endsWith('/cart')) {
        expect(body.session).toEqual({
          browser: 'Firefox',
          device: 'mobile',
          newUser: false,
          pageUrl: 'https://plus.example.com/cart',
          country: null,
        });
      }
    }
    expect([...seen].sort()).toEqual([
      'https://plus.example.com/cart',
      'https://plus.example.com/pricing',
    ]);
  });

  it('no session in progress: count 0 and session null', async () => {
    const answer = await get(`/api/v1/sites/${owner.quiet}/sessions-in-progress?select_random=1`);
    expect(answer.json).toEqual({ count: 0, session: null, sessions: [] });
  });

  it.each(['select_random=2', 'select_random=yes', 'select_random='])(
    '400 naming select_random for %s',
    async (query) => {
      const answer = await get(`/api/v1/sites/${site}/sessions-in-progress?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: 'bad_request', field: 'select_random' });
    },
  );

  it('a reader of the organization may look', async () => {
    expect((await get(`/api/v1/sites/${owner.readOnly}/sessions-in-progress`)).status).toBe(200);
  });
});

describe('GET /api/v1/sites/{siteId}/monthly-sessions', () => {
  const month = usageMonth(Date.now());
  /** A moment of this month that has passed (sessions cannot start in the future). */
  const thisMonth = () => Math.max(month.start, Date.now() - 60_000);

  it('a site without sessions: the plan’s limit for this month, usage 0, resets on the 1st (UTC)', async () => {
    const answer = await get(`/api/v1/sites/${owner.quiet}/monthly-sessions`);
    expect(answer.status).toBe(200);
    expect(answer.json as MonthlySessionUsage).toEqual({
      limit: catalogStep('observe-basic-2000').dailySessions! * month.days,
      usage: 0,
      next_reset_date: month.nextResetDate,
      usage_percentage: 0,
    });
    expect(month.nextResetDate).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('the limit follows the plan: plus gets the daily sessions of its Observe step', async () => {
    const answer = await get(`/api/v1/sites/${owner.plus}/monthly-sessions`);
    const daily = catalogStep('observe-plus-10000').dailySessions!;
    expect((answer.json as MonthlySessionUsage).limit).toBe(daily * month.days);
  });

  it('99 % and then exactly 100 %: only sessions started this month count', async () => {
    const site = owner.basic;
    const limit = catalogStep('observe-basic-2000').dailySessions! * month.days;
    const ninetyNine = (limit * 99) / 100; // a whole number: limit is a multiple of 100
    await seed(site, [
      // Last month and the month before: not this month's usage.
      { startedAt: month.start - 1 },
      { startedAt: month.start - 40 * DAY_MS },
      ...times(ninetyNine, () => ({ startedAt: thisMonth(), endedAt: thisMonth() })),
    ]);
    const at99 = (await get(`/api/v1/sites/${site}/monthly-sessions`)).json as MonthlySessionUsage;
    expect(at99).toMatchObject({ usage: ninetyNine, usage_percentage: 99 });

    await seed(
      site,
      times(limit - ninetyNine - 1, () => ({ startedAt: thisMonth() })),
    );
    const justBelow = (await get(`/api/v1/sites/${site}/monthly-sessions`))
      .json as MonthlySessionUsage;
    expect(justBelow.usage).toBe(limit - 1);
    expect(justBelow.usage_percentage).toBeLessThan(100); // 99.99: never rounded up
    expect(justBelow.usage_percentage).toBe(99.99);

    await seed(site, [{ startedAt: thisMonth() }]);
    const full = (await get(`/api/v1/sites/${site}/monthly-sessions`)).json as MonthlySessionUsage;
    expect(full).toEqual({
      limit,
      usage: limit,
      next_reset_date: month.nextResetDate,
      usage_percentage: 100,
    });

    // Past the limit it stays at exactly 100 (the banner's figure); usage tells the truth.
    await seed(site, [{ startedAt: thisMonth() }]);
    const over = (await get(`/api/v1/sites/${site}/monthly-sessions`)).json as MonthlySessionUsage;
    expect(over).toMatchObject({ usage: limit + 1, usage_percentage: 100 });
  });
});

describe('GET and PUT /api/v1/sites/{siteId}/settings/sessions', () => {
  const path = (site: number) => `/api/v1/sites/${site}/settings/sessions`;
  const put = (site: number, body: unknown, session = owner.session) =>
    server.request('PUT', path(site), { session, body });
  const stored = async (site: number) =>
    (
      await server.db
        .selectFrom('sites')
        .select('session_capture_mode')
        .where('id', '=', site)
        .executeTakeFirstOrThrow()
    ).session_capture_mode;

  it('reads capture on for a new site', async () => {
    const answer = await get(path(owner.quiet));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ sessionCaptureMode: 'on' });
  });

  it('an admin turns capture off and on again', async () => {
    const off = await put(owner.quiet, { sessionCaptureMode: 'off' });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ sessionCaptureMode: 'off' });
    expect((await get(path(owner.quiet))).json).toEqual({ sessionCaptureMode: 'off' });
    expect(await stored(owner.quiet)).toBe('off');
    expect((await put(owner.quiet, { sessionCaptureMode: 'on' })).json).toEqual({
      sessionCaptureMode: 'on',
    });
    expect(await stored(owner.quiet)).toBe('on');
  });

  it('read access may look (200) but not change (403, nothing stored)', async () => {
    expect((await get(path(owner.readOnly))).json).toEqual({ sessionCaptureMode: 'on' });
    const answer = await put(owner.readOnly, { sessionCaptureMode: 'off' });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: 'forbidden' });
    expect(await stored(owner.readOnly)).toBe('on');
  });

  it('someone else’s site: 404, nothing stored', async () => {
    expect((await put(stranger.site, { sessionCaptureMode: 'off' })).status).toBe(404);
    expect(await stored(stranger.site)).toBe('on');
  });

  it.each([
    ['an unknown mode', { sessionCaptureMode: 'paused' }, 'sessionCaptureMode'],
    ['a boolean', { sessionCaptureMode: false }, 'sessionCaptureMode'],
    ['no mode', {}, 'sessionCaptureMode'],
    ['an unknown key', { sessionCaptureMode: 'off', sampling: 5 }, 'sampling'],
  ])('400 for %s, nothing stored', async (_, body, field) => {
    const answer = await put(owner.quiet, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field });
    expect(await stored(owner.quiet)).toBe('on');
  });

  it('400 for a body that is not JSON', async () => {
    const answer = await server.request('PUT', path(owner.quiet), {
      session: owner.session,
      body: '{"sessionCaptureMode":',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request' });
  });
});

describe('GET /api/v1/sites/{siteId}/daily-sessions', () => {
  /** 12:00 UTC, `daysAgo` whole days before today. */
  const noonDaysAgo = (daysAgo: number) =>
    Math.floor(Date.now() / DAY_MS) * DAY_MS - daysAgo * DAY_MS + DAY_MS / 2;
  const path = (site: number) => `/api/v1/sites/${site}/daily-sessions`;

  it('no data: 0 days, very low, not complete', async () => {
    const answer = await get(path(owner.quiet));
    expect(answer.status).toBe(200);
    expect(answer.json as DailySessionCoverage).toEqual({
      days: 0,
      sessions: 0,
      percentage: 0,
      level: 'very-low',
      complete: false,
    });
  });

  it('6 days of data → not complete; the 7th → complete (product.md#validation); today and 31+ days ago do not count', async () => {
    const persona = await server.persona({
      email: 'coverage@example.com',
      organizations: [{ name: 'Coverage org', sites: [{ name: 'Coverage shop', plan: 'basic' }] }],
    });
    const session = await server.sessionFor(persona.userId);
    const site = persona.organizations[0]!.sites[0]!.id;
    // 10, 20, … 60 sessions on the 6 days before today, plus today's and old ones.
    await seed(site, [
      ...[1, 2, 3, 4, 5, 6].flatMap((d) => times(d * 10, () => ({ startedAt: noonDaysAgo(d) }))),
      ...times(500, () => ({ startedAt: Math.max(noonDaysAgo(0), Date.now() - 1000) })),
      ...times(500, () => ({ startedAt: noonDaysAgo(31) })),
    ]);
    const six = (await get(path(site), session)).json as DailySessionCoverage;
    expect(six).toEqual({
      days: 6,
      sessions: 35, // (10 + … + 60) / 6
      percentage: 100, // 2000 a day covers 35
      level: 'max',
      complete: false,
    });

    await seed(
      site,
      times(70, () => ({ startedAt: noonDaysAgo(30) })),
    ); // the window's first day
    const seven = (await get(path(site), session)).json as DailySessionCoverage;
    expect(seven).toEqual({ days: 7, sessions: 40, percentage: 100, level: 'max', complete: true });
  });

  it('sessions at different times of one UTC day count as one day (00:00 to 23:59)', async () => {
    const persona = await server.persona({
      email: 'one-day@example.com',
      organizations: [{ name: 'One-day org', sites: [{ name: 'One-day shop', plan: 'basic' }] }],
    });
    const session = await server.sessionFor(persona.userId);
    const site = persona.organizations[0]!.sites[0]!.id;
    const midnight = noonDaysAgo(2) - DAY_MS / 2;
    await seed(site, [
      { startedAt: midnight },
      { startedAt: midnight + 1 },
      { startedAt: midnight + 9 * 3_600_000 + 123 },
      { startedAt: midnight + DAY_MS - 1 },
    ]);
    const answer = (await get(path(site), session)).json as DailySessionCoverage;
    expect(answer).toMatchObject({ days: 1, sessions: 4 });
  });

  it('traffic above the daily allowance lowers the level: 4000 a day on basic (2000) is 50 %, low', async () => {
    const persona = await server.persona({
      email: 'busy@example.com',
      organizations: [{ name: 'Busy org', sites: [{ name: 'Busy shop', plan: 'basic' }] }],
    });
    const session = await server.sessionFor(persona.userId);
    const site = persona.organizations[0]!.sites[0]!.id;
    await seed(site, [
      ...times(4000, () => ({ startedAt: noonDaysAgo(1) })),
      ...times(4000, () => ({ startedAt: noonDaysAgo(2) })),
    ]);
    expect((await get(path(site), session)).json).toEqual({
      days: 2,
      sessions: 4000,
      percentage: 50,
      level: 'low',
      complete: false,
    });
  });

  it('a failure answers 500 in the API error format and logs product.md#errors’s message with the site id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const broken = await startServer({ logger: { level: 'error', stream } });
    try {
      const persona = await broken.persona({
        email: 'broken@example.com',
        organizations: [{ name: 'Broken org', sites: [{ name: 'Broken shop' }] }],
      });
      const session = await broken.sessionFor(persona.userId);
      const site = persona.organizations[0]!.sites[0]!.id;
      // The sessions table gone: the query fails inside the handler.
      await sql`alter table visitor_sessions rename to visitor_sessions_gone`.execute(broken.db);
      const answer = await broken.request('GET', `/api/v1/sites/${site}/daily-sessions`, {
        session,
      });
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({
        error: 'internal',
        message: `Could not get the daily sessions from site ${site}.`,
      });
      expect(answer.text).not.toMatch(/visitor_sessions|sqlite/i);
      expect(lines.map((l) => l.msg)).toContain(
        `Could not get the daily sessions from site ${site}`,
      );
    } finally {
      await broken.close();
    }
  });
});
