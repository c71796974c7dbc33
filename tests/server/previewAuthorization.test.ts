/**
 * The persona preview never widens what the server allows: the `preview`
 * permission (or a development server) only makes the session say `preview: true`, so the
 * browser offers the toolbar. A previewer still gets 404 for another organization's site, its
 * session settings and its organization, and 403 for another user's or account's data — the
 * same answers as anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../generated/types';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let previewer: { session: string; userId: number; accountId: number; site: number };
let plain: { session: string };
let stranger: { userId: number; accountId: number; organization: number; site: number };

beforeAll(async () => {
  server = await startServer();
  const p = await server.persona({
    email: 'previewer@example.com',
    account: { name: 'Previewer', variant: 'default', admin: true },
    organizations: [
      {
        name: 'Previewer org',
        access: 'admin',
        permissions: ['preview', 'surveys-create'],
        sites: [{ name: 'Own shop' }],
      },
    ],
  });
  previewer = {
    session: await server.sessionFor(p.userId),
    userId: p.userId,
    accountId: p.accountId,
    site: p.organizations[0]!.sites[0]!.id,
  };
  const q = await server.persona({
    email: 'no-preview@example.com',
    account: { name: 'Plain', variant: 'default', admin: true },
    organizations: [{ name: 'Plain org', access: 'admin', permissions: [], sites: [] }],
  });
  plain = { session: await server.sessionFor(q.userId) };
  const s = await server.persona({
    email: 'preview-stranger@example.com',
    account: { name: 'Stranger', variant: 'default', admin: true },
    organizations: [{ name: 'Stranger org', access: 'admin', sites: [{ name: 'Their shop' }] }],
  });
  stranger = {
    userId: s.userId,
    accountId: s.accountId,
    organization: s.organizations[0]!.id,
    site: s.organizations[0]!.sites[0]!.id,
  };
});

afterAll(async () => {
  await server?.close();
});

describe('the preview flag of the session', () => {
  it('is on for a holder of the preview permission and off for others (test server)', async () => {
    const mine = await server.request('GET', '/api/v1/session', { session: previewer.session });
    expect(mine.status).toBe(200);
    expect((mine.json as SessionInfo).preview).toBe(true);
    expect((mine.json as SessionInfo).permissions).toContain('preview');
    const theirs = await server.request('GET', '/api/v1/session', { session: plain.session });
    expect((theirs.json as SessionInfo).preview).toBe(false);
  });

  it('is on for everyone on a development server', async () => {
    const dev = await startServer({ env: { NODE_ENV: 'development' } });
    try {
      const u = await dev.persona({
        email: 'dev-user@example.com',
        account: { name: 'Dev', variant: 'default', admin: false },
        organizations: [{ name: 'Dev org', access: 'read', permissions: [], sites: [] }],
      });
      const answer = await dev.request('GET', '/api/v1/session', {
        session: await dev.sessionFor(u.userId),
      });
      expect(answer.status).toBe(200);
      expect((answer.json as SessionInfo).preview).toBe(true);
    } finally {
      await dev.close();
    }
  });
});

describe('a previewer reaches no other organization', () => {
  it('gets 404 for another organization’s site and its settings, like a missing one', async () => {
    const session = previewer.session;
    for (const path of [
      `/api/v1/accounts/${previewer.accountId}/sites/${stranger.site}`,
      `/api/v1/accounts/${stranger.accountId}/sites/${stranger.site}`,
      `/api/v1/sites/${stranger.site}/settings/sessions`,
      `/api/v1/sites/${stranger.site}/surveys`,
      `/api/v1/organizations/${stranger.organization}/members`,
    ]) {
      const answer = await server.request('GET', path, { session });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const missing = await server.request(
      'GET',
      `/api/v1/accounts/${previewer.accountId}/sites/999999`,
      { session },
    );
    expect(missing.status).toBe(404);
    // Its own site still answers: the 404s above are about ownership, not a broken call.
    const own = await server.request(
      'GET',
      `/api/v1/accounts/${previewer.accountId}/sites/${previewer.site}`,
      { session },
    );
    expect(own.status).toBe(200);
  });

  it('cannot rename another organization’s site', async () => {
    const answer = await server.request('PATCH', `/api/v1/sites/${stranger.site}`, {
      session: previewer.session,
      body: { name: 'Taken over' },
    });
    expect(answer.status).toBe(404);
  });

  it('gets 403 for another user’s and another account’s data', async () => {
    const session = previewer.session;
    for (const path of [
      `/api/v1/users/${stranger.userId}/app-state`,
      `/api/v1/users/${stranger.userId}/organizations`,
    ]) {
      const answer = await server.request('GET', path, { session });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
    const preferences = await server.request(
      'GET',
      `/api/v1/accounts/${stranger.accountId}/preferences`,
      { session },
    );
    expect([403, 404]).toContain(preferences.status);
  });
});
