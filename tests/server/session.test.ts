/**
 * Sign-in, sign-out and "who am I" over HTTP: cookie attributes, id rotation, one answer for
 * unknown email and wrong password, 401 without a live session, and what SessionInfo carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId, SESSION_TTL_SECONDS } from '../../server/src/auth/sessionToken';
import { PRODUCTION_ENV, setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;
let userId: number;
let accountId: number;

beforeAll(async () => {
  server = await startServer();
  const persona = await server.persona({
    email: 'Carol@Example.com',
    name: 'Carol',
    account: { name: 'Carol account', variant: 'default', features: ['voc.pro', 'cs_lite'] },
    organizations: [
      { name: 'Org A', access: 'write', permissions: ['surveys-create'], sites: [{ name: 'A' }] },
      { name: 'Org B', access: 'read', permissions: ['feedbacks-create'], sites: [{ name: 'B' }] },
    ],
  });
  userId = persona.userId;
  accountId = persona.accountId;
});
afterAll(() => server.close());

const login = (email: string, password: string, session?: string) =>
  server.request('POST', '/api/v1/session', { body: { email, password }, session });

async function sessionRows(): Promise<string[]> {
  const rows = await server.db.selectFrom('sessions').select('id_hash').execute();
  return rows.map((r) => r.id_hash);
}

describe('POST /api/v1/session (login)', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie on / and answers SessionInfo', async () => {
    const answer = await login('carol@example.com', TEST_PASSWORD);
    expect(answer.status).toBe(200);
    const cookie = setCookie(answer.headers);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes, base64url
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'samesite=lax',
        'path=/',
        `max-age=${SESSION_TTL_SECONDS}`,
      ]),
    );
    expect(cookie?.attributes).not.toContain('secure'); // NODE_ENV=test
    expect(answer.json.user).toMatchObject({
      id: userId,
      email: 'carol@example.com',
      isAccountAdmin: true,
    });
    // Only the SHA-256 of the id is stored.
    expect(await sessionRows()).toContain(hashSessionId(cookie!.value));
    expect(await sessionRows()).not.toContain(cookie!.value);
  });

  it('matches the email case-insensitively', async () => {
    expect((await login('CAROL@example.COM', TEST_PASSWORD)).status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await login('carol@example.com', 'not the password');
    const unknown = await login('nobody@example.com', TEST_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({
      error: 'invalid_credentials',
      message: 'Wrong email or password.',
    });
    expect(unknown.text).toBe(wrong.text);
    expect(setCookie(wrong.headers)).toBeUndefined();
  });

  it('names the field of a malformed email', async () => {
    const answer = await login('not-an-email', 'x');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field: 'email' });
  });

  it('rotates the session id: a new id, and the session the browser held is ended', async () => {
    const first = setCookie((await login('carol@example.com', TEST_PASSWORD)).headers)!.value;
    const second = setCookie(
      (await login('carol@example.com', TEST_PASSWORD, first)).headers,
    )!.value;
    expect(second).not.toBe(first);
    const rows = await sessionRows();
    expect(rows).toContain(hashSessionId(second));
    expect(rows).not.toContain(hashSessionId(first));
    expect((await server.request('GET', '/api/v1/session', { session: first })).status).toBe(401);
    expect((await server.request('GET', '/api/v1/session', { session: second })).status).toBe(200);
  });
});

describe('Secure cookie over HTTPS', () => {
  it('adds Secure when the app is served over HTTPS (PUBLIC_URL https)', async () => {
    const production = await startServer({ env: PRODUCTION_ENV });
    try {
      await production.persona({ email: 'prod@example.com' });
      const answer = await production.request('POST', '/api/v1/session', {
        body: { email: 'prod@example.com', password: TEST_PASSWORD },
      });
      expect(answer.status).toBe(200);
      expect(setCookie(answer.headers)?.attributes).toContain('secure');
    } finally {
      await production.close();
    }
  });
});

describe('GET /api/v1/session (who am I)', () => {
  it('answers 401 without a session, with a malformed cookie and with an unknown id', async () => {
    for (const session of [undefined, 'garbage', 'A'.repeat(22)]) {
      const answer = await server.request('GET', '/api/v1/session', { session });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        error: 'unauthorized',
        message: 'Sign in first: this call needs a session.',
      });
    }
  });

  it('clears a stale cookie the browser still sends', async () => {
    const answer = await server.request('GET', '/api/v1/session', { session: 'B'.repeat(22) });
    expect(setCookie(answer.headers)?.raw).toMatch(/lodestar_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('answers 401 for an expired session and removes it', async () => {
    const session = await server.sessionFor(userId);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: 1 })
      .where('id_hash', '=', hashSessionId(session))
      .execute();
    expect((await server.request('GET', '/api/v1/session', { session })).status).toBe(401);
    expect(await sessionRows()).not.toContain(hashSessionId(session));
  });

  it('carries the user, the account, the union of permissions, the flags and the user experiments', async () => {
    const session = await server.sessionFor(userId);
    const answer = await server.request('GET', '/api/v1/session', { session });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      user: {
        id: userId,
        name: 'Carol',
        email: 'carol@example.com',
        avatar: null,
        countryCode: null,
        created: expect.any(Number),
        locale: 'en',
        isDemoUser: false,
        isAccountAdmin: true,
      },
      account: {
        id: accountId,
        productCatalogVersion: '1',
        variant: 'default',
        features: ['voc.pro', 'cs_lite'],
      },
      trialAudience: null,
      // no `preview` permission on a test server.
      preview: false,
      permissions: ['feedbacks-create', 'surveys-create'],
      flags: ['voc.pro', 'cs_lite'],
      // The user-lookup experiments with the user's variants (experiments.test.ts).
      experiments: {
        assignments: [{ name: 'stp_setup_based_on_intention', variant: expect.any(String) }],
      },
    });
  });

  it('reflects the variant, the admin flag and missing permissions of other personas', async () => {
    const lite = await server.persona({
      email: 'lite@example.com',
      account: { name: 'Lite account', variant: 'lite', admin: false },
      organizations: [{ name: 'Read org', access: 'read' }],
    });
    const answer = await server.request('GET', '/api/v1/session', {
      session: await server.sessionFor(lite.userId),
    });
    expect(answer.json.account.variant).toBe('lite');
    expect(answer.json.user.isAccountAdmin).toBe(false);
    expect(answer.json.permissions).toEqual([]);
    expect(answer.json.flags).toEqual([]);
  });
});

describe('DELETE /api/v1/session (logout)', () => {
  it('ends the session, clears the cookie, and the old cookie no longer works', async () => {
    const session = await server.sessionFor(userId);
    const answer = await server.request('DELETE', '/api/v1/session', { session });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const cleared = setCookie(answer.headers);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']),
    );
    expect(await sessionRows()).not.toContain(hashSessionId(session));
    expect((await server.request('GET', '/api/v1/session', { session })).status).toBe(401);
  });

  it('answers 204 without a session too (nothing to end)', async () => {
    expect((await server.request('DELETE', '/api/v1/session')).status).toBe(204);
  });
});
