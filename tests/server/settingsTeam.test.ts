/**
 * Team member access over real HTTP ("Team: change access (admin), remove"; product.md#roles-and-permissions):
 * admins change a member's access and remove members; never themselves, never the last admin;
 * write and read members get 403, strangers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgAccess } from '../../contracts/gates';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let org: number;
let strangerOrg: number;
const users: Record<'admin' | 'writer' | 'reader' | 'other', { id: number; session: string }> =
  {} as never;

async function join(organizationId: number, userId: number, access: OrgAccess) {
  await server.db
    .insertInto('memberships')
    .values({ organization_id: organizationId, user_id: userId, access })
    .execute();
}

beforeAll(async () => {
  server = await startServer();
  const admin = await server.persona({
    email: 'team-admin@example.com',
    name: 'Ada Admin',
    organizations: [{ name: 'Team org', access: 'admin', sites: [{ name: 'Team shop' }] }],
  });
  org = admin.organizations[0]!.id;
  users.admin = { id: admin.userId, session: await server.sessionFor(admin.userId) };
  for (const [key, access] of [
    ['writer', 'write'],
    ['reader', 'read'],
    ['other', 'read'],
  ] as const) {
    const p = await server.persona({ email: `team-${key}@example.com`, name: key });
    await join(org, p.userId, access);
    users[key] = { id: p.userId, session: await server.sessionFor(p.userId) };
  }
  const stranger = await server.persona({
    email: 'team-stranger@example.com',
    organizations: [{ name: 'Stranger org', access: 'admin' }],
  });
  strangerOrg = stranger.organizations[0]!.id;
});
afterAll(() => server.close());

const member = (userId: number, organizationId = org) =>
  `/api/v1/organizations/${organizationId}/members/${userId}`;
const call = (method: string, path: string, session: string | undefined, body?: unknown) =>
  server.request(method, path, { ...(session === undefined ? {} : { session }), body });

describe('the member list', () => {
  it('names every member with their user id', async () => {
    const answer = await call('GET', `/api/v1/organizations/${org}/members`, users.reader.session);
    expect(answer.status).toBe(200);
    expect(answer.json).toContainEqual(
      expect.objectContaining({ userId: users.writer.id, access: 'write' }),
    );
  });
});

describe('updateMemberAccess', () => {
  it('lets an admin change a member’s access', async () => {
    const answer = await call('PUT', member(users.reader.id), users.admin.session, {
      access: 'write',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      userId: users.reader.id,
      name: 'reader',
      email: 'team-reader@example.com',
      access: 'write',
    });
  });
  it('refuses write and read members (403), strangers (404), signed out (401)', async () => {
    expect(
      (await call('PUT', member(users.other.id), users.writer.session, { access: 'admin' })).status,
    ).toBe(403);
    expect(
      (await call('PUT', member(users.other.id), users.other.session, { access: 'admin' })).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', member(users.other.id, strangerOrg), users.admin.session, {
          access: 'read',
        })
      ).status,
    ).toBe(404);
    expect((await call('PUT', member(users.other.id), undefined, { access: 'read' })).status).toBe(
      401,
    );
  });
  it('answers 404 for a user who is not a member, 400 naming access for a bad one', async () => {
    expect(
      (await call('PUT', member(999999), users.admin.session, { access: 'read' })).status,
    ).toBe(404);
    const bad = await call('PUT', member(users.other.id), users.admin.session, { access: 'owner' });
    expect([bad.status, bad.json.field]).toEqual([400, 'access']);
  });
  it('never demotes the last admin (409), but does once there is another', async () => {
    const last = await call('PUT', member(users.admin.id), users.admin.session, {
      access: 'write',
    });
    expect([last.status, last.json.error]).toEqual([409, 'last_admin']);
    await call('PUT', member(users.writer.id), users.admin.session, { access: 'admin' });
    const now = await call('PUT', member(users.admin.id), users.admin.session, { access: 'write' });
    expect(now.status).toBe(200);
    // Restore: the writer (now admin) promotes the first admin back.
    expect(
      (await call('PUT', member(users.admin.id), users.writer.session, { access: 'admin' })).status,
    ).toBe(200);
  });
});

describe('removeMember', () => {
  it('refuses removing oneself (403) and non-admins (403)', async () => {
    expect((await call('DELETE', member(users.admin.id), users.admin.session)).status).toBe(403);
    expect((await call('DELETE', member(users.other.id), users.reader.session)).status).toBe(403);
  });
  it('removes a member: they lose the organization', async () => {
    expect((await call('DELETE', member(users.other.id), users.admin.session)).status).toBe(204);
    expect(
      (await call('GET', `/api/v1/organizations/${org}/members`, users.other.session)).status,
    ).toBe(404);
    expect((await call('DELETE', member(users.other.id), users.admin.session)).status).toBe(404);
  });
  it('never removes the last admin (409)', async () => {
    // The writer is an admin from the test above; make the first admin the only one again.
    await call('PUT', member(users.writer.id), users.admin.session, { access: 'write' });
    const solo = await server.persona({
      email: 'team-solo@example.com',
      organizations: [{ name: 'Solo org', access: 'admin' }],
    });
    const soloOrg = solo.organizations[0]!.id;
    await join(soloOrg, users.admin.id, 'admin');
    await server.db
      .updateTable('memberships')
      .set({ access: 'write' })
      .where('organization_id', '=', soloOrg)
      .where('user_id', '=', solo.userId)
      .execute();
    // users.admin is now the only admin of soloOrg; the other admin (solo, demoted to write)
    // cannot remove them, and they cannot remove themselves.
    expect(
      (await call('DELETE', member(users.admin.id, soloOrg), await server.sessionFor(solo.userId)))
        .status,
    ).toBe(403);
    const demote = await call('PUT', member(users.admin.id, soloOrg), users.admin.session, {
      access: 'read',
    });
    expect([demote.status, demote.json.error]).toEqual([409, 'last_admin']);
  });
});
