/**
 * Organization and site settings over real HTTP ("Settings pages"): rename an
 * organization and a site, change a site's address (product.md#validation rules, IPv6 included), integrations'
 * state per site, the user lookup over ingested sessions. Every call: 401 signed out, 404 for
 * an organization or site of someone else (the same as a missing one), 403 for read access,
 * 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let owner: { session: string; org: number; readOrg: number; site: number; readSite: number };
let stranger: { session: string; org: number; site: number };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'settings-owner@example.com',
    account: { name: 'Settings owner' },
    organizations: [
      { name: 'Own org', access: 'admin', sites: [{ name: 'Own shop', url: 'shop.example.com' }] },
      { name: 'Partner org', access: 'read', sites: [{ name: 'Partner shop' }] },
    ],
  });
  owner = {
    session: await server.sessionFor(a.userId),
    org: a.organizations[0]!.id,
    readOrg: a.organizations[1]!.id,
    site: a.organizations[0]!.sites[0]!.id,
    readSite: a.organizations[1]!.sites[0]!.id,
  };
  const b = await server.persona({
    email: 'settings-stranger@example.com',
    account: { name: 'Stranger' },
    organizations: [{ name: 'Stranger org', access: 'admin', sites: [{ name: 'Stranger shop' }] }],
  });
  stranger = {
    session: await server.sessionFor(b.userId),
    org: b.organizations[0]!.id,
    site: b.organizations[0]!.sites[0]!.id,
  };
});
afterAll(() => server.close());

const call = (
  method: string,
  path: string,
  body?: unknown,
  /** null: signed out. */
  session: string | null = owner.session,
) => server.request(method, path, { ...(session === null ? {} : { session }), body });

describe('renameOrganization', () => {
  it('renames for write and admin access, trimmed', async () => {
    const answer = await call('PATCH', `/api/v1/organizations/${owner.org}`, {
      name: '  Web team ',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id: owner.org, name: 'Web team' });
    const orgs = await call(
      'GET',
      `/api/v1/users/${(await server.db.selectFrom('users').select('id').where('email', '=', 'settings-owner@example.com').executeTakeFirstOrThrow()).id}/organizations`,
    );
    expect(orgs.json.find((o: { id: number }) => o.id === owner.org).name).toBe('Web team');
  });
  it('refuses read access (403), a foreign or missing organization (404), signed out (401)', async () => {
    expect(
      (await call('PATCH', `/api/v1/organizations/${owner.readOrg}`, { name: 'X' })).status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/v1/organizations/${stranger.org}`, { name: 'X' })).status,
    ).toBe(404);
    expect((await call('PATCH', `/api/v1/organizations/999999`, { name: 'X' })).status).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/organizations/${owner.org}`, { name: 'X' }, null)).status,
    ).toBe(401);
  });
  it('answers 400 naming name for a blank or too long name', async () => {
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const answer = await call('PATCH', `/api/v1/organizations/${owner.org}`, { name });
      expect(answer.status).toBe(400);
      expect(answer.json.field).toBe('name');
    }
  });
});

describe('updateSiteDetails', () => {
  it('renames a site and changes its address', async () => {
    const answer = await call('PATCH', `/api/v1/sites/${owner.site}`, {
      name: 'Storefront',
      url: 'https://store.example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      id: owner.site,
      name: 'Storefront',
      url: 'https://store.example.com',
    });
  });
  it.each(['https://[2001:db8::1]:8443/shop', 'http://[2001:db8:0:0:0:0:0:1]/', 'example.com'])(
    'accepts %s (product.md#validation)',
    async (url) => {
      const answer = await call('PATCH', `/api/v1/sites/${owner.site}`, { url });
      expect(answer.status).toBe(200);
      expect(answer.json.url).toBe(url);
    },
  );
  it.each([
    'ftp://example.com',
    'http://exa mple.com',
    'not a url',
    'http://[::1]',
    'https://[2001:db8:::1]/',
  ])('refuses %s with 400 url', async (url) => {
    const answer = await call('PATCH', `/api/v1/sites/${owner.site}`, { url });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('url');
  });
  it('needs a name or a url (400), write access (403), a site of the user (404)', async () => {
    expect((await call('PATCH', `/api/v1/sites/${owner.site}`, {})).status).toBe(400);
    expect((await call('PATCH', `/api/v1/sites/${owner.site}`, { name: ' ' })).json.field).toBe(
      'name',
    );
    expect((await call('PATCH', `/api/v1/sites/${owner.readSite}`, { name: 'X' })).status).toBe(
      403,
    );
    expect((await call('PATCH', `/api/v1/sites/${stranger.site}`, { name: 'X' })).status).toBe(404);
    expect((await call('PATCH', `/api/v1/sites/${owner.site}`, { name: 'X' }, null)).status).toBe(
      401,
    );
  });
});

describe('integrations', () => {
  it('lists every integration not connected, then stores a connection and a disconnection', async () => {
    const list = await call('GET', `/api/v1/sites/${owner.site}/integrations`);
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThan(3);
    expect(list.json.every((i: { connected: boolean }) => !i.connected)).toBe(true);

    const on = await call('PUT', `/api/v1/sites/${owner.site}/integrations/slack`, {
      connected: true,
    });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ id: 'slack', connected: true });
    expect(typeof on.json.connectedAt).toBe('number');
    const again = await call('GET', `/api/v1/sites/${owner.site}/integrations`);
    expect(again.json.find((i: { id: string }) => i.id === 'slack').connected).toBe(true);
    // Per site: the partner site does not see it.
    const other = await call('GET', `/api/v1/sites/${owner.readSite}/integrations`);
    expect(other.json.find((i: { id: string }) => i.id === 'slack').connected).toBe(false);

    const off = await call('PUT', `/api/v1/sites/${owner.site}/integrations/slack`, {
      connected: false,
    });
    expect(off.json).toEqual({ id: 'slack', connected: false, connectedAt: null });
  });
  it('answers 404 for an unknown integration or a foreign site, 403 for read, 400 without a state', async () => {
    expect(
      (await call('PUT', `/api/v1/sites/${owner.site}/integrations/nope`, { connected: true }))
        .status,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/v1/sites/${stranger.site}/integrations/slack`, { connected: true }))
        .status,
    ).toBe(404);
    expect((await call('GET', `/api/v1/sites/${stranger.site}/integrations`)).status).toBe(404);
    expect(
      (await call('PUT', `/api/v1/sites/${owner.readSite}/integrations/slack`, { connected: true }))
        .status,
    ).toBe(403);
    const bad = await call('PUT', `/api/v1/sites/${owner.site}/integrations/slack`, {});
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('connected');
    expect(
      (await call('GET', `/api/v1/sites/${owner.site}/integrations`, undefined, null)).status,
    ).toBe(401);
  });
});

describe('lookupVisitorSessions', () => {
  it("finds a visitor's sessions, newest first, at most 50; nothing for an unknown visitor", async () => {
    const now = Date.now();
    await seedVisitorSessions(
      server.db,
      owner.site,
      Array.from({ length: 55 }, (_, i) => ({
        startedAt: now - i * 60_000,
        sessionKey: `lookup-a-${i}`,
      })),
    );
    await seedVisitorSessions(server.db, owner.site, [{ startedAt: now, sessionKey: 'lookup-b' }]);
    // The seed names each session's visitor after it; these 55 sessions are one visitor's.
    await server.db
      .updateTable('visitor_sessions')
      .set({ visitor_key: 'visitor-lookup-a' })
      .where('session_key', 'like', 'lookup-a-%')
      .execute();
    const found = await call(
      'GET',
      `/api/v1/sites/${owner.site}/visitor-sessions?visitorId=visitor-lookup-a`,
    );
    expect(found.status).toBe(200);
    expect(found.json).toHaveLength(50);
    expect(found.json.every((s: { visitorId: string }) => s.visitorId === 'visitor-lookup-a')).toBe(
      true,
    );
    const starts = found.json.map((s: { startedAt: number }) => s.startedAt);
    expect(starts).toEqual([...starts].sort((x: number, y: number) => y - x));

    const none = await call('GET', `/api/v1/sites/${owner.site}/visitor-sessions?visitorId=nobody`);
    expect(none.json).toEqual([]);
    // Another site's data is not searched.
    const elsewhere = await call(
      'GET',
      `/api/v1/sites/${owner.readSite}/visitor-sessions?visitorId=visitor-lookup-a`,
    );
    expect(elsewhere.json).toEqual([]);
  });
  it('bounds the id (400 visitorId), and answers 404 for a foreign site, 401 signed out', async () => {
    for (const q of ['', `?visitorId=${'x'.repeat(201)}`, '?visitorId=']) {
      const answer = await call('GET', `/api/v1/sites/${owner.site}/visitor-sessions${q}`);
      expect(answer.status).toBe(400);
      expect(answer.json.field).toBe('visitorId');
    }
    expect(
      (await call('GET', `/api/v1/sites/${stranger.site}/visitor-sessions?visitorId=a`)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/v1/sites/${owner.site}/visitor-sessions?visitorId=a`,
          undefined,
          null,
        )
      ).status,
    ).toBe(401);
  });
});
