/**
 * The sign-in and register forms posted natively, before or without the app's scripts: the
 * answers are redirects a browser follows, the session cookie on success, and nothing typed in
 * any URL. Other routes keep refusing url-encoded bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;
let userId: number;

beforeAll(async () => {
  server = await startServer();
  userId = (await server.persona({ email: 'form@example.com' })).userId;
});
afterAll(() => server.close());

/** A browser's native form post: url-encoded, same origin, redirects not followed. */
function post(path: string, fields: Record<string, string>) {
  return fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the sign-in form posted natively', () => {
  it('signs in and goes on to next, a path of this site', async () => {
    const answer = await post('/api/v1/session?next=%2Fprofile%2Fdetails', {
      email: 'form@example.com',
      password: TEST_PASSWORD,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile/details');
    expect(setCookie(answer.headers, SESSION_COOKIE)).toBeDefined();
  });

  it('goes home when next is not a path of this site', async () => {
    const answer = await post('/api/v1/session?next=%2F%2Fevil.example', {
      email: 'form@example.com',
      password: TEST_PASSWORD,
    });
    expect(answer.headers.get('location')).toBe('/');
  });

  it('a wrong password comes back to the page with the reason, and never in the URL', async () => {
    const answer = await post('/api/v1/session?next=%2Fteam', {
      email: 'form@example.com',
      password: 'not the password',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toBe('/login?next=%2Fteam&form_error=wrong-credentials');
    expect(location).not.toContain('password');
    expect(answer.headers.getSetCookie().filter((c) => c.startsWith(SESSION_COOKIE))).toEqual([]);
  });
});

describe('the register form posted natively', () => {
  it('comes back to the page, its parameters kept, asking to send again', async () => {
    const answer = await post('/register?c=spring&next=%2Fteam', {
      register_name: 'Ada',
      register_email: 'ada@example.com',
      register_password: 'a secret password',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toBe('/register?c=spring&next=%2Fteam&form_error=not-ready');
    expect(location).not.toMatch(/secret|ada@/);
  });
});

describe('other routes', () => {
  it('refuse an url-encoded body (415), changing nothing', async () => {
    const session = await server.sessionFor(userId);
    const answer = await fetch(`${server.url}/api/v1/users/${userId}/locale`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${SESSION_COOKIE}=${session}`,
        origin: server.url,
      },
      body: 'locale=de',
    });
    expect(answer.status).toBe(415);
  });
});

describe('any other page’s form posted natively', () => {
  it('comes back to its page; a path that is no page is a 404', async () => {
    const page = await post('/settings/sso', { name: 'x' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/settings/sso?form_error=not-ready');
    expect((await post('/no/such/page', { name: 'x' })).status).toBe(404);
    expect((await post('/api/v1/nothing-here', { name: 'x' })).status).toBe(404);
  });
});
