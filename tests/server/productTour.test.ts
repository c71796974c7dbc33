/**
 * The demo-site product tour over real HTTP (product.md#states-and-transitions "Demo tour", product.md#roles-and-permissions "a demo site is added to
 * the site list", product.md#calls POST 201 / 409, DELETE 204): the demo site is seeded once, listed for the
 * touring user only while the tour exists, opens read-only, and holds 30 days of traffic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization, Site } from '../../generated/types';
import { demoVisits, DEMO_HISTORY_DAYS } from '../../server/src/seed/demoSite';
import { startServer, type TestServer } from './harness';

const TOUR = '/api/v1/activation/product_tour/users';
let server: TestServer;
let alice: { id: number; accountId: number; session: string; site: number };
let bob: { id: number; accountId: number; session: string };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'tour-alice@example.com',
    account: { name: 'Alice account' },
    organizations: [{ name: 'Alice org', access: 'admin', sites: [{ name: 'Alice shop' }] }],
  });
  const b = await server.persona({
    email: 'tour-bob@example.com',
    account: { name: 'Bob account' },
    organizations: [{ name: 'Bob org', access: 'admin', sites: [{ name: 'Bob shop' }] }],
  });
  alice = {
    id: a.userId,
    accountId: a.accountId,
    session: await server.sessionFor(a.userId),
    site: a.organizations[0]!.sites[0]!.id,
  };
  bob = { id: b.userId, accountId: b.accountId, session: await server.sessionFor(b.userId) };
});
afterAll(() => server.close());

const sitesOf = async (user: { id: number; session: string }) => {
  const answer = await server.request('GET', `/api/v1/users/${user.id}/organizations`, {
    session: user.session,
  });
  expect(answer.status).toBe(200);
  return (answer.json as Organization[]).flatMap((o) => o.sites.map((s) => ({ org: o, site: s })));
};

describe('POST and DELETE /api/v1/activation/product_tour/users', () => {
  it('answers 401 signed out', async () => {
    expect((await server.request('POST', TOUR)).status).toBe(401);
    expect((await server.request('DELETE', TOUR)).status).toBe(401);
  });

  it('creates the tour (201), then 409 with the same demo site; the demo site is listed meanwhile', async () => {
    expect((await sitesOf(alice)).map((s) => s.site.id)).toEqual([alice.site]);
    const created = await server.request('POST', TOUR, { session: alice.session });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ userId: alice.id, demoSiteId: expect.any(Number) });
    const demoSiteId = created.json.demoSiteId as number;

    const again = await server.request('POST', TOUR, { session: alice.session });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ userId: alice.id, demoSiteId });

    const listed = await sitesOf(alice);
    expect(listed.map((s) => s.site.id)).toEqual([alice.site, demoSiteId]);
    const demo = listed.find((s) => s.site.id === demoSiteId)!;
    expect(demo.org.access).toBe('read');
    expect(demo.org.admins).toEqual([]);
    expect(demo.site.organization.access).toBe('read');
    // Presented under the user's own account, so getSite opens it with the session's account.
    expect(demo.site.account.id).toBe(alice.accountId);

    const site = await server.request(
      'GET',
      `/api/v1/accounts/${alice.accountId}/sites/${demoSiteId}`,
      { session: alice.session },
    );
    expect(site.status).toBe(200);
    const body = site.json as Site;
    expect(body.name).toBe('Demo shop');
    expect(body.demo).toBe(true); // the shell shows no guide to set it up
    // Installed and active: data within the last hour (product.md#states-and-transitions inactive after 24 hours).
    expect(body.lastData?.hoursSince).toBeLessThan(1);

    const deleted = await server.request('DELETE', TOUR, { session: alice.session });
    expect(deleted.status).toBe(204);
    expect((await sitesOf(alice)).map((s) => s.site.id)).toEqual([alice.site]);
    const gone = await server.request(
      'GET',
      `/api/v1/accounts/${alice.accountId}/sites/${demoSiteId}`,
      { session: alice.session },
    );
    expect(gone.status).toBe(404);
    // Deleting again is still 204 (nothing to end).
    expect((await server.request('DELETE', TOUR, { session: alice.session })).status).toBe(204);
  });

  it('opens the demo site read-only, with 30 days of traffic, and to touring users only', async () => {
    const { demoSiteId } = (await server.request('POST', TOUR, { session: alice.session }))
      .json as { demoSiteId: number };
    // Bob is not touring: the demo site is "not found" for him, and not in his list.
    expect((await sitesOf(bob)).some((s) => s.site.id === demoSiteId)).toBe(false);
    const bobSees = await server.request('GET', `/api/v1/sites/${demoSiteId}/settings/sessions`, {
      session: bob.session,
    });
    expect(bobSees.status).toBe(404);

    const read = await server.request('GET', `/api/v1/sites/${demoSiteId}/settings/sessions`, {
      session: alice.session,
    });
    expect(read.status).toBe(200);
    const write = await server.request('PUT', `/api/v1/sites/${demoSiteId}/settings/sessions`, {
      session: alice.session,
      body: { sessionCaptureMode: 'off' },
    });
    expect(write.status).toBe(403);

    const coverage = await server.request('GET', `/api/v1/sites/${demoSiteId}/daily-sessions`, {
      session: alice.session,
    });
    expect(coverage.status, coverage.text).toBe(200);
    expect(coverage.json.complete).toBe(true);

    // Bob's tour shares the same demo site (seeded once); neither sees the other as a member.
    const bobTour = await server.request('POST', TOUR, { session: bob.session });
    expect(bobTour.status).toBe(201);
    expect(bobTour.json.demoSiteId).toBe(demoSiteId);
    const demoOrg = (await sitesOf(bob)).find((s) => s.site.id === demoSiteId)!;
    expect(demoOrg.site.organization.users).toBe(0);
    expect(demoOrg.site.account.id).toBe(bob.accountId);
    // Another account's id does not open it.
    const foreign = await server.request(
      'GET',
      `/api/v1/accounts/${alice.accountId}/sites/${demoSiteId}`,
      { session: bob.session },
    );
    expect(foreign.status).toBe(404);
    await server.request('DELETE', TOUR, { session: bob.session });
    await server.request('DELETE', TOUR, { session: alice.session });
  });
});

describe('demo traffic', () => {
  it('covers every day of the history, deterministically, ended and within the window', () => {
    const to = Date.UTC(2024, 5, 30);
    const from = to - DEMO_HISTORY_DAYS * 86_400_000;
    const visits = demoVisits(from, to);
    expect(visits).toEqual(demoVisits(from, to));
    const days = new Set(visits.map((v) => Math.floor(v.startedAt / 86_400_000)));
    expect(days.size).toBe(DEMO_HISTORY_DAYS);
    for (const v of visits) {
      expect(v.startedAt).toBeGreaterThanOrEqual(from);
      expect(v.endedAt).toBeLessThanOrEqual(to);
    }
  });
});
