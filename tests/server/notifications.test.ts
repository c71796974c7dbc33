/**
 * The notification center over real HTTP (product.md#records-and-their-fields "Notification: seenAt"): the list
 * and unseen count of the signed-in user's own notifications, marking seen (ids or all), the
 * bounds, 401 / 403 / 404 — and what creates them: a site's first tracking data, posted
 * through the ingest like the snippet does, notifies every member of its organization once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembership } from '../../server/src/data/personas';
import { MAX_KEPT, MAX_LISTED, notify } from '../../server/src/data/notifications';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let owner: { userId: number; session: string };
let teammate: { userId: number; session: string };
let outsider: { userId: number; session: string };
let quietSite = 0;

const list = (userId: number) => `/api/v1/users/${userId}/notifications`;
const seen = (userId: number) => `/api/v1/users/${userId}/notifications/seen`;

function trackingEvent(session: string) {
  return {
    type: 'session-start',
    session,
    visitor: 'visitorN0000001',
    newVisitor: true,
    url: 'https://shop.example.com/',
    language: 'en-GB',
    at: Date.now(),
  };
}

async function postTracking(siteId: number, session: string) {
  return server.request('POST', `/api/v1/sites/${siteId}/tracking-events`, {
    body: trackingEvent(session),
    headers: { origin: 'https://shop.example.com', 'sec-fetch-site': 'cross-site' },
  });
}

async function clearNotifications() {
  await server.db.deleteFrom('notifications').execute();
}

beforeAll(async () => {
  server = await startServer();
  const o = await server.persona({
    email: 'owner@example.com',
    name: 'Olga Owner',
    organizations: [
      {
        name: 'Shop',
        sites: [
          { name: 'Quiet shop', lastDataAt: null },
          { name: 'Busy shop' }, // has data already
        ],
      },
    ],
  });
  const t = await server.persona({
    email: 'teammate@example.com',
    name: 'Tim Teammate',
    organizations: [],
  });
  const x = await server.persona({
    email: 'outsider@example.com',
    name: 'Xena Outsider',
    organizations: [{ name: 'Elsewhere', sites: [{ name: 'Other shop', lastDataAt: null }] }],
  });
  // The teammate joins the owner's organization with read access.
  await seedMembership(server.db, {
    organization_id: o.organizations[0]!.id,
    user_id: t.userId,
    access: 'read',
  });
  quietSite = o.organizations[0]!.sites[0]!.id;
  owner = { userId: o.userId, session: await server.sessionFor(o.userId) };
  teammate = { userId: t.userId, session: await server.sessionFor(t.userId) };
  outsider = { userId: x.userId, session: await server.sessionFor(x.userId) };
});

afterAll(async () => {
  await server?.close();
});

describe('who may call', () => {
  it('answers 401 signed out', async () => {
    expect((await server.request('GET', list(owner.userId))).status).toBe(401);
    const post = await server.request('POST', seen(owner.userId), { body: { all: true } });
    expect(post.status).toBe(401);
  });

  it("answers 403 for another user's id", async () => {
    const get = await server.request('GET', list(teammate.userId), { session: owner.session });
    expect(get.status).toBe(403);
    const post = await server.request('POST', seen(teammate.userId), {
      session: owner.session,
      body: { all: true },
    });
    expect(post.status).toBe(403);
  });

  it("answers 404 for another user's notification id, and marks nothing", async () => {
    await clearNotifications();
    await notify(server.db, [teammate.userId], 'invitation-accepted', {
      name: 'A',
      email: 'a@x.io',
    });
    const [row] = await server.db.selectFrom('notifications').select('id').execute();
    const answer = await server.request('POST', seen(owner.userId), {
      session: owner.session,
      body: { ids: [row!.id] },
    });
    expect(answer.status).toBe(404);
    const teammates = await server.request('GET', list(teammate.userId), {
      session: teammate.session,
    });
    expect(teammates.json.unseen).toBe(1);
    // A missing id answers the same.
    const missing = await server.request('POST', seen(owner.userId), {
      session: owner.session,
      body: { ids: [999_999] },
    });
    expect(missing.status).toBe(404);
  });
});

describe('bounds', () => {
  it.each([
    ['neither ids nor all', {}],
    ['both', { ids: [1], all: true }],
    ['no ids', { ids: [] }],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['ids not numbers', { ids: ['x'] }],
    ['all false', { all: false }],
    ['another field', { all: true, everything: true }],
  ])('refuses %s with 400', async (_, body) => {
    const answer = await server.request('POST', seen(owner.userId), {
      session: owner.session,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBeTypeOf('string');
  });

  it(`lists at most ${MAX_LISTED}, counts every unseen one, keeps at most ${MAX_KEPT}`, async () => {
    await clearNotifications();
    for (let i = 0; i < MAX_KEPT + 5; i += 1) {
      await notify(server.db, [owner.userId], 'invitation-accepted', {
        name: `Guest ${i}`,
        email: `guest${i}@example.com`,
      });
    }
    const answer = await server.request('GET', list(owner.userId), { session: owner.session });
    expect(answer.status).toBe(200);
    expect(answer.json.notifications).toHaveLength(MAX_LISTED);
    expect(answer.json.unseen).toBe(MAX_KEPT);
    expect(answer.json.notifications[0].params.name).toBe(`Guest ${MAX_KEPT + 4}`);
  });

  it('trims params', async () => {
    await clearNotifications();
    await notify(server.db, [owner.userId], 'invitation-accepted', {
      name: 'n'.repeat(1000),
      email: 'e@example.com',
    });
    const answer = await server.request('GET', list(owner.userId), { session: owner.session });
    expect(answer.json.notifications[0].params.name).toHaveLength(200);
  });
});

describe('list and mark seen', () => {
  it('lists newest first with the unseen count; marking ids sets seenAt once', async () => {
    await clearNotifications();
    await notify(server.db, [owner.userId], 'invitation-accepted', {
      name: 'First',
      email: 'f@x.io',
    });
    await notify(server.db, [owner.userId], 'invitation-accepted', {
      name: 'Second',
      email: 's@x.io',
    });
    const before = await server.request('GET', list(owner.userId), { session: owner.session });
    expect(before.json.unseen).toBe(2);
    const [newest, oldest] = before.json.notifications;
    expect(newest).toMatchObject({
      kind: 'invitation-accepted',
      params: { name: 'Second', email: 's@x.io' },
      seenAt: null,
    });
    expect(newest.createdAt).toBeTypeOf('number');
    expect(oldest.params.name).toBe('First');

    const marked = await server.request('POST', seen(owner.userId), {
      session: owner.session,
      body: { ids: [oldest.id] },
    });
    expect(marked.status).toBe(200);
    expect(marked.json.unseen).toBe(1);
    const seenAt = marked.json.notifications[1].seenAt;
    expect(seenAt).toBeTypeOf('number');
    expect(marked.json.notifications[0].seenAt).toBeNull();

    const all = await server.request('POST', seen(owner.userId), {
      session: owner.session,
      body: { all: true },
    });
    expect(all.status).toBe(200);
    expect(all.json.unseen).toBe(0);
    expect(
      all.json.notifications.every((n: { seenAt: unknown }) => typeof n.seenAt === 'number'),
    ).toBe(true);
    // The first seenAt stays.
    expect(all.json.notifications[1].seenAt).toBe(seenAt);
  });

  it('answers an empty list to a user without notifications', async () => {
    await clearNotifications();
    const answer = await server.request('GET', list(outsider.userId), {
      session: outsider.session,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ notifications: [], unseen: 0 });
  });
});

describe("a site's first tracking data", () => {
  it('notifies every member of its organization exactly once', async () => {
    await clearNotifications();
    expect((await postTracking(quietSite, 'sessionN0000001')).status).toBe(202);
    expect((await postTracking(quietSite, 'sessionN0000002')).status).toBe(202);

    for (const user of [owner, teammate]) {
      const answer = await server.request('GET', list(user.userId), { session: user.session });
      expect(answer.json.unseen).toBe(1);
      expect(answer.json.notifications).toHaveLength(1);
      expect(answer.json.notifications[0]).toMatchObject({
        kind: 'tracking-installed',
        params: { site: 'Quiet shop', siteId: String(quietSite) },
        seenAt: null,
      });
    }
    const outsiders = await server.request('GET', list(outsider.userId), {
      session: outsider.session,
    });
    expect(outsiders.json.unseen).toBe(0);
  });

  it('does not notify for a site that had data already', async () => {
    await clearNotifications();
    const busy = await server.db
      .selectFrom('sites')
      .select('id')
      .where('name', '=', 'Busy shop')
      .executeTakeFirstOrThrow();
    expect((await postTracking(busy.id, 'sessionN0000003')).status).toBe(202);
    const answer = await server.request('GET', list(owner.userId), { session: owner.session });
    expect(answer.json.unseen).toBe(0);
  });
});
