/**
 * The tracking data plane over real HTTP: the snippet served at /t/{siteId}.js, and
 * the ingest (one event, a batch) with good and bad input — malformed JSON, wrong types, bodies
 * over the limits (1 MB+ too), unknown sites, capture off, clock skew, CORS and the preflight —
 * each answered with a clear 4xx, never a 5xx, and nothing stored that should not be.
 * Rate limits, the GeoIP country and the security checks that stay are in
 * trackingSecurity.test.ts; the kill -9 durability test in trackingDurability.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionPageUrl } from '../../server/src/data/sitePages';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let siteId = 0;
let offSiteId = 0;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** What a customer's page sends along: its own origin, from another site. */
const FROM_CUSTOMER = {
  origin: 'https://shop.example.com',
  'sec-fetch-site': 'cross-site',
  'user-agent': CHROME,
};

let counter = 0;
const sessionKey = () => `session${String(++counter).padStart(8, '0')}`;

function event(overrides: Record<string, unknown> = {}) {
  return {
    type: 'page-view',
    session: 'sessionA0000001',
    visitor: 'visitorA0000001',
    newVisitor: true,
    url: 'https://shop.example.com/pricing',
    language: 'de-DE',
    at: Date.now(),
    ...overrides,
  };
}

const single = (site: number) => `/api/v1/sites/${site}/tracking-events`;
const batch = (site: number) => `/api/v1/sites/${site}/tracking-events/batch`;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return server.request('POST', path, { body, headers: { ...FROM_CUSTOMER, ...headers } });
}

async function stored() {
  const events = await server.db.selectFrom('tracking_events').selectAll().execute();
  // The page's address read through its stored page, as the session readers do.
  const sessions = await server.db
    .selectFrom('visitor_sessions')
    .selectAll()
    .select(sessionPageUrl)
    .execute();
  return { events, sessions };
}

async function lastDataAt(site: number) {
  const row = await server.db
    .selectFrom('sites')
    .select('last_data_at')
    .where('id', '=', site)
    .executeTakeFirstOrThrow();
  return row.last_data_at;
}

beforeAll(async () => {
  server = await startServer();
  const owner = await server.persona({
    email: 'owner@example.com',
    organizations: [
      {
        name: 'Shop',
        sites: [
          { name: 'Shop site', lastDataAt: null },
          { name: 'Quiet site', lastDataAt: null, sessionCaptureMode: 'off' },
        ],
      },
    ],
  });
  siteId = owner.organizations[0]!.sites[0]!.id;
  offSiteId = owner.organizations[0]!.sites[1]!.id;
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.deleteFrom('tracking_events').execute();
  await server.db.deleteFrom('visitor_sessions').execute();
  await server.db.updateTable('sites').set({ last_data_at: null }).execute();
});

describe('GET /t/{siteId}.js: the snippet', () => {
  it('serves the script, versioned and cacheable, loadable from any site', async () => {
    const answer = await server.request('GET', `/t/${siteId}.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.text.startsWith('/*! Lodestar tracking v1 */')).toBe(true);
    expect(answer.text).toContain('tracking-events/batch');
    const etag = answer.headers.get('etag');
    // Weak once compressed for this client (http/compression.ts): the same script, other bytes.
    expect(etag).toMatch(/^(W\/)?"[\w-]{22}"$/);

    // The same bytes for every site; a matching ETag is answered 304 without a body.
    const other = await server.request('GET', `/t/${offSiteId}.js`);
    expect(other.text).toBe(answer.text);
    expect(other.headers.get('etag')).toBe(etag);
    const again = await server.request('GET', `/t/${siteId}.js`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toContain('max-age=3600');
  });

  it('answers 404 for an unknown or malformed site id, never cached', async () => {
    for (const path of ['/t/999999.js', '/t/0.js', '/t/abc.js', '/t/1.json', '/t/1.js.map']) {
      const answer = await server.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.json, path).toMatchObject({ error: 'not_found' });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('GET /r/recorder.js: the recorder the snippet loads', () => {
  it('serves the script, versioned and cacheable like the snippet, loadable from any site', async () => {
    const answer = await server.request('GET', '/r/recorder.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.text.startsWith('/*! Lodestar recorder v1 */')).toBe(true);
    const etag = answer.headers.get('etag');
    const again = await server.request('GET', '/r/recorder.js', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });
});

describe('POST /api/v1/sites/{siteId}/tracking-events: one event', () => {
  it('stores the event and its session, and moves the site last data', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await post(single(siteId), event({ type: 'session-start' }));
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ accepted: 1, dropped: 0, rejected: 0, errors: [] });
    const { events, sessions } = await stored();
    expect(events).toEqual([
      expect.objectContaining({
        site_id: siteId,
        session_key: 'sessionA0000001',
        type: 'session-start',
      }),
    ]);
    expect(sessions).toEqual([
      expect.objectContaining({
        site_id: siteId,
        session_key: 'sessionA0000001',
        visitor_key: 'visitorA0000001',
        new_visitor: 1,
        browser: 'Chrome',
        device: 'desktop',
        country: 'DE',
        country_source: 'language',
        page_url: 'https://shop.example.com/pricing',
        page_views: 0,
        ended_at: null,
      }),
    ]);
    expect(await lastDataAt(siteId)).toBeGreaterThanOrEqual(before);
  });

  it('reads browser and device class from the User-Agent', async () => {
    const start = { type: 'session-start' };
    await post(single(siteId), event({ ...start, session: 'sessionPhone01' }), {
      'user-agent': IPHONE,
    });
    await post(single(siteId), event({ ...start, session: 'sessionCurl001' }), {
      'user-agent': 'curl/8.5',
    });
    const { sessions } = await stored();
    const byKey = Object.fromEntries(sessions.map((s) => [s.session_key, s]));
    expect(byKey.sessionPhone01).toMatchObject({ browser: 'Safari', device: 'mobile' });
    expect(byKey.sessionCurl001).toMatchObject({ browser: 'Unknown', device: 'unknown' });
  });

  it('answers 400 naming the field for a bad event, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'click' }, 'type'],
      [{ at: 'yesterday' }, 'at'],
      [{ at: 1.5 }, 'at'],
      [{ newVisitor: 'yes' }, 'newVisitor'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: `https://shop.example.com/${'x'.repeat(2100)}` }, 'url'],
      [{ session: 'short' }, 'session'],
      [{ visitor: 'has spaces in it' }, 'visitor'],
      [{ language: 'de_DE<script>' }, 'language'],
      [{ extra: 'field' }, 'extra'],
      [{ session: undefined }, 'session'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await post(single(siteId), event(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json, JSON.stringify(overrides)).toMatchObject({ error: 'bad_request', field });
    }
    expect(await stored()).toEqual({ events: [], sessions: [] });
    expect(await lastDataAt(siteId)).toBeNull();
  });

  it('answers malformed JSON and non-objects with 400, never 5xx', async () => {
    for (const body of ['{', '{"type":', 'null', '[]', '42', '"text"', '{"__proto__":{"x":1}}']) {
      const answer = await post(single(siteId), body);
      expect(answer.status, body).toBe(400);
      expect(answer.json, body).toMatchObject({ error: 'bad_request' });
    }
    expect(await stored()).toEqual({ events: [], sessions: [] });
  });

  it('takes a JSON body sent as text/plain (sendBeacon, a fetch without preflight)', async () => {
    const answer = await post(single(siteId), JSON.stringify(event({ type: 'session-start' })), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.status).toBe(202);
    const broken = await post(single(siteId), '{not json', { 'content-type': 'text/plain' });
    expect(broken.status).toBe(400);
    expect((await stored()).events).toHaveLength(1);
  });

  it('answers 413 for a body over 4 KiB (and a 1 MB+ one), storing nothing', async () => {
    const big = await post(single(siteId), event({ url: `https://a.example/${'x'.repeat(5000)}` }));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ error: 'payload_too_large' });
    expect(big.headers.get('access-control-allow-origin')).toBe('*');
    const huge = await post(single(siteId), { ...event(), pad: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual({ events: [], sessions: [] });
  });

  it('answers 404 for an unknown site, whatever the body, and stores nothing', async () => {
    const answer = await post(single(987654), event());
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'not_found', message: 'No such site.' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect((await post(batch(987654), { events: [event()] })).status).toBe(404);
    expect((await post(batch(987654), { events: [{ type: 'bad' }] })).status).toBe(404);
    // Bodies the contract or the JSON parser refuse: the unknown site is still what is wrong.
    for (const body of ['{not json', {}, { events: [] }, '42']) {
      const answer = await post(batch(987654), body);
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.json).toMatchObject({ error: 'not_found' });
    }
    expect((await post(single(987654), '{"type":')).status).toBe(404);
    expect((await post(single(0), event())).status).toBe(400);
    expect((await post('/api/v1/sites/abc/tracking-events', event())).status).toBe(400);
    expect(await stored()).toEqual({ events: [], sessions: [] });
  });

  it('drops the events of a site whose session capture is off (202, counted as dropped)', async () => {
    const answer = await post(single(offSiteId), event());
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ accepted: 0, dropped: 1, rejected: 0, errors: [] });
    const many = await post(batch(offSiteId), { events: [event(), event(), { bad: 1 }] });
    expect(many.json).toMatchObject({ accepted: 0, dropped: 2, rejected: 1 });
    expect(await stored()).toEqual({ events: [], sessions: [] });
    // The code is installed and sending: the site's last data still moves (product.md#states-and-transitions capture-off).
    expect(await lastDataAt(offSiteId)).not.toBeNull();
  });
});

describe('clock skew', () => {
  it('clamps times up to 24 h off into the server’s last 5 minutes, rejects the rest', async () => {
    const now = Date.now();
    const answer = await post(batch(siteId), {
      events: [
        event({ type: 'session-start', session: 'sessionFuture1', at: now + 3_600_000 }),
        event({ type: 'session-start', session: 'sessionPast001', at: now - 3_600_000 }),
        event({ type: 'session-start', session: 'sessionRight01', at: now - 1000 }),
        event({ type: 'session-start', session: 'sessionFar0001', at: now + 3 * 86_400_000 }),
        event({ type: 'session-start', session: 'sessionEpoch01', at: 0 }),
      ],
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toMatchObject({
      accepted: 3,
      rejected: 2,
      errors: [
        { index: 3, field: 'events/3/at', message: expect.stringContaining('24 hours') },
        { index: 4, field: 'events/4/at' },
      ],
    });
    const after = Date.now();
    const { events } = await stored();
    const at = Object.fromEntries(events.map((e) => [e.session_key, e.at]));
    expect(at.sessionFuture1).toBeGreaterThanOrEqual(now);
    expect(at.sessionFuture1).toBeLessThanOrEqual(after);
    expect(at.sessionPast001).toBeGreaterThanOrEqual(now - 5 * 60_000);
    expect(at.sessionPast001).toBeLessThanOrEqual(after - 5 * 60_000);
    expect(at.sessionRight01).toBe(now - 1000);
    expect(Object.keys(at).sort()).toEqual(['sessionFuture1', 'sessionPast001', 'sessionRight01']);

    const single1 = await post(single(siteId), event({ at: now - 2 * 86_400_000 }));
    expect(single1.status).toBe(400);
    expect(single1.json).toMatchObject({ field: 'at' });
  });
});

describe('POST …/tracking-events/batch', () => {
  it('keeps the valid events of a partly valid batch and explains the others', async () => {
    const session = sessionKey();
    const answer = await post(batch(siteId), {
      events: [
        event({ session, type: 'session-start' }),
        event({ session, url: 'ftp://shop.example.com/' }),
        event({ session, type: 'page-view' }),
        'not an event',
        event({ session, newVisitor: 1 }),
      ],
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({
      accepted: 2,
      dropped: 0,
      rejected: 3,
      errors: [
        { index: 1, field: 'events/1/url', message: expect.stringContaining('events/1/url') },
        { index: 3, field: 'events/3', message: expect.stringContaining('object') },
        { index: 4, field: 'events/4/newVisitor', message: expect.any(String) },
      ],
    });
    const { events, sessions } = await stored();
    expect(events.map((e) => e.type)).toEqual(['session-start', 'page-view']);
    expect(sessions).toHaveLength(1);
  });

  it('answers 400 for a batch without one valid event, or not a batch', async () => {
    const none = await post(batch(siteId), { events: [{ type: 'x' }, event({ at: -1 })] });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ error: 'bad_request', field: 'events/0/session' });
    for (const body of [
      {},
      { events: [] },
      { events: {} },
      [event()],
      { events: [event()], x: 1 },
    ]) {
      const answer = await post(batch(siteId), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const tooMany = await post(batch(siteId), { events: new Array(101).fill(event()) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ field: 'events' });
    expect(await stored()).toEqual({ events: [], sessions: [] });
  });

  it('answers 413 for a body over 64 KiB, storing nothing', async () => {
    const url = `https://shop.example.com/${'p'.repeat(1900)}`;
    const answer = await post(batch(siteId), { events: new Array(40).fill(event({ url })) });
    expect(answer.status).toBe(413);
    const huge = await post(batch(siteId), { events: [event()], pad: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual({ events: [], sessions: [] });
  });

  it('folds a session’s events: page views add up, the latest page, end and reopen', async () => {
    const session = sessionKey();
    const t = Date.now() - 60_000;
    await post(batch(siteId), {
      events: [
        event({ session, type: 'session-start', at: t, url: 'https://shop.example.com/' }),
        event({ session, type: 'page-view', at: t, url: 'https://shop.example.com/' }),
        event({ session, type: 'page-view', at: t + 1000, url: 'https://shop.example.com/a' }),
        event({ session, type: 'session-end', at: t + 2000, url: 'https://shop.example.com/a' }),
      ],
    });
    let [row] = (await stored()).sessions;
    expect(row).toMatchObject({
      page_views: 2,
      started_at: t,
      last_seen_at: t + 2000,
      ended_at: t + 2000,
      page_url: 'https://shop.example.com/a',
    });
    // The visitor comes back to another page of the site: the session goes on.
    await post(single(siteId), event({ session, at: t + 5000, url: 'https://shop.example.com/b' }));
    // A late heartbeat from before does not move it back.
    await post(single(siteId), event({ session, type: 'heartbeat', at: t + 3000 }));
    [row] = (await stored()).sessions;
    expect(row).toMatchObject({
      page_views: 3,
      started_at: t,
      last_seen_at: t + 5000,
      ended_at: null,
      page_url: 'https://shop.example.com/b',
      new_visitor: 1,
    });
    expect((await stored()).events).toHaveLength(6);
  });
});

describe('what a session and its events keep for the analysis pages', () => {
  const pageOf = async (id: number | null) =>
    id === null
      ? null
      : (
          await server.db
            .selectFrom('site_pages')
            .select('url')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).url;

  it('stores each event’s page, the entry page and the first request’s facts', async () => {
    const session = sessionKey();
    const t = Date.now() - 60_000;
    const entry =
      'https://Shop.Example.com/shoes?utm_source=newsletter&utm_medium=email&utm_campaign=june#top';
    await post(
      batch(siteId),
      {
        events: [
          event({
            session,
            type: 'session-start',
            at: t,
            url: entry,
            referrer: 'https://www.Google.com/search?q=private',
            viewport: 1500,
            language: 'pt-BR',
          }),
          event({ session, at: t, url: entry, language: 'pt-BR' }),
          event({ session, at: t + 1000, url: 'https://shop.example.com/cart?token=secret' }),
        ],
      },
      { 'user-agent': IPHONE },
    );
    // A later request: another page, other (unsent by the snippet) facts, another browser.
    await post(
      single(siteId),
      event({
        session,
        at: t + 2000,
        url: 'https://shop.example.com/checkout?utm_source=other',
        referrer: 'https://elsewhere.example/',
        viewport: 300,
        language: 'de-DE',
      }),
    );
    const { events, sessions } = await stored();
    events.sort((a, b) => a.id - b.id);
    expect(await Promise.all(events.map((e) => pageOf(e.page_id)))).toEqual([
      'https://shop.example.com/shoes',
      'https://shop.example.com/shoes',
      'https://shop.example.com/cart',
      'https://shop.example.com/checkout',
    ]);
    const [row] = sessions;
    expect(row).toMatchObject({
      page_url: 'https://shop.example.com/checkout',
      referrer_url: 'www.google.com/search',
      referrer_domain: 'google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'june',
      browser: 'Safari',
      device: 'mobile',
      os: 'iOS',
      viewport: 'xlarge',
      language: 'pt',
      page_views: 3,
    });
    expect(await pageOf(row!.entry_page_id)).toBe('https://shop.example.com/shoes');
    // No page is stored with its query.
    const pages = await server.db.selectFrom('site_pages').select('url').execute();
    expect(pages.filter((p) => /[?#]/.test(p.url))).toEqual([]);
  });

  it('never moves the entry page, even for an event from before it', async () => {
    const session = sessionKey();
    const t = Date.now() - 60_000;
    await post(
      single(siteId),
      event({ session, type: 'session-start', at: t, url: 'https://shop.example.com/first' }),
    );
    await post(single(siteId), event({ session, at: t - 5000, url: 'https://shop.example.com/z' }));
    // Written along with another session's start (the statement then carries every column).
    const other = sessionKey();
    await post(batch(siteId), {
      events: [
        event({ session, at: t - 6000, url: 'https://shop.example.com/y', viewport: 500 }),
        event({ session: other, type: 'session-start', viewport: 800 }),
      ],
    });
    const sessions = (await stored()).sessions;
    const row = sessions.find((s) => s.session_key === session);
    expect(await pageOf(row!.entry_page_id)).toBe('https://shop.example.com/first');
    expect(row).toMatchObject({ referrer_url: null, referrer_domain: null, viewport: null });
    expect(sessions.find((s) => s.session_key === other)).toMatchObject({ viewport: 'medium' });
  });

  it('keeps no referrer from the site’s own pages', async () => {
    const session = sessionKey();
    await post(
      single(siteId),
      event({
        session,
        type: 'session-start',
        url: 'https://shop.example.com/b',
        referrer: 'https://www.shop.example.com/a?q=1',
      }),
    );
    const [row] = (await stored()).sessions;
    expect(row).toMatchObject({ referrer_url: null, referrer_domain: null });
  });
});

describe('group commit', () => {
  it('writes concurrent requests together, folding one session across them', async () => {
    const session = sessionKey();
    const t = Date.now() - 10_000;
    // Started first on both sites: the twelve then go on with it in any order.
    for (const site of [siteId, offSiteId]) {
      await post(single(site), event({ session, type: 'session-start', at: t - 1000 }));
    }
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          single(i % 3 === 2 ? offSiteId : siteId),
          event({ session, at: t + i * 100, url: `https://shop.example.com/${i}` }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(new Array(12).fill(202));
    expect(answers.filter((a) => a.json.accepted === 1)).toHaveLength(8);
    expect(answers.filter((a) => a.json.dropped === 1)).toHaveLength(4);
    const { events, sessions } = await stored();
    expect(events).toHaveLength(9);
    expect(sessions).toEqual([
      expect.objectContaining({
        site_id: siteId,
        page_views: 8,
        started_at: t - 1000,
        last_seen_at: t + 1000,
        page_url: 'https://shop.example.com/10',
      }),
    ]);
  });
});

describe('CORS: any site may post, without credentials', () => {
  it('answers posts from another site with Access-Control-Allow-Origin *, no cookies', async () => {
    const answer = await post(
      batch(siteId),
      { events: [event({ type: 'session-start' })] },
      {
        cookie: 'lodestar_session=AAAAAAAAAAAAAAAAAAAAAA; lodestar_last_site=1',
      },
    );
    expect(answer.status).toBe(202);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The security headers stay.
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the preflight of a JSON post', async () => {
    for (const path of [single(siteId), batch(siteId)]) {
      const answer = await server.request('OPTIONS', path, {
        headers: {
          origin: 'https://shop.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(answer.status, path).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(answer.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(answer.headers.get('access-control-max-age')).toBe('86400');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('still refuses other sites on every other endpoint, and text/plain JSON there', async () => {
    const product = await server.request('POST', '/api/v1/events', {
      body: { name: 'Forged' },
      headers: FROM_CUSTOMER,
    });
    expect(product.status).toBe(403);
    expect(product.json).toMatchObject({ error: 'cross_site_request' });
    expect(product.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await server.request('POST', '/api/v1/events', {
      body: JSON.stringify({ name: 'Plain' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(400);
    const options = await server.request('OPTIONS', '/api/v1/events', {
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
    });
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
  });
});
