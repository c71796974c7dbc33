/**
 * The remembered site (`lodestar_last_site`, bound to the user who chose it) over HTTP
 * (server/src/auth/userBoundCookies.ts): an answer that starts a session for another user —
 * sign-in over someone else's session, registration — clears it; one for the same user keeps
 * it; an answer that ends a session (log out, a dead session answered 401) clears it; the
 * index.html payload never carries another user's remembered site.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootstrapPayload } from '../../contracts/bootstrap';
import { sessionChangeOf } from '../../server/src/auth/userBoundCookies';
import { fakeClientDir, setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';

let clientDir: string;
let server: TestServer;
let alice: { userId: number; siteId: number };
let bob: { userId: number };

beforeAll(async () => {
  clientDir = fakeClientDir();
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
  const a = await server.persona({
    email: 'alice@example.com',
    account: { name: 'Team account' },
    organizations: [{ name: 'Team organization', sites: [{ name: 'Alice site' }] }],
  });
  alice = { userId: a.userId, siteId: a.organizations[0]!.sites[0]!.id };
  // Bob is in Alice's team (her account is his first, her organization his too): he may open
  // the site she remembers — which is exactly why her choice must not show for him.
  bob = await server.persona({ email: 'bob@example.com', account: { name: 'Bob account' } });
  await server.db
    .insertInto('account_users')
    .values({ account_id: a.accountId, user_id: bob.userId, is_admin: 0 })
    .execute();
  await server.db
    .insertInto('memberships')
    .values({ organization_id: a.organizations[0]!.id, user_id: bob.userId, access: 'read' })
    .execute();
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const aliceSite = () => `lodestar_last_site=${alice.userId}.${alice.siteId}.`;
const cleared = (headers: Headers) => {
  const cookie = setCookie(headers, 'lodestar_last_site');
  return cookie !== undefined && cookie.value === '' && cookie.attributes.includes('max-age=0');
};
const login = (email: string, cookie: string) =>
  server.request('POST', '/api/v1/session', {
    body: { email, password: TEST_PASSWORD },
    headers: { cookie },
  });

describe('a session starts', () => {
  it("for another user, over the first one's live session: the remembered site goes", async () => {
    const session = await server.sessionFor(alice.userId);
    const answer = await login('bob@example.com', `lodestar_session=${session}; ${aliceSite()}`);
    expect(answer.status).toBe(200);
    expect(setCookie(answer.headers)?.value).toMatch(/\S/); // Bob's new session
    expect(cleared(answer.headers)).toBe(true);
    expect(setCookie(answer.headers, 'lodestar_last_site')?.attributes).toContain('path=/');
  });

  it('for another user, with no session held (it ended or expired): it goes too', async () => {
    const answer = await login('bob@example.com', aliceSite());
    expect(answer.status).toBe(200);
    expect(cleared(answer.headers)).toBe(true);
  });

  it('for the same user: their remembered site stays', async () => {
    const answer = await login('alice@example.com', aliceSite());
    expect(answer.status).toBe(200);
    expect(setCookie(answer.headers, 'lodestar_last_site')).toBeUndefined();
  });

  it('an unbound value of an earlier version names nobody: it goes', async () => {
    const answer = await login('alice@example.com', `lodestar_last_site=${alice.siteId}.`);
    expect(cleared(answer.headers)).toBe(true);
  });

  it('a failed sign-in changes nothing', async () => {
    const answer = await server.request('POST', '/api/v1/session', {
      body: { email: 'bob@example.com', password: 'wrong password' },
      headers: { cookie: aliceSite() },
    });
    expect(answer.status).toBe(401);
    expect(setCookie(answer.headers, 'lodestar_last_site')).toBeUndefined();
  });

  it('by registration, over the session of someone else', async () => {
    const session = await server.sessionFor(alice.userId);
    const answer = await server.request('POST', '/api/v1/registration?device=desktop', {
      headers: { cookie: `lodestar_session=${session}; ${aliceSite()}` },
      body: {
        name: 'Carol',
        email: 'carol@example.com',
        password: TEST_PASSWORD,
        terms: true,
        consent_to_parent_company_rules: false,
        locale: 'en',
      },
    });
    expect(answer.status).toBe(200);
    expect(cleared(answer.headers)).toBe(true);
  });
});

describe('a session ends', () => {
  it('log out clears the remembered site', async () => {
    const session = await server.sessionFor(alice.userId);
    const answer = await server.request('DELETE', '/api/v1/session', {
      headers: { cookie: `lodestar_session=${session}; ${aliceSite()}` },
    });
    expect(answer.status).toBe(204);
    expect(cleared(answer.headers)).toBe(true);
  });

  it('a request with a dead session (ended elsewhere) is answered 401 and clears it', async () => {
    const session = await server.sessionFor(alice.userId);
    await server.db.deleteFrom('sessions').where('user_id', '=', alice.userId).execute();
    const answer = await server.request('GET', '/api/v1/session', {
      headers: { cookie: `lodestar_session=${session}; ${aliceSite()}` },
    });
    expect(answer.status).toBe(401);
    expect(cleared(answer.headers)).toBe(true);
  });

  it('answers that neither start nor end a session leave it alone', async () => {
    const session = await server.sessionFor(alice.userId);
    const cookie = `lodestar_session=${session}; ${aliceSite()}`;
    for (const path of [
      '/api/v1/session',
      '/api/v1/settings',
      `/api/v1/users/${alice.userId}/organizations`,
    ]) {
      const answer = await server.request('GET', path, { headers: { cookie } });
      expect(answer.status, path).toBe(200);
      expect(setCookie(answer.headers, 'lodestar_last_site'), path).toBeUndefined();
    }
  });
});

describe('index.html reads the remembered site for its own user only', () => {
  async function payloadFor(userId: number, lastSite: string): Promise<BootstrapPayload> {
    const session = await server.sessionFor(userId);
    const answer = await server.request('GET', '/profile/details', {
      headers: { accept: 'text/html', cookie: `lodestar_session=${session}; ${lastSite}` },
    });
    expect(answer.status).toBe(200);
    const found = /<script type="application\/json" id="lodestar-bootstrap">(.*?)<\/script>/s.exec(
      answer.text,
    );
    return JSON.parse(found![1]!) as BootstrapPayload;
  }

  it("leaves another user's remembered site out, though he may open it", async () => {
    expect((await payloadFor(bob.userId, aliceSite())).site).toBeUndefined();
    expect((await payloadFor(bob.userId, `lodestar_last_site=${alice.siteId}.`)).site).toBe(
      undefined,
    );
  });

  it('carries the same site when it is his own choice, and hers for her', async () => {
    const own = `lodestar_last_site=${bob.userId}.${alice.siteId}.`;
    expect((await payloadFor(bob.userId, own)).site?.site.id).toBe(alice.siteId);
    expect((await payloadFor(alice.userId, aliceSite())).site?.site.id).toBe(alice.siteId);
  });
});

describe('sessionChangeOf', () => {
  it.each([
    [undefined, undefined],
    ['lodestar_sidebar=collapsed; Path=/', undefined],
    ['lodestar_session=abc; Max-Age=2592000; Path=/; HttpOnly', { started: 'abc' }],
    [
      'lodestar_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      { ended: true },
    ],
    ['lodestar_session=abc; max-age=0', { ended: true }],
    [['lodestar_cp_x=1', 'lodestar_session=def; Path=/'], { started: 'def' }],
    ['x_lodestar_session=abc', undefined],
  ])('%j → %j', (header, change) => {
    expect(sessionChangeOf(header)).toEqual(change);
  });
});
