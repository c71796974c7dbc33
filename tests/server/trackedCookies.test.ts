/**
 * Signup cookies over HTTP (spec §9 "Cookies: CS lite visitor 365 days; experiment assignment 60
 * days; campaign parameters 30 days"; issue 4 "SameSite=Lax, Secure in production, value lengths
 * bounded"): set on GETs of app pages only, with the right attributes; read back by
 * registration into signup_attribution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';

const DAY = 24 * 60 * 60;
const TRACKED = [
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'utm_term',
  'utm_content',
  'adgroupid',
  'keyword',
  'matchtype',
  'device',
  'gclid',
  'gbraid',
  'wbraid',
  'fb_clid',
  'li_fat_id',
  'rdt_cid',
]; // §3 "Tracked campaign parameters"

let server: TestServer;
let production: TestServer;

beforeAll(async () => {
  server = await startServer();
  production = await startServer({ env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await server.close();
  await production.close();
});

const page = (target: TestServer, path: string, headers: Record<string, string> = {}) =>
  target.request('GET', path, { headers: { accept: 'text/html,*/*;q=0.8', ...headers } });

const names = (headers: Headers) => headers.getSetCookie().map((c) => c.split('=')[0]);

describe('campaign parameter cookies (30 days, HttpOnly)', () => {
  it('stores every §3 parameter of the URL, one cookie each, SameSite=Lax on /', async () => {
    const query = TRACKED.map((p, i) => `${p}=v${i}`).join('&');
    const answer = await page(server, `/register?${query}&c=spring&next=/x`);
    for (const [i, parameter] of TRACKED.entries()) {
      const cookie = setCookie(answer.headers, `lodestar_cp_${parameter}`);
      expect(cookie?.value, parameter).toBe(`v${i}`);
      expect(cookie?.attributes).toEqual(
        expect.arrayContaining([`max-age=${30 * DAY}`, 'path=/', 'samesite=lax', 'httponly']),
      );
      expect(cookie?.attributes).not.toContain('secure'); // NODE_ENV=test
    }
    // Other signup parameters (c, next) are not campaign parameters.
    expect(names(answer.headers).filter((n) => n?.startsWith('lodestar_cp_'))).toHaveLength(15);
  });

  it('on any app page, not only the register page', async () => {
    const answer = await page(server, '/sites/1/overview?utm_source=ads');
    expect(setCookie(answer.headers, 'lodestar_cp_utm_source')?.value).toBe('ads');
  });

  it('keeps values up to 200 characters and refuses longer ones and control characters', async () => {
    const answer = await page(
      server,
      `/register?utm_source=${'a'.repeat(200)}&utm_medium=${'b'.repeat(201)}&utm_term=x%01y&gclid=`,
    );
    expect(setCookie(answer.headers, 'lodestar_cp_utm_source')?.value).toBe('a'.repeat(200));
    expect(setCookie(answer.headers, 'lodestar_cp_utm_medium')).toBeUndefined();
    expect(setCookie(answer.headers, 'lodestar_cp_utm_term')).toBeUndefined();
    expect(setCookie(answer.headers, 'lodestar_cp_gclid')).toBeUndefined(); // empty
  });

  it('encodes values safely and takes the first of a repeated parameter', async () => {
    const answer = await page(server, '/register?utm_source=a%3Bb%20c&utm_source=second');
    const cookie = setCookie(answer.headers, 'lodestar_cp_utm_source')!;
    expect(decodeURIComponent(cookie.value)).toBe('a;b c');
    expect(cookie.raw).not.toContain('second');
  });

  it.each([
    ['an API call', 'GET', '/api/v1/settings?utm_source=x', 'text/html'],
    ['an asset', 'GET', '/assets/app.js?utm_source=x', 'text/html'],
    ['a translation file', 'GET', '/locales/en/common.json?utm_source=x', 'text/html'],
    ['a non-navigation fetch', 'GET', '/register?utm_source=x', 'application/json'],
    ['a POST', 'POST', '/register?utm_source=x', 'text/html'],
  ])('sets nothing on %s', async (_what, method, path, accept) => {
    const answer = await server.request(method, path, { headers: { accept } });
    expect(names(answer.headers).filter((n) => n?.startsWith('lodestar_'))).toEqual([]);
  });
});

describe('CS lite visitor cookie (365 days) and anonymous id (60 days)', () => {
  it.each(['1', 'true', 'TRUE'])(
    'cs_lite=%s sets lodestar_cs_lite=1, readable by the page',
    async (v) => {
      const answer = await page(server, `/register?cs_lite=${v}`);
      const cookie = setCookie(answer.headers, 'lodestar_cs_lite')!;
      expect(cookie.value).toBe('1');
      expect(cookie.attributes).toEqual(
        expect.arrayContaining([`max-age=${365 * DAY}`, 'path=/', 'samesite=lax']),
      );
      expect(cookie.attributes).not.toContain('httponly');
    },
  );

  it.each(['0', 'false', 'yes', ''])('cs_lite=%s sets nothing', async (v) => {
    const answer = await page(server, `/register?cs_lite=${v}`);
    expect(setCookie(answer.headers, 'lodestar_cs_lite')).toBeUndefined();
  });

  it('the register page creates an anonymous id when the visitor has none', async () => {
    const answer = await page(server, '/register');
    const cookie = setCookie(answer.headers, 'lodestar_anon')!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining([`max-age=${60 * DAY}`, 'path=/', 'samesite=lax']),
    );
    expect(cookie.attributes).not.toContain('httponly'); // the client sends it at signup
    const other = await page(server, '/register');
    expect(setCookie(other.headers, 'lodestar_anon')!.value).not.toBe(cookie.value);
  });

  it('keeps a valid anonymous id, replaces a malformed one, and is only set on the register page', async () => {
    const kept = await page(server, '/register', { cookie: 'lodestar_anon=abcdef12-3456' });
    expect(setCookie(kept.headers, 'lodestar_anon')).toBeUndefined();
    const replaced = await page(server, '/register', { cookie: 'lodestar_anon=%3Cscript%3E' });
    expect(setCookie(replaced.headers, 'lodestar_anon')?.value).toMatch(/^[0-9a-f-]{36}$/);
    const login = await page(server, '/login');
    expect(setCookie(login.headers, 'lodestar_anon')).toBeUndefined();
  });

  it('every signup cookie is Secure in production', async () => {
    const answer = await page(production, '/register?utm_source=x&cs_lite=1');
    for (const name of ['lodestar_cp_utm_source', 'lodestar_cs_lite', 'lodestar_anon']) {
      expect(setCookie(answer.headers, name)?.attributes, name).toContain('secure');
    }
  });
});

describe('registration reads the cookies a visit left', () => {
  it('stores the campaign parameters in signup_attribution and the CS lite / anonymous id', async () => {
    const visit = await page(
      server,
      '/register?utm_source=google&utm_campaign=spring&gclid=G-1&cs_lite=1',
    );
    const jar = visit.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const anonymousId = setCookie(visit.headers, 'lodestar_anon')!.value;

    const answer = await server.request('POST', '/api/v1/registration?device=desktop', {
      headers: { cookie: jar },
      body: {
        name: 'Visitor',
        email: 'visitor@example.com',
        password: TEST_PASSWORD,
        terms: true,
        consent_to_parent_company_rules: false,
        locale: 'en',
      },
    });
    expect(answer.status).toBe(200);
    const rows = await server.db
      .selectFrom('signup_attribution')
      .select(['parameter', 'value', 'captured_at'])
      .where('user_id', '=', answer.json.user_id)
      .orderBy('parameter')
      .execute();
    expect(rows.map(({ parameter, value }) => ({ parameter, value }))).toEqual([
      { parameter: 'gclid', value: 'G-1' },
      { parameter: 'utm_campaign', value: 'spring' },
      { parameter: 'utm_source', value: 'google' },
    ]);
    expect(rows[0]!.captured_at).toBeGreaterThan(0);
    const user = await server.db
      .selectFrom('users')
      .select(['is_cs_lite', 'persistent_anonymous_id'])
      .where('id', '=', answer.json.user_id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ is_cs_lite: 1, persistent_anonymous_id: anonymousId });
  });
});
