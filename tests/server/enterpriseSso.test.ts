/**
 * Enterprise sign-in over real HTTP against the local OpenID provider standing in for a
 * company's identity provider: a work e-mail's domain finds the account's settings; the flow
 * carries PKCE, state and nonce, and a state is good once and only in the browser that started
 * it; the ID token's e-mail must be in a claimed domain; an existing member signs in, a
 * newcomer joins the account's first organization with the default access, and a user of
 * another account is never opened this way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { LOCAL_ENTERPRISE_CLIENT } from '../../server/src/sso/localProvider';
import { emailDomain, parseEmailDomains } from '../../server/src/sso/emailDomains';
import { DEV_SSO_ENV, startServer, TEST_PASSWORD, type TestServer } from './harness';
import { Browser } from './ssoBrowser';

let server: TestServer;
let admin: { session: string; accountId: number; userId: number };

beforeAll(async () => {
  server = await startServer({ env: DEV_SSO_ENV });
  const a = await server.persona({
    email: 'it@acme.example',
    account: { name: 'Acme', locale: 'en' },
    organizations: [{ name: 'Acme org', access: 'admin', sites: [{ name: 'Acme shop' }] }],
  });
  admin = { session: await server.sessionFor(a.userId), accountId: a.accountId, userId: a.userId };
  await server.persona({ email: 'outsider@acme.example' });
  const saved = await server.request('PUT', `/api/v1/accounts/${admin.accountId}/sso-settings`, {
    session: admin.session,
    body: {
      enabled: true,
      issuer: `${server.url}/oidc`,
      clientId: LOCAL_ENTERPRISE_CLIENT.clientId,
      clientSecret: LOCAL_ENTERPRISE_CLIENT.clientSecret,
      emailDomains: 'acme.example',
      defaultAccess: 'read',
      enforceSso: false,
      role: 'it-security',
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => server?.close());

/** Start with `startEmail`, then type `typedEmail` at the provider's sign-in page. */
async function signIn(startEmail: string, typedEmail = startEmail) {
  const browser = new Browser(server.url);
  const start = await browser.fetch(
    `/api/sso/enterprise-start?email=${encodeURIComponent(startEmail)}`,
  );
  expect(start.status).toBe(302);
  const page = await browser.navigate(start.headers.get('location')!);
  const action = /<form method="post" action="([^"]+\/login)">/.exec(page.text)?.[1];
  expect(action, page.text).toBeDefined();
  let answer = await browser.fetch(action!, {
    method: 'POST',
    form: { email: typedEmail, name: '', picture: '', locale: '' },
  });
  for (let hops = 0; !answer.url.pathname.startsWith('/api/sso/enterprise-callback'); hops++) {
    if (hops > 10 || answer.status < 300 || answer.status >= 400) {
      throw new Error(`stuck at ${answer.url.href} (${answer.status}): ${answer.text}`);
    }
    answer = await browser.fetch(new URL(answer.headers.get('location')!, answer.url).href);
  }
  return { browser, start, callback: answer, location: answer.headers.get('location') };
}

describe('e-mail domains', () => {
  it.each([
    ['acme.example, Acme.Example beta.acme.example', ['acme.example', 'beta.acme.example']],
    ['not a domain', null],
    ['', null],
  ])('parses %j', (text, domains) => {
    const parsed = parseEmailDomains(text);
    expect('domains' in parsed ? parsed.domains : null).toEqual(domains);
  });
  it('takes the domain of an address', () => {
    expect(emailDomain('Ada@ACME.example')).toBe('acme.example');
    expect(emailDomain('no-at-sign')).toBeNull();
  });
});

describe('GET /api/sso/enterprise-start', () => {
  it('sends an unknown domain back to /login/sso with unknown-domain', async () => {
    const answer = await new Browser(server.url).fetch(
      '/api/sso/enterprise-start?email=ada@nowhere.example',
    );
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/login/sso');
    expect(location.searchParams.get('error')).toBe('unknown-domain');
  });

  it("redirects to the account's provider with PKCE S256, state and nonce", async () => {
    const browser = new Browser(server.url);
    const start = await browser.fetch('/api/sso/enterprise-start?email=ada@acme.example');
    const q = new URL(start.headers.get('location')!).searchParams;
    expect(q.get('client_id')).toBe(LOCAL_ENTERPRISE_CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(`${server.url}/api/sso/enterprise-callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(browser.cookie('lodestar_sso')).toBeDefined();
  });
});

describe('GET /api/sso/enterprise-callback', () => {
  it('signs a newcomer in, joined to the organization with read access', async () => {
    const { browser, location } = await signIn('newcomer@acme.example');
    expect(location).toBe('/');
    const session = browser.cookie(SESSION_COOKIE)!;
    const me = await server.request('GET', '/api/v1/session', { session });
    expect(me.json.user.email).toBe('newcomer@acme.example');
    const membership = await server.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select('memberships.access')
      .where('users.email', '=', 'newcomer@acme.example')
      .executeTakeFirstOrThrow();
    expect(membership.access).toBe('read');
  });

  it('signs an existing member in', async () => {
    const { browser, location } = await signIn('it@acme.example');
    expect(location).toBe('/');
    const me = await server.request('GET', '/api/v1/session', {
      session: browser.cookie(SESSION_COOKIE)!,
    });
    expect(me.json.user.id).toBe(admin.userId);
  });

  it('refuses a user of that e-mail who is not a member of the account', async () => {
    const { browser, location } = await signIn('outsider@acme.example');
    expect(location).toBe('/login/sso?error=not-member');
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an e-mail outside the claimed domains', async () => {
    const { browser, location } = await signIn('ada@acme.example', 'mallory@evil.example');
    expect(location).toBe('/login/sso?error=outside-domain');
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a replayed callback and one in another browser (state used once, bound)', async () => {
    const { callback } = await signIn('replay@acme.example');
    const callbackUrl = callback.url.href;
    const again = await new Browser(server.url).fetch(callbackUrl);
    expect(again.headers.get('location')).toBe('/login/sso?error=failed');
  });

  it('refuses a callback whose state does not match the flow', async () => {
    const browser = new Browser(server.url);
    await browser.fetch('/api/sso/enterprise-start?email=ada@acme.example');
    const forged = await browser.fetch('/api/sso/enterprise-callback?code=abc&state=forged');
    expect(forged.headers.get('location')).toBe('/login/sso?error=failed');
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });
});

describe('"Require single sign-on"', () => {
  const settings = (enforceSso: boolean) =>
    server.request('PUT', `/api/v1/accounts/${admin.accountId}/sso-settings`, {
      session: admin.session,
      body: {
        enabled: true,
        issuer: `${server.url}/oidc`,
        clientId: LOCAL_ENTERPRISE_CLIENT.clientId,
        emailDomains: 'acme.example',
        defaultAccess: 'read',
        enforceSso,
        role: 'it-security',
      },
    });
  const passwordSignIn = (email: string) =>
    server.request('POST', '/api/v1/session', { body: { email, password: TEST_PASSWORD } });

  it('refuses the password of a user in a claimed domain once required, not before', async () => {
    await server.persona({ email: 'elsewhere@other.example' });
    expect((await passwordSignIn('it@acme.example')).status).toBe(200);

    expect((await settings(true)).status).toBe(200);
    try {
      const refused = await passwordSignIn('it@acme.example');
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ error: 'sso_required' });
      expect(refused.headers.get('set-cookie')).toBeNull();
      // The form posted before the scripts ran comes back saying why.
      const posted = await fetch(`${server.url}/api/v1/session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.url,
          'sec-fetch-site': 'same-origin',
        },
        body: new URLSearchParams({ email: 'it@acme.example', password: TEST_PASSWORD }).toString(),
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toBe('/login?form_error=sso-required');
      // Other domains keep their passwords; the provider still signs the member in.
      expect((await passwordSignIn('elsewhere@other.example')).status).toBe(200);
      expect((await signIn('it@acme.example')).location).toBe('/');
    } finally {
      await settings(false);
    }
  });
});
