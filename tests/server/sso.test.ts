/**
 * Google sign-in over real HTTP, offline, against the local OpenID provider mounted under /oidc
 * ("Google sign-in"; product.md#states-and-transitions "Signup SSO", product.md#errors suspended): the popup's whole trip is replayed
 * with a cookie jar and manual redirects — google-start → the provider's authorize endpoint →
 * its sign-in page (an email typed) → the callback page, whose inline script posts the outcome.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { consumeSsoToken } from '../../server/src/data/ssoTokens';
import { localSubject } from '../../server/src/sso/localAccounts';
import { linkIdentity } from '../../server/src/data/ssoTokens';
import { DEV_SSO_ENV, PRODUCTION_ENV, startServer, type TestServer } from './harness';
import { Browser } from './ssoBrowser';

interface CallbackOutcome {
  status: number;
  headers: Headers;
  html: string;
  message: unknown;
  targetOrigin: string;
  scriptNonce: string | undefined;
}

function readCallbackPage(answer: {
  status: number;
  headers: Headers;
  text: string;
}): CallbackOutcome {
  const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(answer.text);
  const embedded = /var m=(\{.*\}),o=("[^"]*");/.exec(script?.[2] ?? '');
  if (!embedded) throw new Error(`no SSO message in the page:\n${answer.text}`);
  return {
    status: answer.status,
    headers: answer.headers,
    html: answer.text,
    message: JSON.parse(embedded[1]!),
    targetOrigin: JSON.parse(embedded[2]!) as string,
    scriptNonce: script?.[1],
  };
}

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startServer({ env: DEV_SSO_ENV });
  origin = server.url;
});
afterAll(async () => {
  await server?.close();
});

/** Start → authorize → sign-in page; returns the browser and the sign-in form's action. */
async function startSignIn(query = 'sso_source=signup&locale=en') {
  const browser = new Browser(origin);
  const start = await browser.fetch(`/api/sso/google-start?${query}`);
  expect(start.status).toBe(302);
  const page = await browser.navigate(start.headers.get('location')!);
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+\/login)">/.exec(page.text)?.[1];
  expect(action).toBeDefined();
  return { browser, start, page, action: action! };
}

/**
 * A password account already linked to the local provider's identity for its email (what an
 * earlier Google sign-up leaves behind): the local provider may sign in to it.
 */
async function linkedPersona(email: string) {
  const persona = await server.persona({ email });
  await linkIdentity(server.db, persona.userId, {
    provider: 'google',
    subject: localSubject(email),
    email,
    name: email,
    picture: null,
    locale: null,
  });
  return persona;
}

/** The whole popup trip for an email; returns the callback page and the callback URL. */
async function signInAs(email: string, query?: string) {
  const { browser, action } = await startSignIn(query);
  const answer = await browser.navigate(action, {
    method: 'POST',
    form: { email, name: '', picture: '', locale: '' },
  });
  const callbackUrl = browser.visited.at(-1)!.url;
  return { browser, callbackUrl, outcome: readCallbackPage(answer) };
}

describe('GET /api/sso/google-start', () => {
  it('redirects to the issuer with PKCE S256, state, nonce, scope and the callback URI', async () => {
    const browser = new Browser(origin);
    const start = await browser.fetch('/api/sso/google-start?sso_source=signup&c=spring-2024');
    expect(start.status).toBe(302);
    expect(start.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(start.headers.get('cache-control')).toBe('no-store');
    const location = new URL(start.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/oidc/auth`);
    const q = location.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('lodestar-local');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('redirect_uri')).toBe(`${origin}/api/sso/google-callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('lodestar_sso='))!;
    expect(cookie).toMatch(/; Max-Age=600; Path=\/api\/sso; HttpOnly; SameSite=Lax$/);
  });

  it.each([
    ['sso_source=other', 'sso_source'],
    ['survey_template_id=abc', 'survey_template_id'],
    ['next=/x', 'next'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const answer = await server.request('GET', `/api/sso/google-start?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field });
  });
});

describe('the local provider', () => {
  it('says on its sign-in page that it is not Google, and sends no opener policy', async () => {
    const { page, browser } = await startSignIn();
    expect(page.text).toContain('This is not Google.');
    for (const visit of browser.visited.filter((v) => v.url.includes('/oidc/'))) {
      expect(visit.headers.get('cross-origin-opener-policy'), visit.url).toBeNull();
    }
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    // With no-referrer, browsers send `Origin: null` on the form post and the CSRF check refuses it.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('publishes its discovery document under /oidc', async () => {
    const answer = await server.request('GET', '/oidc/.well-known/openid-configuration');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('asks again for an email that is not one', async () => {
    const { browser, action } = await startSignIn();
    const again = await browser.fetch(action, { method: 'POST', form: { email: 'nope' } });
    expect(again.status).toBe(400);
    expect(again.text).toContain('Type an email address');
  });
});

describe('GET /api/sso/google-callback', () => {
  it('a new email: posts action signup with a token registration can use once', async () => {
    const { outcome } = await signInAs(
      'New.Person@Example.com',
      'sso_source=signup&c=spring-2024&locale=de',
    );
    expect(outcome.status).toBe(200);
    expect(outcome.targetOrigin).toBe(origin);
    expect(outcome.message).toEqual({
      action: 'signup',
      data: {
        name: 'New Person',
        email: 'new.person@example.com',
        provider: 'google',
        picture: null,
        sso_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        locale: 'de',
        campaign_hash: 'spring-2024',
      },
    });
    const token = (outcome.message as { data: { sso_token: string } }).data.sso_token;
    const identity = await consumeSsoToken(server.db, token);
    expect(identity).toMatchObject({ provider: 'google', email: 'new.person@example.com' });
    expect(identity?.subject).toMatch(/^\d{21}$/);
    expect(await consumeSsoToken(server.db, token)).toBeNull();
  });

  it('signup then registration with the token; the next Google sign-in is a login', async () => {
    const first = await signInAs('roundtrip@example.com', 'sso_source=signup&locale=en');
    const data = (first.outcome.message as { data: Record<string, string> }).data;
    const registered = await server.request('POST', '/api/v1/registration?device=desktop', {
      body: {
        name: data.name,
        email: data.email,
        terms: true,
        consent_to_parent_company_rules: true,
        locale: data.locale,
        sso_provider: 'google',
        sso_token: data.sso_token,
      },
    });
    expect(registered.status, registered.text).toBe(200);
    const again = await signInAs('roundtrip@example.com');
    expect(again.outcome.message).toEqual({ action: 'login' });
    const me = await server.request('GET', '/api/v1/session', {
      session: again.browser.cookie(SESSION_COOKIE),
    });
    expect(me.json.user.id).toBe(registered.json.user_id);
  });

  it('answers a page with its own CSP nonce, opener policy unsafe-none, no cache', async () => {
    const { outcome } = await signInAs('headers@example.com');
    const csp = outcome.headers.get('content-security-policy')!;
    expect(csp).toBe(
      `default-src 'none'; script-src 'nonce-${outcome.scriptNonce}'; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(outcome.scriptNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(outcome.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(outcome.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(outcome.headers.get('cache-control')).toBe('no-store');
    expect(outcome.html).toContain(`window.opener.postMessage(m,o)`);
    expect(outcome.html).not.toContain(`'*'`);
  });

  it('an existing password account: never opened by the development provider', async () => {
    // The local provider accepts any typed email and never says it is verified, so an account
    // found only by email is neither signed in to nor linked: no sign-in as anyone.
    const persona = await server.persona({ email: 'existing@example.com', name: 'Existing' });
    const { browser, outcome } = await signInAs('existing@example.com');
    expect(outcome.message).toEqual({ action: 'sso-error', error: 'unverified' });
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const link = await server.db
      .selectFrom('user_identities')
      .selectAll()
      .where('user_id', '=', persona.userId)
      .executeTakeFirst();
    expect(link).toBeUndefined();
  });

  it('a user linked to the identity: signs in (new session cookie)', async () => {
    const persona = await linkedPersona('existing-linked@example.com');
    const { browser, outcome } = await signInAs('existing-linked@example.com');
    expect(outcome.message).toEqual({ action: 'login' });
    const session = browser.cookie(SESSION_COOKIE);
    expect(session).toBeDefined();
    const me = await server.request('GET', '/api/v1/session', { session });
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(persona.userId);
  });

  it('a suspended account: sso-error suspended and no session', async () => {
    const persona = await linkedPersona('suspended@example.com');
    await server.db
      .updateTable('accounts')
      .set({ suspended_at: 1_700_000_000 })
      .where('id', '=', persona.accountId)
      .execute();
    const { browser, outcome } = await signInAs('suspended@example.com');
    expect(outcome.message).toEqual({ action: 'sso-error', error: 'suspended' });
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('a replayed callback: sso-error failed, no session', async () => {
    await linkedPersona('replay@example.com');
    const { browser, callbackUrl, outcome } = await signInAs('replay@example.com');
    expect(outcome.message).toEqual({ action: 'login' });
    const fresh = new Browser(origin);
    // The same code and state again, in the same browser and in another one.
    for (const who of [browser, fresh]) {
      const again = readCallbackPage(await who.fetch(callbackUrl));
      expect(again.message).toEqual({ action: 'sso-error', error: 'failed' });
    }
    expect(fresh.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it("another browser's callback URL (login CSRF): failed, no session", async () => {
    const { browser, action } = await startSignIn();
    await linkedPersona('victim-lure@example.com');
    const redirect = await browser.fetch(action, {
      method: 'POST',
      form: { email: 'victim-lure@example.com' },
    });
    expect(redirect.status).toBe(303);
    let answer = await browser.fetch(new URL(redirect.headers.get('location')!, origin).href);
    while (answer.status === 303 && !answer.headers.get('location')!.includes('google-callback')) {
      answer = await browser.fetch(new URL(answer.headers.get('location')!, origin).href);
    }
    const callbackUrl = answer.headers.get('location')!;
    const victim = new Browser(origin);
    const lured = readCallbackPage(await victim.fetch(callbackUrl));
    expect(lured.message).toEqual({ action: 'sso-error', error: 'failed' });
    expect(victim.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('a tampered code: failed, no session', async () => {
    const { browser, action } = await startSignIn();
    await linkedPersona('tamper@example.com');
    let answer = await browser.fetch(action, {
      method: 'POST',
      form: { email: 'tamper@example.com' },
    });
    while (!answer.headers.get('location')!.includes('google-callback')) {
      answer = await browser.fetch(new URL(answer.headers.get('location')!, origin).href);
    }
    const callback = new URL(answer.headers.get('location')!);
    callback.searchParams.set('code', `${callback.searchParams.get('code')}x`);
    const page = readCallbackPage(await browser.fetch(callback.href));
    expect(page.message).toEqual({ action: 'sso-error', error: 'failed' });
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('cancel at the provider: sso-error denied', async () => {
    const { browser, action } = await startSignIn();
    const answer = await browser.navigate(action.replace(/\/login$/, '/abort'), {
      method: 'POST',
      form: {},
    });
    expect(readCallbackPage(answer).message).toEqual({ action: 'sso-error', error: 'denied' });
  });

  it('a callback with no flow at all: failed', async () => {
    const answer = await server.request('GET', '/api/sso/google-callback?code=x&state=y');
    expect(answer.status).toBe(200);
    expect(readCallbackPage({ ...answer }).message).toEqual({
      action: 'sso-error',
      error: 'failed',
    });
  });

  it('refuses unknown query fields with 400', async () => {
    const answer = await server.request('GET', '/api/sso/google-callback?code=x&extra=1');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'extra' });
  });
});

describe('with GOOGLE_CLIENT_ID (Google mode, against a stand-in issuer)', () => {
  let issuer: Server;
  let issuerUrl: string;
  beforeAll(async () => {
    issuer = createServer((request, response) => {
      if (request.url !== '/.well-known/openid-configuration') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer: issuerUrl,
          authorization_endpoint: `${issuerUrl}/o/oauth2/v2/auth`,
          token_endpoint: `${issuerUrl}/token`,
          jwks_uri: `${issuerUrl}/certs`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    await new Promise<void>((resolve) => issuer.listen(0, '127.0.0.1', resolve));
    issuerUrl = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => issuer.close(() => resolve())));

  const googleEnv = (issuerText: string) => ({
    GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'secret-1',
    OIDC_ISSUER: issuerText,
  });

  it('google-start redirects to the discovered authorization endpoint; no /oidc here', async () => {
    const google = await startServer({ env: googleEnv(issuerUrl) });
    try {
      const start = await new Browser(google.url).fetch('/api/sso/google-start?sso_source=signup');
      expect(start.status).toBe(302);
      const location = new URL(start.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${issuerUrl}/o/oauth2/v2/auth`);
      expect(location.searchParams.get('client_id')).toBe('client-1.apps.googleusercontent.com');
      expect(location.searchParams.get('prompt')).toBe('select_account');
      expect(location.searchParams.get('redirect_uri')).toBe(
        `${google.url}/api/sso/google-callback`,
      );
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      const oidc = await google.request('GET', '/oidc/.well-known/openid-configuration');
      expect(oidc.status).not.toBe(200);
    } finally {
      await google.close();
    }
  });

  it('an unreachable issuer: the popup still ends on the callback page with sso-error failed', async () => {
    const google = await startServer({ env: googleEnv('http://127.0.0.1:1') });
    try {
      const browser = new Browser(google.url);
      const page = await browser.navigate('/api/sso/google-start?sso_source=login');
      expect(browser.visited[0]!.status).toBe(302);
      expect(readCallbackPage(page).message).toEqual({ action: 'sso-error', error: 'failed' });
    } finally {
      await google.close();
    }
  });
});

describe('in production without GOOGLE_CLIENT_ID', () => {
  it('google-start answers 404 (not configured) and /oidc does not exist', async () => {
    const production = await startServer({ env: PRODUCTION_ENV });
    try {
      const start = await production.request('GET', '/api/sso/google-start?sso_source=login');
      expect(start.status).toBe(404);
      expect(start.json).toMatchObject({ error: 'sso_not_configured' });
      expect(start.json.message).toContain('GOOGLE_CLIENT_ID');
      const oidc = await production.request('GET', '/oidc/.well-known/openid-configuration');
      expect(oidc.status).not.toBe(200);
    } finally {
      await production.close();
    }
  });
});
