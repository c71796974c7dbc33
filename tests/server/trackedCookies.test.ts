/**
 * Signup cookies over HTTP (product.md#constants-and-limits "Cookies: CS lite visitor 365 days; experiment assignment 60
 * days; campaign parameters 30 days" "SameSite=Lax, Secure in production, value lengths
 * bounded"): set on GETs of app pages only, with the right attributes; read back by
 * registration into signup_attribution; bounded in bytes, each and all together, so that no
 * link can lock a visitor out (431 on every later request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_COOKIES_BUDGET_BYTES } from '../../server/src/signup/cookieValues';
import {
  fakeClientDir,
  PRODUCTION_ENV,
  setCookie,
  startServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';

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
]; // product.md#records-and-their-fields "Tracked campaign parameters"

let server: TestServer;
let production: TestServer;

beforeAll(async () => {
  // Pages need index.html; the unit tests run before `npm run build`.
  const CLIENT_DIR = fakeClientDir();
  server = await startServer({ env: { CLIENT_DIR } });
  production = await startServer({ env: { ...PRODUCTION_ENV, CLIENT_DIR } });
});
afterAll(async () => {
  await server.close();
  await production.close();
});

const page = (target: TestServer, path: string, headers: Record<string, string> = {}) =>
  target.request('GET', path, { headers: { accept: 'text/html,*/*;q=0.8', ...headers } });

const names = (headers: Headers) => headers.getSetCookie().map((c) => c.split('=')[0]);

describe('campaign parameter cookies (30 days, HttpOnly)', () => {
  it('stores every product.md#records-and-their-fields parameter of the URL, one cookie each, SameSite=Lax on /', async () => {
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
    // Not followed: a page's POST answers with a redirect to the page (a GET of its own).
    const answer = await fetch(server.url + path, {
      method,
      headers: { accept, origin: server.url },
      redirect: 'manual',
    });
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

  it('every signup cookie is Secure over HTTPS (PUBLIC_URL https)', async () => {
    const answer = await page(production, '/register?utm_source=x&cs_lite=1');
    for (const name of ['lodestar_cp_utm_source', 'lodestar_cs_lite', 'lodestar_anon']) {
      expect(setCookie(answer.headers, name)?.attributes, name).toContain('secure');
    }
  });
});

/** The `name=value` pairs a browser would send back after this answer. */
const jarOf = (headers: Headers, before = '') => {
  const jar = new Map(
    before
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  );
  for (const raw of headers.getSetCookie()) {
    const pair = raw.split(';')[0]!;
    const name = pair.split('=')[0]!;
    if (/max-age=0/i.test(raw)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
};
const campaignBytes = (jar: string) =>
  jar
    .split('; ')
    .filter((pair) => pair.startsWith('lodestar_cp_'))
    .reduce((sum, pair) => sum + pair.length + 2, 0);

/** A registration carrying the Cookie header a browser would send. */
function registerWithCookies(cookie: string, name: string, email: string) {
  return server.request('POST', '/api/v1/registration?device=desktop', {
    headers: { cookie },
    body: {
      name,
      email,
      password: TEST_PASSWORD,
      terms: true,
      consent_to_parent_company_rules: false,
      locale: 'en',
    },
  });
}

describe('campaign cookies are bounded in bytes (cookie bomb)', () => {
  // The worst link the old 200-character rule stored (~17 KB of cookies from a 13.6 KB link):
  // 4-byte and 3-byte characters, and `:` (1 byte in the link, %3A in the cookie).
  const worst = '😀'.repeat(10) + '€'.repeat(75) + ':'.repeat(105);
  const link = (value: string) =>
    `/register?${TRACKED.map((p) => `${p}=${encodeURI(value)}`).join('&')}`;

  it('the worst-case link stores none of its values, and the next page answers 200', async () => {
    const answer = await page(server, link(worst));
    expect(answer.status).toBe(200);
    expect(names(answer.headers).filter((n) => n?.startsWith('lodestar_cp_'))).toEqual([]);
    const next = await page(server, '/login', { cookie: jarOf(answer.headers) });
    expect(next.status).toBe(200);
  });

  it.each([
    ['4-byte characters', '😀'.repeat(16)],
    ['3-byte characters', '€'.repeat(22)],
    ['colons (3 bytes each in the cookie)', ':'.repeat(66)],
    ['ASCII', 'a'.repeat(200)],
  ])('values of %s at the per-value bound: whole, within the 2 KB budget', async (_what, value) => {
    const answer = await page(server, link(value));
    const jar = jarOf(answer.headers);
    expect(campaignBytes(jar)).toBeLessThanOrEqual(CAMPAIGN_COOKIES_BUDGET_BYTES);
    expect(campaignBytes(jar)).toBeGreaterThan(CAMPAIGN_COOKIES_BUDGET_BYTES - 250);
    // The first parameters of product.md#records-and-their-fields are kept whole; the others are not stored at all.
    const kept = TRACKED.filter((p) => setCookie(answer.headers, `lodestar_cp_${p}`));
    expect(kept).toEqual(TRACKED.slice(0, kept.length));
    for (const p of kept)
      expect(decodeURIComponent(setCookie(answer.headers, `lodestar_cp_${p}`)!.value)).toBe(value);
    expect((await page(server, '/login', { cookie: jar })).status).toBe(200);
  });

  it('counts the cookies the browser already holds: a later link adds only what fits', async () => {
    const first = await page(server, link('😀'.repeat(16)));
    const held = jarOf(first.headers);
    const second = await page(server, '/register?rdt_cid=R-1&utm_source=new', { cookie: held });
    const jar = jarOf(second.headers, held);
    expect(campaignBytes(jar)).toBeLessThanOrEqual(CAMPAIGN_COOKIES_BUDGET_BYTES);
    expect(setCookie(second.headers, 'lodestar_cp_rdt_cid')?.value).toBe('R-1');
    expect(setCookie(second.headers, 'lodestar_cp_utm_source')?.value).toBe('new');
    // Nothing cleared that still fits: the held ones after utm_source are untouched.
    expect(setCookie(second.headers, 'lodestar_cp_utm_campaign')).toBeUndefined();
  });

  it('clears held cookies beyond the budget, malformed or unknown, on the next page', async () => {
    // As an older version (200 characters, any byte count) may have left them.
    const old = TRACKED.map((p) => `lodestar_cp_${p}=${encodeURIComponent('€'.repeat(60))}`).join(
      '; ',
    );
    const answer = await page(server, '/login', {
      cookie: `${old}; lodestar_cp_unknown=1; lodestar_anon=abcdef12-3456`,
    });
    expect(answer.status).toBe(200);
    const cleared = answer.headers
      .getSetCookie()
      .filter((c) => /max-age=0/i.test(c))
      .map((c) => c.split('=')[0]);
    expect(cleared).toEqual(
      expect.arrayContaining([...TRACKED.map((p) => `lodestar_cp_${p}`), 'lodestar_cp_unknown']),
    );
    expect(cleared).not.toContain('lodestar_anon');
    expect(jarOf(answer.headers, `${old}; lodestar_cp_unknown=1`)).toBe('');
  });

  it('registration records the values under the same budget', async () => {
    const over = TRACKED.map((p) => `lodestar_cp_${p}=${encodeURIComponent('😀'.repeat(16))}`).join(
      '; ',
    );
    const answer = await registerWithCookies(over, 'Bomb', 'bomb@example.com');
    expect(answer.status).toBe(200);
    const rows = await server.db
      .selectFrom('signup_attribution')
      .select(['parameter', 'value'])
      .where('user_id', '=', answer.json.user_id)
      .execute();
    const recorded = new Set(rows.map((r) => r.parameter));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(TRACKED.length);
    expect(TRACKED.filter((p) => recorded.has(p))).toEqual(TRACKED.slice(0, rows.length));
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

    const answer = await registerWithCookies(jar, 'Visitor', 'visitor@example.com');
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
