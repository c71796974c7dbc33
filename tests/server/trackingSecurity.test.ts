/**
 * The tracking ingest's limits and the checks that stay on it: rate limits per
 * address and per site (429 with Retry-After, readable cross-origin), the country from a real
 * MaxMind DB (GEOIP_DATABASE, a small .mmdb written by tests/support/mmdbWriter.ts) or from the
 * language, and the Host check of a server without PUBLIC_URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { writeMmdb } from '../support/mmdbWriter';
import { ROOT, startServer, type TestServer } from './harness';
import { closeConnections, sendRequest } from './rawHttp';

const started: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function serverWithSites(env: Record<string, string>, count = 2) {
  const server = await startServer({ env });
  started.push(server);
  const owner = await server.persona({
    email: 'owner@example.com',
    organizations: [
      {
        name: 'Shop',
        sites: Array.from({ length: count }, (_, i) => ({ name: `Site ${i}`, lastDataAt: null })),
      },
    ],
  });
  return { server, sites: owner.organizations[0]!.sites.map((s) => s.id) };
}

const event = (overrides: Record<string, unknown> = {}) => ({
  type: 'session-start',
  session: 'sessionR0000001',
  visitor: 'visitorR0000001',
  newVisitor: false,
  url: 'https://shop.example.com/',
  at: Date.now(),
  ...overrides,
});

describe('rate limits of the ingest', () => {
  it('limits requests per address across both calls: 429 with Retry-After, CORS headers', async () => {
    const { server, sites } = await serverWithSites({ RATE_LIMIT_TRACKING_PER_IP: '3/1m' });
    const [site] = sites as [number];
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const path = `/api/v1/sites/${site}/tracking-events${i % 2 ? '/batch' : ''}`;
      const body = i % 2 ? { events: [event()] } : event();
      statuses.push((await server.request('POST', path, { body })).status);
    }
    const limited = await server.request('POST', `/api/v1/sites/${site}/tracking-events`, {
      body: event(),
      headers: { origin: 'https://shop.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(statuses).toEqual([202, 202, 202]);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const count = await server.db
      .selectFrom('tracking_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('limits requests per site from every address together; other sites go on', async () => {
    const { server, sites } = await serverWithSites({
      RATE_LIMIT_TRACKING_PER_SITE: '2/1m',
      TRUST_PROXY: '127.0.0.1',
    });
    const [busy, other] = sites as [number, number];
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const send = (site: number, address: string) =>
      server.request('POST', `/api/v1/sites/${site}/tracking-events`, {
        body: event(),
        ...from(address),
      });
    expect((await send(busy, '203.0.113.1')).status).toBe(202);
    expect((await send(busy, '203.0.113.2')).status).toBe(202);
    const limited = await send(busy, '203.0.113.3');
    expect(limited.status).toBe(429);
    expect(limited.json.message).toContain('this site');
    expect((await send(other, '203.0.113.3')).status).toBe(202);
  });
});

describe('the visitor’s country', () => {
  const mmdb = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lodestar-geoip-'));
    dirs.push(dir);
    const file = join(dir, 'countries.mmdb');
    writeFileSync(
      file,
      writeMmdb({
        '203.0.113.0/24': { country: { iso_code: 'FR' } },
        '198.51.100.0/24': { country: { iso_code: 'JP' } },
      }),
    );
    return file;
  };

  it('comes from GEOIP_DATABASE when it knows the address, else from the language', async () => {
    const { server, sites } = await serverWithSites({
      GEOIP_DATABASE: mmdb(),
      TRUST_PROXY: '127.0.0.1',
    });
    const [site] = sites as [number];
    const send = (session: string, address: string | null, language?: string) =>
      server.request('POST', `/api/v1/sites/${site}/tracking-events`, {
        body: event({ session, ...(language ? { language } : {}) }),
        headers: address ? { 'x-forwarded-for': address } : {},
      });
    expect((await send('sessionGeoFR01', '203.0.113.9', 'de-DE')).status).toBe(202);
    expect((await send('sessionGeoJP01', '198.51.100.77')).status).toBe(202);
    // Loopback: the database does not know it; the language says DE.
    expect((await send('sessionLocal01', null, 'de-DE')).status).toBe(202);
    expect((await send('sessionNone001', '192.0.2.1', 'en')).status).toBe(202);
    const rows = await server.db
      .selectFrom('visitor_sessions')
      .select(['session_key', 'country', 'country_source'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { session_key: 'sessionGeoFR01', country: 'FR', country_source: 'geoip' },
      { session_key: 'sessionGeoJP01', country: 'JP', country_source: 'geoip' },
      { session_key: 'sessionLocal01', country: 'DE', country_source: 'language' },
      { session_key: 'sessionNone001', country: null, country_source: null },
    ]);
  });

  it('stops the start when GEOIP_DATABASE is no MaxMind DB', async () => {
    expect(() => loadConfig({ GEOIP_DATABASE: '/no/such/file.mmdb' }, ROOT)).toThrow(ConfigError);
    expect(() => loadConfig({ GEOIP_DATABASE: '/no/such/file.mmdb' }, ROOT)).toThrow(
      /GEOIP_DATABASE must name a MaxMind DB file/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'lodestar-geoip-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'broken.mmdb'), 'not a database');
    await expect(
      startServer({ env: { GEOIP_DATABASE: join(dir, 'broken.mmdb') } }),
    ).rejects.toThrow(/cannot be read as a MaxMind DB/);
  });
});

describe('protections that stay on the ingest', () => {
  it('answers 421 to a Host that is not this machine (no PUBLIC_URL)', async () => {
    const { server, sites } = await serverWithSites({});
    const answer = await sendRequest(
      server.url,
      'POST',
      `/api/v1/sites/${sites[0]}/tracking-events`,
      {
        headers: { host: 'evil.example', 'content-type': 'application/json' },
        body: JSON.stringify(event()),
      },
    );
    closeConnections();
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'misdirected_request' });
    const stored = await server.db.selectFrom('tracking_events').selectAll().execute();
    expect(stored).toEqual([]);
  });
});
