/**
 * CSRF over real HTTP: a state change sent
 * from another site — by Origin or by Sec-Fetch-Site — answers 403 `cross_site_request` and
 * changes nothing: locale, app-state, logout, sign-in (login CSRF) and registration. The check
 * runs before the body is parsed. Same-origin requests and clients that send neither header
 * (curl, servers) go through; with cookies and neither header, only the app's own request header
 * lets a state change through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { APP_REQUEST_HEADER } from '../../contracts/requestHeaders';
import { setCookie, startServer, TEST_PASSWORD, twoPersonas, type TestServer } from './harness';

let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

const EVIL = { origin: 'https://evil.example' };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' };

beforeAll(async () => {
  server = await startServer();
  cast = await twoPersonas(server);
});
afterAll(() => server.close());

function expectRefused(answer: { status: number; json: unknown; headers: Headers }) {
  expect(answer.status).toBe(403);
  expect(answer.json).toEqual({ error: 'cross_site_request', message: expect.any(String) });
  expect(answer.headers.getSetCookie()).toEqual([]);
}

const userLocale = async (userId: number) =>
  (
    await server.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).locale;

const appStateRows = (userId: number) =>
  server.db.selectFrom('app_state_settings').selectAll().where('user_id', '=', userId).execute();

describe('CSRF: state changes from another site are refused and change nothing', () => {
  it('PUT locale with a foreign Origin', async () => {
    const { alice, aliceSession } = cast;
    const before = await userLocale(alice.userId);
    const answer = await server.request('PUT', `/api/v1/users/${alice.userId}/locale`, {
      session: aliceSession,
      body: { locale: before === 'de' ? 'fr' : 'de' },
      headers: EVIL,
    });
    expectRefused(answer);
    expect(await userLocale(alice.userId)).toBe(before);
  });

  it('POST app-state with Sec-Fetch-Site: cross-site (and same-site)', async () => {
    const { bob, bobSession } = cast;
    for (const site of ['cross-site', 'same-site']) {
      const answer = await server.request('POST', `/api/v1/users/${bob.userId}/app-state`, {
        session: bobSession,
        body: { namespace: 'onboarding', key: 'getStartedPageState', value: '{}' },
        headers: { 'sec-fetch-site': site },
      });
      expectRefused(answer);
    }
    expect(await appStateRows(bob.userId)).toEqual([]);
  });

  it('DELETE session (logout) from another site leaves the session alive', async () => {
    const session = await server.sessionFor(cast.alice.userId);
    expectRefused(await server.request('DELETE', '/api/v1/session', { session, headers: EVIL }));
    expect((await server.request('GET', '/api/v1/session', { session })).status).toBe(200);
  });

  it('POST session (login CSRF): no session is created and no cookie set', async () => {
    const before = await server.db.selectFrom('sessions').select('id_hash').execute();
    const answer = await server.request('POST', '/api/v1/session', {
      body: { email: 'alice@example.com', password: TEST_PASSWORD },
      headers: { ...EVIL, ...CROSS_SITE },
    });
    expectRefused(answer);
    expect(await server.db.selectFrom('sessions').select('id_hash').execute()).toEqual(before);
  });

  it('POST registration: no user is created (the same request from the app creates one)', async () => {
    const email = 'csrf-victim@example.com';
    const register = (headers: Record<string, string>) =>
      server.request('POST', '/api/v1/registration?device=desktop', {
        body: {
          name: 'Mallory',
          email,
          password: 'correct horse battery staple',
          terms: true,
          consent_to_parent_company_rules: true,
          locale: 'en',
          site_url: 'https://www.example.com',
        },
        headers,
      });
    const users = server.db.selectFrom('users').select('id').where('email', '=', email);
    expectRefused(await register({ origin: 'null' }));
    expectRefused(await register(CROSS_SITE));
    expect(await users.execute()).toEqual([]);

    const created = await register({ origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(created.status).toBe(200);
    expect(await users.execute()).toHaveLength(1);
  });

  it('is decided before the body is read: a foreign request with broken JSON is a 403, not a 400', async () => {
    const answer = await server.request('POST', `/api/v1/users/${cast.alice.userId}/app-state`, {
      session: cast.aliceSession,
      body: '{ not json',
      headers: EVIL,
    });
    expectRefused(answer);
  });

  it('also guards paths that are no endpoint (nothing reaches the 404 handler)', async () => {
    expectRefused(await server.request('POST', '/api/v1/nothing-here', { headers: EVIL }));
  });
});

describe('CSRF: what goes through', () => {
  it('same-origin requests, as a browser sends them', async () => {
    const { alice, aliceSession } = cast;
    const answer = await server.request('PUT', `/api/v1/users/${alice.userId}/locale`, {
      session: aliceSession,
      body: { locale: 'de' },
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(200);
    expect(await userLocale(alice.userId)).toBe('de');
  });

  it('requests without Origin and Sec-Fetch-Site and without cookies (non-browser clients)', async () => {
    const answer = await server.request('POST', '/api/v1/session', {
      body: { email: 'bob@example.com', password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(setCookie(answer.headers, SESSION_COOKIE)).toBeDefined();
  });

  it('reads from anywhere (GET changes nothing)', async () => {
    const answer = await server.request('GET', '/api/v1/session', {
      session: cast.aliceSession,
      headers: { ...EVIL, ...CROSS_SITE },
    });
    expect(answer.status).toBe(200);
  });
});

describe('CSRF behind PUBLIC_URL', () => {
  it('compares with the configured origin, not the Host header', async () => {
    const behind = await startServer({ env: { PUBLIC_URL: 'https://app.example.com' } });
    try {
      const persona = await behind.persona({ email: 'dan@example.com' });
      const session = await behind.sessionFor(persona.userId);
      const put = (origin: string) =>
        behind.request('PUT', `/api/v1/users/${persona.userId}/locale`, {
          session,
          body: { locale: 'fr' },
          headers: { origin },
        });
      // The request reached the server at 127.0.0.1, but the app lives at PUBLIC_URL.
      expectRefused(await put(behind.url));
      expect((await put('https://app.example.com')).status).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('CSRF when the browser sends neither Origin nor Sec-Fetch-Site', () => {
  // Body-less state changes a forged page could send: each carries the session cookie only.
  const NO_APP_HEADER = { [APP_REQUEST_HEADER]: '' };

  it.each([
    ['POST', '/api/v1/activation/product_tour/users'],
    ['DELETE', '/api/v1/activation/product_tour/users'],
    ['POST', '/api/v1/users/{me}/product-updates/seen'],
    ['DELETE', '/api/v1/users/{me}/sessions/others'],
    ['DELETE', '/api/v1/session'],
  ])('%s %s with the session cookie alone is refused', async (method, path) => {
    const answer = await server.request(method, path.replace('{me}', String(cast.alice.userId)), {
      session: cast.aliceSession,
      headers: NO_APP_HEADER,
    });
    expectRefused(answer);
    // The session survived the refused sign-out.
    const me = await server.request('GET', '/api/v1/session', { session: cast.aliceSession });
    expect(me.status).toBe(200);
  });

  it('the same call with the app header goes through', async () => {
    const answer = await server.request('POST', '/api/v1/activation/product_tour/users', {
      session: cast.aliceSession,
    });
    expect([201, 409]).toContain(answer.status);
  });
});
