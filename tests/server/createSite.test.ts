/**
 * POST /api/v1/organizations/{organizationId}/sites ("no dead end for a new account"):
 * write and admin add a site (product.md#roles-and-permissions), read → 403, an organization the user is not in → 404, an
 * address outside product.md#validation → 400 naming `url`; the new site has no data yet (product.md#states-and-transitions not installed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization, Site } from '../../generated/types';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let owner: { userId: number; session: string; organizations: { id: number }[] };
let reader: { userId: number; session: string; organizationId: number };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'owner@example.com',
    account: { name: 'Owner account' },
    organizations: [
      { name: 'Empty org', access: 'admin' },
      { name: 'Team', access: 'write' },
    ],
  });
  owner = {
    userId: a.userId,
    session: await server.sessionFor(a.userId),
    organizations: a.organizations.map((o) => ({ id: o.id })),
  };
  const b = await server.persona({
    email: 'reader@example.com',
    account: { name: 'Reader account' },
    organizations: [{ name: 'Read only', access: 'read' }],
  });
  reader = {
    userId: b.userId,
    session: await server.sessionFor(b.userId),
    organizationId: b.organizations[0]!.id,
  };
});
afterAll(() => server.close());

const add = (organizationId: number, session: string, body: unknown) =>
  server.request('POST', `/api/v1/organizations/${organizationId}/sites`, { session, body });

describe('POST /api/v1/organizations/{organizationId}/sites', () => {
  it('an admin adds a site: named by its host, https for a bare host, not installed', async () => {
    const answer = await add(owner.organizations[0]!.id, owner.session, {
      url: 'Shop.Example.com/home',
    });
    expect(answer.status).toBe(201);
    const site = answer.json as Site;
    expect(site).toMatchObject({
      name: 'shop.example.com',
      url: 'https://Shop.Example.com/home',
      lastData: null,
      organization: { id: owner.organizations[0]!.id, access: 'admin' },
    });
    const list = await server.request('GET', `/api/v1/users/${owner.userId}/organizations`, {
      session: owner.session,
    });
    const empty = (list.json as Organization[]).find((o) => o.id === owner.organizations[0]!.id);
    expect(empty?.sites.map((s) => s.id)).toEqual([site.id]);
  });

  it('write access may add one too', async () => {
    expect(
      (await add(owner.organizations[1]!.id, owner.session, { url: 'https://team.example.org' }))
        .status,
    ).toBe(201);
  });

  it('read access: 403, nothing added', async () => {
    const answer = await add(reader.organizationId, reader.session, { url: 'reader.example.com' });
    expect(answer.status).toBe(403);
    const list = await server.request('GET', `/api/v1/users/${reader.userId}/organizations`, {
      session: reader.session,
    });
    expect((list.json as Organization[])[0]!.sites).toEqual([]);
  });

  it("another user's organization, or one that does not exist: 404", async () => {
    expect(
      (await add(owner.organizations[0]!.id, reader.session, { url: 'x.example.com' })).status,
    ).toBe(404);
    expect((await add(999_999, owner.session, { url: 'x.example.com' })).status).toBe(404);
  });

  it('an address outside product.md#validation, or none: 400 naming url', async () => {
    for (const body of [{ url: 'not a site' }, { url: 'ftp://example.com' }, { url: '' }, {}]) {
      const answer = await add(owner.organizations[0]!.id, owner.session, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.field, JSON.stringify(body)).toBe('url');
    }
    const long = await add(owner.organizations[0]!.id, owner.session, {
      url: `https://example.com/${'a'.repeat(3000)}`,
    });
    expect(long.status).toBe(400);
  });

  it('without a session: 401', async () => {
    expect(
      (await server.request('POST', `/api/v1/organizations/1/sites`, { body: { url: 'a.com' } }))
        .status,
    ).toBe(401);
  });
});
