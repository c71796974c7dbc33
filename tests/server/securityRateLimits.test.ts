/**
 * Rate limits over real HTTP ("Rate limits on login and registration (per IP and per
 * account) with 429 and Retry-After"): both endpoints, both keys, the ApiError body, the
 * Retry-After header, the window reset, and what is not counted. Limits are made tiny through
 * the environment; distinct client addresses come through X-Forwarded-For with TRUST_PROXY=1
 * (the way a reverse proxy passes them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, TEST_PASSWORD, type HttpAnswer, type TestServer } from './harness';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await startServer({ env: { TRUST_PROXY: '1', ...env } });
  servers.push(server);
  return server;
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function login(server: TestServer, ip: string, email: string, password = 'wrong password') {
  return server.request('POST', '/api/v1/session', {
    body: { email, password },
    headers: from(ip),
  });
}

function register(server: TestServer, ip: string, email: string) {
  return server.request('POST', '/api/v1/registration?device=desktop', {
    body: {
      name: 'Ada',
      email,
      password: 'correct horse battery staple',
      terms: true,
      consent_to_parent_company_rules: true,
      locale: 'en',
      site_url: 'https://www.example.com',
    },
    headers: from(ip),
  });
}

function expectLimited(answer: HttpAnswer, windowSeconds: number, says: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.json).toEqual({ error: 'rate_limited', message: expect.stringMatching(says) });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login rate limits', () => {
  it('per client address: successful and failed attempts count; other addresses go on', async () => {
    const server = await serverWith({
      RATE_LIMIT_LOGIN_PER_IP: '3/1m',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100/1m',
    });
    await server.persona({ email: 'alice@example.com' });
    expect((await login(server, '203.0.113.1', 'alice@example.com', TEST_PASSWORD)).status).toBe(
      200,
    );
    expect((await login(server, '203.0.113.1', 'alice@example.com')).status).toBe(401);
    expect((await login(server, '203.0.113.1', 'nobody@example.com')).status).toBe(401);

    const limited = await login(server, '203.0.113.1', 'alice@example.com', TEST_PASSWORD);
    expectLimited(limited, 60, /^Too many sign-in attempts from this address; try again in/);
    // Refused before the handler: no session, no cookie, even with the right password.
    expect(limited.headers.getSetCookie()).toEqual([]);

    expect((await login(server, '203.0.113.2', 'alice@example.com', TEST_PASSWORD)).status).toBe(
      200,
    );
  });

  it('per account: counts one email across addresses, normalized like sign-in', async () => {
    const server = await serverWith({
      RATE_LIMIT_LOGIN_PER_IP: '100/1m',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '2/15m',
    });
    await server.persona({ email: 'alice@example.com' });
    expect((await login(server, '198.51.100.1', 'alice@example.com')).status).toBe(401);
    expect((await login(server, '198.51.100.2', 'Alice@Example.com')).status).toBe(401);

    const limited = await login(server, '198.51.100.3', 'ALICE@example.com', TEST_PASSWORD);
    expectLimited(limited, 900, /^Too many sign-in attempts for this email address;/);
    expect(limited.headers.getSetCookie()).toEqual([]);
    // An email nobody has is limited the same way: the 429 tells nothing about accounts.
    await login(server, '198.51.100.1', 'ghost@example.com');
    await login(server, '198.51.100.1', 'ghost@example.com');
    expectLimited(await login(server, '198.51.100.1', 'ghost@example.com'), 900, /email/);
    // Other emails from the same addresses are not affected.
    expect((await login(server, '198.51.100.3', 'bob@example.com')).status).toBe(401);
  });

  it('the window resets: after Retry-After seconds the address may try again', async () => {
    // A window long enough for three sign-ins on a busy machine; then the wait it names.
    const server = await serverWith({ RATE_LIMIT_LOGIN_PER_IP: '2/8s' });
    await login(server, '192.0.2.7', 'a@example.com');
    await login(server, '192.0.2.7', 'b@example.com');
    const limited = await login(server, '192.0.2.7', 'c@example.com');
    expectLimited(limited, 8, /address/);
    const wait = Number(limited.headers.get('retry-after')) * 1000;
    await new Promise((resolve) => setTimeout(resolve, wait + 100));
    expect((await login(server, '192.0.2.7', 'c@example.com')).status).toBe(401);
  });

  it('requests refused before the limiter (bad input, cross-site) are not counted', async () => {
    const server = await serverWith({ RATE_LIMIT_LOGIN_PER_IP: '1/1m' });
    for (let i = 0; i < 3; i++) {
      const bad = await server.request('POST', '/api/v1/session', {
        body: { email: 'a@example.com' },
        headers: from('192.0.2.8'),
      });
      expect(bad.status).toBe(400);
      const foreign = await server.request('POST', '/api/v1/session', {
        body: { email: 'a@example.com', password: 'x' },
        headers: { ...from('192.0.2.8'), origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
    }
    expect((await login(server, '192.0.2.8', 'a@example.com')).status).toBe(401);
    expect((await login(server, '192.0.2.8', 'a@example.com')).status).toBe(429);
  });

  it('other endpoints are not limited', async () => {
    const server = await serverWith({ RATE_LIMIT_LOGIN_PER_IP: '1/1m' });
    for (let i = 0; i < 5; i++) {
      expect((await server.request('GET', '/api/v1/settings')).status).toBe(200);
      expect((await server.request('DELETE', '/api/v1/session')).status).toBe(204);
    }
  });
});

describe('registration rate limits', () => {
  // Whatever the registration handler answers (created, email taken, or not built yet), the
  // limits decide before it runs.
  const notLimited = (answer: HttpAnswer) => expect(answer.status).not.toBe(429);

  it('per email across addresses, and per client address', async () => {
    const server = await serverWith({
      RATE_LIMIT_REGISTRATION_PER_IP: '3/1h',
      RATE_LIMIT_REGISTRATION_PER_EMAIL: '2/1h',
    });
    notLimited(await register(server, '203.0.113.10', 'new@example.com'));
    notLimited(await register(server, '203.0.113.10', 'NEW@example.com'));
    expectLimited(
      await register(server, '203.0.113.10', 'new@example.com'),
      3600,
      /^Too many registrations for this email address; try again in 60 minutes\.$/,
    );
    expectLimited(await register(server, '203.0.113.11', 'new@example.com'), 3600, /email/);

    // 203.0.113.10 has used its 3 attempts (the refused one counted for the address).
    expectLimited(
      await register(server, '203.0.113.10', 'other@example.com'),
      3600,
      /^Too many registrations from this address;/,
    );
    notLimited(await register(server, '203.0.113.11', 'other@example.com'));
  });
});

describe('public API rate limits', () => {
  function publicSites(server: TestServer, ip: string, key: string) {
    return server.request('GET', '/api/v1/public/sites', {
      headers: { ...from(ip), authorization: `Bearer ${key}` },
    });
  }
  const wrongKey = (n: number) => `lsk_${String(n).padStart(43, 'x')}`;

  it('per client address: wrong keys count, so keys cannot be guessed at speed', async () => {
    const server = await serverWith({ RATE_LIMIT_PUBLIC_API_PER_IP: '3/1m' });
    for (let n = 0; n < 3; n++) {
      expect((await publicSites(server, '203.0.113.20', wrongKey(n))).status).toBe(401);
    }
    expectLimited(
      await publicSites(server, '203.0.113.20', wrongKey(3)),
      60,
      /^Too many public API calls from this address;/,
    );
    expect((await publicSites(server, '203.0.113.21', wrongKey(4))).status).toBe(401);
  });

  it('per key, across addresses', async () => {
    const server = await serverWith({ RATE_LIMIT_PUBLIC_API_PER_KEY: '2/1m' });
    expect((await publicSites(server, '203.0.113.30', wrongKey(9))).status).toBe(401);
    expect((await publicSites(server, '203.0.113.31', wrongKey(9))).status).toBe(401);
    expectLimited(
      await publicSites(server, '203.0.113.32', wrongKey(9)),
      60,
      /^Too many public API calls for this API key;/,
    );
  });
});

describe('current-password checks of a signed-in session', () => {
  it('are held to sign-in’s per-account limit, parallel guesses included', async () => {
    const server = await serverWith({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '4/15m' });
    const persona = await server.persona({ email: 'guessed@example.com' });
    const session = await server.sessionFor(persona.userId);
    const guess = (i: number) =>
      i % 2
        ? server.request('PUT', `/api/v1/users/${persona.userId}/password`, {
            session,
            body: {
              currentPassword: `guess ${i}`,
              newPassword: 'new password 123',
              passwordConfirmation: 'new password 123',
            },
            headers: from('203.0.113.40'),
          })
        : server.request('PUT', `/api/v1/users/${persona.userId}/email`, {
            session,
            body: { newEmail: `moved-${i}@example.com`, currentPassword: `guess ${i}` },
            headers: from('203.0.113.40'),
          });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => guess(i)));
    const statuses = answers.map((a) => a.status);
    // Four are evaluated (and wrong); the other twelve never reach the password check.
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
    expectLimited(
      answers.find((a) => a.status === 429)!,
      900,
      /^Too many password checks for/,
    );
  });
});
