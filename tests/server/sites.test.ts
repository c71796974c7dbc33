/**
 * Organizations and sites of the signed-in user (product.md#screens-and-routes site selector, product.md#calls) and
 * GET /api/v1/accounts/{accountId}/sites/{siteId}: last data with hours since, analytics access,
 * the user's access; sites of other accounts or organizations → 404 with nothing about them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../generated/types';
import { nowSeconds } from '../../server/src/data/time';
import { startServer, twoPersonas, type TestServer } from './harness';
import { joinByInvitation } from './joinByInvitation';

let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

beforeAll(async () => {
  server = await startServer();
  cast = await twoPersonas(server);
});
afterAll(() => server.close());

describe('GET /api/v1/users/{userId}/organizations', () => {
  it("lists the user's organizations, each with its sites and the user's access", async () => {
    const many = await server.persona({
      email: 'many@example.com',
      account: { name: 'Many account' },
      organizations: [
        {
          name: 'Acme',
          access: 'admin',
          sites: [{ name: 'Acme shop' }, { name: 'Acme blog', lastDataAt: null }],
        },
        { name: 'Globex', access: 'read', sites: [{ name: 'Globex www', analyticsAccess: false }] },
        { name: 'Empty org', access: 'write' },
      ],
    });
    const answer = await server.request('GET', `/api/v1/users/${many.userId}/organizations`, {
      session: await server.sessionFor(many.userId),
    });
    expect(answer.status).toBe(200);
    const summary = (answer.json as Organization[]).map((org) => ({
      name: org.name,
      access: org.access,
      sites: org.sites.map((s) => [
        s.name,
        s.organization.access,
        s.analyticsAccess,
        s.lastData === null,
      ]),
    }));
    expect(summary).toEqual([
      {
        name: 'Acme',
        access: 'admin',
        sites: [
          ['Acme shop', 'admin', true, false],
          ['Acme blog', 'admin', true, true],
        ],
      },
      { name: 'Globex', access: 'read', sites: [['Globex www', 'read', false, false]] },
      { name: 'Empty org', access: 'write', sites: [] },
    ]);
    expect(answer.text).not.toContain('Alice');
    expect(answer.text).not.toContain('Bob');
  });

  it('answers 403 for another user id and 401 without a session', async () => {
    const other = await server.request('GET', `/api/v1/users/${cast.alice.userId}/organizations`, {
      session: cast.bobSession,
    });
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('Alice');
    expect(
      (await server.request('GET', `/api/v1/users/${cast.bob.userId}/organizations`)).status,
    ).toBe(401);
  });

  it('counts the users of an organization', async () => {
    // A second member of Alice's organization (e.g. an invited teammate).
    const teammate = await server.persona({ email: 'teammate@example.com' });
    await server.db
      .insertInto('memberships')
      .values({
        organization_id: cast.alice.organizations[0]!.id,
        user_id: teammate.userId,
        access: 'read',
        permissions: '[]',
      })
      .execute();
    const answer = await server.request('GET', `/api/v1/users/${teammate.userId}/organizations`, {
      session: await server.sessionFor(teammate.userId),
    });
    expect(answer.json).toHaveLength(1);
    expect(answer.json[0].sites[0].organization).toEqual({
      id: cast.alice.organizations[0]!.id,
      access: 'read',
      users: 2,
    });
  });

  it('names up to three admins of each organization other than the user, oldest first', async () => {
    const reader = await server.persona({
      email: 'admins-reader@example.com',
      organizations: [{ name: 'Admins org', access: 'read' }],
    });
    const organizationId = reader.organizations[0]!.id;
    const join = async (email: string, name: string, access: 'read' | 'write' | 'admin') => {
      const member = await server.persona({ email, name });
      await server.db
        .insertInto('memberships')
        .values({ organization_id: organizationId, user_id: member.userId, access })
        .execute();
      return member;
    };
    const ask = async (userId: number) =>
      (
        await server.request('GET', `/api/v1/users/${userId}/organizations`, {
          session: await server.sessionFor(userId),
        })
      ).json as Organization[];

    expect((await ask(reader.userId))[0]!.admins).toEqual([]);
    const first = await join('first-admin@example.com', 'First Admin', 'admin');
    await join('writer@example.com', 'Writer', 'write'); // write access grants nothing: not named
    await join('second-admin@example.com', 'Second Admin', 'admin');
    await join('third-admin@example.com', 'Third Admin', 'admin');
    await join('fourth-admin@example.com', 'Fourth Admin', 'admin');
    expect((await ask(reader.userId))[0]!.admins).toEqual([
      { name: 'First Admin', email: 'first-admin@example.com' },
      { name: 'Second Admin', email: 'second-admin@example.com' },
      { name: 'Third Admin', email: 'third-admin@example.com' },
    ]);
    // An admin is not told to ask themselves.
    expect((await ask(first.userId))[0]!.admins.map((a) => a.name)).toEqual([
      'Second Admin',
      'Third Admin',
      'Fourth Admin',
    ]);
  });
});

describe('GET /api/v1/accounts/{accountId}/sites/{siteId}', () => {
  const path = (accountId: number, siteId: number) =>
    `/api/v1/accounts/${accountId}/sites/${siteId}`;

  it('answers the Site with last data and hours since, plan and analytics access', async () => {
    const lastData = nowSeconds() - 36 * 3600;
    await server.db
      .updateTable('sites')
      .set({ last_data_at: lastData })
      .where('id', '=', cast.aliceSite.id)
      .execute();
    const answer = await server.request('GET', path(cast.alice.accountId, cast.aliceSite.id), {
      session: cast.aliceSession,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      id: cast.aliceSite.id,
      name: 'Alice site',
      url: 'https://alice-site.example.com',
      account: { id: cast.alice.accountId, pictureUrl: null },
      organization: {
        id: cast.alice.organizations[0]!.id,
        access: 'write',
        users: expect.any(Number),
      },
      plan: 'plus',
      effectivePlan: 'plus',
      created: expect.any(Number),
      lastData: { timestamp: lastData, hoursSince: expect.closeTo(36, 1) },
      analyticsAccess: true,
      sessionCaptureMode: 'on',
      demo: false,
    });
  });

  it('answers lastData null when tracking never sent data, and no analytics access', async () => {
    const answer = await server.request('GET', path(cast.bob.accountId, cast.bobSite.id), {
      session: cast.bobSession,
    });
    expect(answer.json).toMatchObject({
      lastData: null,
      analyticsAccess: false,
      organization: { access: 'read' },
    });
  });

  it('answers a site of another account exactly like a missing one: 404, no data', async () => {
    const foreign = await server.request('GET', path(cast.alice.accountId, cast.aliceSite.id), {
      session: cast.bobSession,
    });
    const missing = await server.request('GET', path(cast.bob.accountId, 999_999), {
      session: cast.bobSession,
    });
    // Own account id, someone else's site id.
    const mixed = await server.request('GET', path(cast.bob.accountId, cast.aliceSite.id), {
      session: cast.bobSession,
    });
    // Own site, under a wrong account id.
    const wrongAccount = await server.request('GET', path(cast.alice.accountId, cast.bobSite.id), {
      session: cast.bobSession,
    });
    for (const answer of [foreign, missing, mixed, wrongAccount]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: 'not_found', message: 'No such site.' });
    }
  });

  it('hides a site of the same account in an organization the user is not a member of', async () => {
    const secretOrg = await server.db
      .insertInto('organizations')
      .values({ account_id: cast.alice.accountId, name: 'Secret org' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const secretSite = await server.db
      .insertInto('sites')
      .values({
        organization_id: secretOrg.id,
        name: 'Secret',
        url: 'https://secret.example.com',
        plan: 'basic',
        effective_plan: 'basic',
        created: 0,
        last_data_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await server.request('GET', path(cast.alice.accountId, secretSite.id), {
      session: cast.aliceSession,
    });
    expect(answer.status).toBe(404);
    const list = await server.request('GET', `/api/v1/users/${cast.alice.userId}/organizations`, {
      session: cast.aliceSession,
    });
    expect(list.text).not.toContain('Secret');
  });

  it('names a bad parameter (400) and needs a session (401)', async () => {
    const bad = await server.request('GET', '/api/v1/accounts/1/sites/first', {
      session: cast.aliceSession,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('siteId');
    expect(
      (await server.request('GET', path(cast.alice.accountId, cast.aliceSite.id))).status,
    ).toBe(401);
  });
});

describe("a site of another account's organization the user was invited into", () => {
  const path = (accountId: number, siteId: number) =>
    `/api/v1/accounts/${accountId}/sites/${siteId}`;
  let owner: Awaited<ReturnType<TestServer['persona']>>;

  beforeAll(async () => {
    owner = await server.persona({
      email: 'inviting-owner@example.com',
      account: { name: 'Inviting account' },
      organizations: [{ name: 'Inviting org', access: 'admin', sites: [{ name: 'Shared site' }] }],
    });
  });

  it.each(['read', 'write', 'admin'] as const)(
    'is read under its owning account by a %s member, and not under their own',
    async (access) => {
      const invitee = await server.persona({
        email: `invited-${access}@example.com`,
        account: { name: `Invitee ${access} account` },
      });
      const session = await server.sessionFor(invitee.userId);
      const organization = owner.organizations[0]!;
      const site = organization.sites[0]!;
      await joinByInvitation(
        server,
        { organizationId: organization.id, invitedBy: owner.userId, access },
        { email: `invited-${access}@example.com`, session },
      );

      const answer = await server.request('GET', path(owner.accountId, site.id), { session });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        id: site.id,
        account: { id: owner.accountId },
        organization: { id: organization.id, access },
      });
      // The invitee's own account does not own the site: the same 404 as a foreign one.
      const own = await server.request('GET', path(invitee.accountId, site.id), { session });
      expect(own.status).toBe(404);
    },
  );

  it('answers 404 to a user who is not a member of its organization', async () => {
    const site = owner.organizations[0]!.sites[0]!;
    const answer = await server.request('GET', path(owner.accountId, site.id), {
      session: cast.bobSession,
    });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('Shared site');
  });
});
