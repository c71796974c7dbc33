/**
 * What an anonymous client can make the tracking ingest write: request bytes per source address
 * and per site, new sessions per address and per visitor, sessions only through a session-start,
 * page addresses stored once and cut — and, at the default budgets, how much one address can
 * grow the database in a minute whatever it sends.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sessionPageUrl } from '../../server/src/data/sitePages';
import { MAX_PAGE_URL_LENGTH } from '../../server/src/tracking/pages';
import type { Db } from '../../server/src/db/open';
import { startServer, type TestServer } from './harness';
import { closeConnections, rawExchange } from './rawHttp';

const started: TestServer[] = [];
afterAll(async () => {
  closeConnections();
  await Promise.all(started.map((s) => s.close()));
});

async function serverWithSites(env: Record<string, string> = {}) {
  const server = await startServer({ env: { TRUST_PROXY: '127.0.0.1', ...env } });
  started.push(server);
  const owner = await server.persona({
    email: 'owner@example.com',
    organizations: [
      { name: 'Shop', sites: [0, 1].map((i) => ({ name: `Site ${i}`, lastDataAt: null })) },
    ],
  });
  const [site, other] = owner.organizations[0]!.sites.map((s) => s.id) as [number, number];
  return { server, site, other };
}

let serial = 0;
const id = (prefix: string) => `${prefix}${String(++serial).padStart(10, '0')}`;

function event(overrides: Record<string, unknown> = {}) {
  return {
    type: 'session-start',
    session: 'sessionB0000001',
    visitor: 'visitorB0000001',
    newVisitor: true,
    url: 'https://shop.example.com/',
    at: Date.now(),
    ...overrides,
  };
}

function poster(server: TestServer) {
  return (site: number, body: unknown, address = '203.0.113.1') =>
    server.request(
      'POST',
      `/api/v1/sites/${site}/tracking-events${Array.isArray((body as { events?: unknown }).events) ? '/batch' : ''}`,
      { body, headers: { 'x-forwarded-for': address } },
    );
}

async function count(db: Db, table: 'tracking_events' | 'visitor_sessions' | 'site_pages') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sessions begin with a session-start', () => {
  it('refuses the events of a session the site never started, alone or in a batch', async () => {
    const { server, site } = await serverWithSites();
    const post = poster(server);
    const stray = await post(site, event({ type: 'heartbeat', session: id('stray') }));
    expect(stray.status).toBe(400);
    expect(stray.json).toMatchObject({ error: 'bad_request', field: 'session' });
    expect(stray.json.message).toContain('session-start');

    const session = id('real');
    const other = id('ghost');
    const mixed = await post(site, {
      events: [
        event({ session }),
        event({ type: 'page-view', session: other }),
        event({ type: 'page-view', session }),
        // Invalid and of the unstarted session: one rejection, its first fault.
        event({ type: 'page-view', session: other, url: 'ftp://x.example/' }),
      ],
    });
    expect(mixed.status).toBe(202);
    expect(mixed.json).toMatchObject({
      accepted: 2,
      rejected: 2,
      errors: [
        { index: 1, field: 'events/1/session' },
        { index: 3, field: 'events/3/url' },
      ],
    });
    // Started once, the session goes on in later requests.
    const later = await post(site, event({ type: 'heartbeat', session }));
    expect(later.json).toMatchObject({ accepted: 1 });
    expect(await count(server.db, 'tracking_events')).toBe(3);
    expect(await count(server.db, 'visitor_sessions')).toBe(1);
  });
});

describe('page addresses', () => {
  it('are stored once per site, without their query, cut to their stored length', async () => {
    const { server, site, other } = await serverWithSites();
    const post = poster(server);
    const long = `https://shop.example.com/search/${'x'.repeat(1900)}?q=1`;
    for (const [target, query] of [
      [site, ''],
      [site, '?utm_source=ads#plans'],
      [other, ''],
    ] as const) {
      const url = `https://shop.example.com/pricing${query}`;
      await post(target, event({ session: id('page'), url }));
    }
    await post(site, event({ session: id('long'), url: long }));
    const pages = await server.db
      .selectFrom('site_pages')
      .select(['site_id', 'url'])
      .orderBy('id')
      .execute();
    expect(pages).toEqual([
      { site_id: site, url: 'https://shop.example.com/pricing' },
      { site_id: other, url: 'https://shop.example.com/pricing' },
      { site_id: site, url: long.slice(0, MAX_PAGE_URL_LENGTH) },
    ]);
    const urls = await server.db
      .selectFrom('visitor_sessions')
      .select(sessionPageUrl)
      .where('site_id', '=', site)
      .orderBy('id')
      .execute();
    expect(urls.map((row) => row.page_url)).toEqual([
      'https://shop.example.com/pricing',
      'https://shop.example.com/pricing',
      long.slice(0, MAX_PAGE_URL_LENGTH),
    ]);
  });
});

describe('byte budgets', () => {
  it('per source address: 429 with Retry-After once spent; another address goes on', async () => {
    const { server, site } = await serverWithSites({ INGEST_BYTES_PER_IP: '4KiB/1m' });
    const post = poster(server);
    const start = () => post(site, event({ session: id('bytes'), visitor: id('visitor') }));
    const statuses: number[] = [];
    let last = await start();
    for (let i = 0; i < 40 && last.status !== 429; i++) {
      statuses.push(last.status);
      last = await start();
    }
    // Each request is ~200 bytes: about twenty fit in 4 KiB, never all forty.
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.every((status) => status === 202)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.json).toMatchObject({ error: 'rate_limited' });
    expect(last.json.message).toContain('4 KiB');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(last.headers.get('access-control-allow-origin')).toBe('*');
    const stored = await count(server.db, 'tracking_events');
    expect(stored).toBe(statuses.length);
    expect((await post(site, event({ session: id('bytes') }), '198.51.100.7')).status).toBe(202);
  });

  it('per site, from every address together; another site goes on', async () => {
    const { server, site, other } = await serverWithSites({ INGEST_BYTES_PER_SITE: '2KiB/1m' });
    const post = poster(server);
    let last = 202;
    let sent = 0;
    while (last !== 429 && sent < 40) {
      last = (await post(site, event({ session: id('site') }), `203.0.113.${++sent}`)).status;
    }
    expect(last).toBe(429);
    expect(sent).toBeGreaterThan(3);
    expect((await post(other, event({ session: id('site') }), '203.0.113.200')).status).toBe(202);
  });

  it('never charges a site for a source refused for what it sends', async () => {
    const { server, site } = await serverWithSites({
      INGEST_BYTES_PER_IP: '2KiB/1m',
      INGEST_BYTES_PER_SITE: '8KiB/1m',
    });
    const post = poster(server);
    // ~200 bytes each: about ten fit the source's budget, the other ninety are refused. Had
    // they been charged to the site, its 8 KiB would be spent twice over.
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await post(site, event({ session: id('flood') }))).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(80);
    expect((await post(site, event({ session: id('flood') }), '198.51.100.7')).status).toBe(202);
  });

  it('charges a body without Content-Length its route’s whole limit', async () => {
    // 6 KiB: a chunked single event is charged 4 KiB, so the second one is over.
    const { server, site } = await serverWithSites({ INGEST_BYTES_PER_IP: '6KiB/1m' });
    const chunked = async () => {
      const body = JSON.stringify(event({ session: id('chunk') }));
      const request =
        `POST /api/v1/sites/${site}/tracking-events HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
        `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
      const { answer } = await rawExchange(server.url, request);
      return answer?.status;
    };
    expect(await chunked()).toBe(202);
    expect(await chunked()).toBe(429);
  });
});

describe('new sessions', () => {
  it('per source address: the starts over budget are refused, sessions already started go on', async () => {
    const { server, site } = await serverWithSites({ TRACKING_NEW_SESSIONS_PER_IP: '3/1m' });
    const post = poster(server);
    const sessions = Array.from({ length: 5 }, () => id('many'));
    const answer = await post(site, {
      events: sessions.map((session) => event({ session, visitor: id('visitor') })),
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toMatchObject({
      accepted: 3,
      rejected: 2,
      errors: [
        { index: 3, field: 'events/3/session' },
        { index: 4, field: 'events/4/session' },
      ],
    });
    expect(answer.json.errors[0].message).toContain('sessions started from this address');
    const more = await post(site, event({ session: id('many'), visitor: id('visitor') }));
    expect(more.status).toBe(429);
    expect(Number(more.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const goesOn = await post(site, event({ type: 'heartbeat', session: sessions[0] }));
    expect(goesOn.json).toMatchObject({ accepted: 1 });
    expect(await count(server.db, 'visitor_sessions')).toBe(3);
  });

  it('per visitor id, whatever the address', async () => {
    const { server, site } = await serverWithSites({ TRACKING_NEW_SESSIONS_PER_VISITOR: '2/1h' });
    const post = poster(server);
    const visitor = id('visitor');
    const start = (address: string) => post(site, event({ session: id('own'), visitor }), address);
    expect((await start('203.0.113.1')).status).toBe(202);
    expect((await start('203.0.113.2')).status).toBe(202);
    const third = await start('203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.json.message).toContain('this visitor');
    expect((await post(site, event({ session: id('own'), visitor: id('visitor') }))).status).toBe(
      202,
    );
  });
});

/** The database's size in bytes, as its engine counts it. */
async function databaseBytes(db: Db): Promise<number> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const { rows } = await sql<{
      bytes: string;
    }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return Number(rows[0]!.bytes);
  }
  const { rows } = await sql<{ bytes: number }>`select page_count * page_size as bytes
    from pragma_page_count(), pragma_page_size()`.execute(db);
  return Number(rows[0]!.bytes);
}

describe('one address at the default budgets', () => {
  it('grows the database by a bounded amount in a minute, whatever it sends', async () => {
    const { server, site } = await serverWithSites();
    const post = poster(server);
    const url = (n: number) => `https://shop.example.com/${n}/${'u'.repeat(1960)}`;
    const before = await databaseBytes(server.db);
    let sent = 0;
    let refusedInARow = 0;
    let lastStatus = 0;
    const attack = async (body: unknown) => {
      sent++;
      lastStatus = (await post(site, body)).status;
      refusedInARow = lastStatus === 202 ? 0 : refusedInARow + 1;
    };
    // Page views of one session on ever new 2,000-character addresses, 28 to a batch (under
    // 64 KiB; the first event starts the session).
    const session = id('flood');
    for (let n = 0; refusedInARow < 5 && sent < 400; n++) {
      await attack({
        events: Array.from({ length: 28 }, (_, i) =>
          event({
            type: n + i === 0 ? 'session-start' : 'page-view',
            session,
            url: url(n * 28 + i),
          }),
        ),
      });
    }
    // Then new sessions, each on a new address.
    refusedInARow = 0;
    for (let n = 0; refusedInARow < 5 && sent < 800; n++) {
      await attack({
        events: Array.from({ length: 28 }, (_, i) =>
          event({ session: id('flood'), visitor: id('visitor'), url: url(100_000 + n * 28 + i) }),
        ),
      });
    }
    const grown = (await databaseBytes(server.db)) - before;
    console.log(
      `one address, ${sent} requests: database +${(grown / 1024).toFixed(0)} KiB ` +
        `(${await count(server.db, 'tracking_events')} events, ` +
        `${await count(server.db, 'visitor_sessions')} sessions, ${await count(server.db, 'site_pages')} pages)`,
    );
    // The budgets stopped it, not the loop's end.
    expect(refusedInARow).toBe(5);
    expect(lastStatus).toBe(429);
    // 512 KiB of requests a minute; a stored address is kept in its table and its index.
    expect(grown).toBeLessThan(2 * 1024 * 1024);
  });
});
