/**
 * POST /api/v1/registration?device= over HTTP ("Signup"; product.md#records-and-their-fields payload, product.md#validation, product.md#calls): every row
 * in one transaction, the new user signed in, 400 naming the field for bad input (never 5xx),
 * 409 for a taken email, campaigns and cs_lite, single sign-on through helper C's tokens, and
 * the reCAPTCHA verifier against a local fake siteverify endpoint.
 * Each successful registration hashes one password (argon2id, ~70 ms): the file keeps them few.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { hashSessionId } from '../../server/src/auth/sessionToken';
import { NO_PASSWORD_HASH } from '../../server/src/data/registration';
import { issueSsoToken, type VerifiedSsoIdentity } from '../../server/src/data/ssoTokens';
import { setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';
import { refuseInserts } from '../postgres/refuseInserts';

// Registration is rate limited per address (helper A); these tests register many times.
const NO_RATE_LIMITS = {
  RATE_LIMIT_REGISTRATION_PER_IP: '10000/1h',
  RATE_LIMIT_REGISTRATION_PER_EMAIL: '10000/1h',
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: NO_RATE_LIMITS });
});
afterAll(() => server.close());

let counter = 0;
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada${counter}@example.com`,
    password: TEST_PASSWORD,
    terms: true,
    consent_to_parent_company_rules: true,
    locale: 'en',
    ...overrides,
  };
}

function register(
  target: TestServer,
  body: unknown,
  { device = 'desktop', cookie }: { device?: string | null; cookie?: string } = {},
) {
  const query = device === null ? '' : `?device=${encodeURIComponent(device)}`;
  return target.request('POST', `/api/v1/registration${query}`, {
    body,
    headers: cookie ? { cookie } : {},
  });
}

async function count(table: 'users' | 'accounts' | 'organizations' | 'sites' | 'memberships') {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function counts() {
  return {
    users: await count('users'),
    accounts: await count('accounts'),
    organizations: await count('organizations'),
    sites: await count('sites'),
    memberships: await count('memberships'),
  };
}

describe('a registration by email', () => {
  it('creates user, account, organization and site, and signs the user in', async () => {
    const answer = await register(
      server,
      payload({
        email: 'Grace.Hopper@Example.COM',
        name: '  Grace Hopper ',
        site_url: 'https://www.cobol.example/shop?x=1',
        experiment_tag: 'signup_page_revamp:treatment',
        persistent_anonymous_id: 'anon-1234-5678',
        pricing_table: 12,
        locale: 'de',
      }),
      { device: 'mobile' },
    );
    expect(answer.status).toBe(200);
    const { user_id, account_id, site_id } = answer.json;
    expect(answer.json).toEqual({ success: true, user_id, account_id, site_id });
    expect(site_id).toEqual(expect.any(Number));

    // Signed in like at login: a new HttpOnly session cookie whose hash is stored.
    const cookie = setCookie(answer.headers, SESSION_COOKIE)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    const session = await server.request('GET', '/api/v1/session', { session: cookie.value });
    expect(session.status).toBe(200);
    expect(session.json.user).toMatchObject({
      id: user_id,
      email: 'grace.hopper@example.com',
      name: 'Grace Hopper',
      locale: 'de',
      isAccountAdmin: true,
    });
    expect(session.json.account).toMatchObject({ id: account_id, variant: 'default' });
    expect(session.json.permissions).toEqual(['feedbacks-create', 'surveys-create']);
    const sessionRow = await server.db
      .selectFrom('sessions')
      .select('user_id')
      .where('id_hash', '=', hashSessionId(cookie.value))
      .executeTakeFirst();
    expect(sessionRow?.user_id).toBe(user_id);

    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user_id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      experiment_tag: 'signup_page_revamp:treatment',
      persistent_anonymous_id: 'anon-1234-5678',
      pricing_table: 12,
      is_cs_lite: 0,
      signup_device: 'mobile',
      consent_to_parent_company_rules: 1,
      picture: null,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.terms_accepted_at).toBeGreaterThan(0);

    const account = await server.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', account_id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ plan: 'basic', locale: 'de', features: '[]' });
    expect(account.product_catalog_version).toBe('1');

    const sites = await server.request('GET', `/api/v1/accounts/${account_id}/sites/${site_id}`, {
      session: cookie.value,
    });
    expect(sites.status).toBe(200);
    expect(sites.json).toMatchObject({
      id: site_id,
      name: 'www.cobol.example',
      url: 'https://www.cobol.example/shop?x=1',
      plan: 'basic',
      lastData: null, // product.md#states-and-transitions: nothing installed yet
      organization: { access: 'admin', users: 1 },
    });
  });

  it('signs in afterwards with the same password (hash stored, not the password)', async () => {
    const body = payload();
    expect((await register(server, body)).status).toBe(200);
    const login = await server.request('POST', '/api/v1/session', {
      body: { email: body.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('without a site URL: no site, default pricing table 8 (product.md#validation, product.md#constants-and-limits), site_id null', async () => {
    const answer = await register(server, payload({ site_url: '   ' }));
    expect(answer.status).toBe(200);
    expect(answer.json.site_id).toBeNull();
    const user = await server.db
      .selectFrom('users')
      .select(['pricing_table'])
      .where('id', '=', answer.json.user_id)
      .executeTakeFirstOrThrow();
    expect(user.pricing_table).toBe(8);
    const org = await server.db
      .selectFrom('organizations')
      .select('id')
      .where('account_id', '=', answer.json.account_id)
      .executeTakeFirstOrThrow();
    const sites = await server.db
      .selectFrom('sites')
      .select('id')
      .where('organization_id', '=', org.id)
      .execute();
    expect(sites).toEqual([]);
  });

  it.each([
    ['shop.example.co.uk:8080/path', 'shop.example.co.uk', 'https://shop.example.co.uk:8080/path'],
    ['http://[2001:db8::1]/', '[2001:db8::1]', 'http://[2001:db8::1]/'],
    ['HTTPS://Example.COM', 'example.com', 'HTTPS://Example.COM'],
  ])('site URL %s → site %s at %s', async (siteUrl, name, url) => {
    const answer = await register(server, payload({ site_url: siteUrl }));
    expect(answer.status).toBe(200);
    const site = await server.db
      .selectFrom('sites')
      .select(['name', 'url'])
      .where('id', '=', answer.json.site_id)
      .executeTakeFirstOrThrow();
    expect(site).toEqual({ name, url });
  });

  it('ends the session the browser held, like sign-in does (id rotation)', async () => {
    const first = await register(server, payload());
    const old = setCookie(first.headers, SESSION_COOKIE)!.value;
    const second = await register(server, payload(), { cookie: `${SESSION_COOKIE}=${old}` });
    expect(second.status).toBe(200);
    const fresh = setCookie(second.headers, SESSION_COOKIE)!.value;
    expect(fresh).not.toBe(old);
    expect((await server.request('GET', '/api/v1/session', { session: old })).status).toBe(401);
  });
});

describe('refusals', () => {
  it('a taken email (in any case) is a 409 naming email; nothing is created', async () => {
    const body = payload({ email: 'taken@example.com' });
    expect((await register(server, body)).status).toBe(200);
    const before = await counts();
    const again = await register(server, payload({ email: 'TAKEN@example.com' }));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'email_taken', field: 'email' });
    expect(await counts()).toEqual(before);
  });

  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, unknown, string | undefined, string?][] = [
    // [what, body (or a function of the base payload), field, device]
    ['name missing', { name: undefined }, 'name'],
    ['name blank', { name: '   ' }, 'name'],
    ['name too long', { name: long(201) }, 'name'],
    ['name with a control character', { name: 'Ada\u0000' }, 'name'],
    ['email malformed', { email: 'not-an-email' }, 'email'],
    ['email a number', { email: 42 }, 'email'],
    ['email huge', { email: `${long(5000)}@example.com` }, 'email'],
    ['terms false', { terms: false }, 'terms'],
    ['terms missing', { terms: undefined }, 'terms'],
    ['terms a string', { terms: 'yes' }, 'terms'],
    ['password missing', { password: undefined }, 'password'],
    ['password short', { password: 'short' }, 'password'],
    ['password over 1024', { password: long(1025) }, 'password'],
    ['locale unknown', { locale: 'xx' }, 'locale'],
    ['locale a list', { locale: ['en', 'de'] }, 'locale'],
    ['site URL with spaces', { site_url: 'https://exa mple.com' }, 'site_url'],
    ['site URL ftp', { site_url: 'ftp://example.com' }, 'site_url'],
    ['site URL triple colon IPv6', { site_url: 'http://[2001:db8:::1]/' }, 'site_url'],
    ['site URL single word', { site_url: 'example' }, 'site_url'],
    ['site URL huge', { site_url: `https://example.com/${long(3000)}` }, 'site_url'],
    ['pricing table 0', { pricing_table: 0 }, 'pricing_table'],
    ['pricing table text', { pricing_table: 'abc' }, 'pricing_table'],
    ['pricing table 1.5', { pricing_table: 1.5 }, 'pricing_table'],
    ['is_cs_lite an object', { is_cs_lite: {} }, 'is_cs_lite'],
    ['plan unknown', { plan: 'gold' }, 'plan'],
    ['unknown field', { admin: true }, 'admin'],
    ['experiment tag too long', { experiment_tag: long(201) }, 'experiment_tag'],
    [
      'anonymous id with spaces',
      { persistent_anonymous_id: 'a b c d e f' },
      'persistent_anonymous_id',
    ],
    ['picture javascript:', { picture: 'javascript:alert(1)' }, 'picture'],
    ['picture over http', { picture: 'http://example.com/p.png' }, 'picture'],
    ['campaign hash too long', { campaign_hash: long(201) }, 'campaign_hash'],
    [
      'sso provider unknown',
      { password: undefined, sso_provider: 'facebook', sso_token: 't' },
      'sso_provider',
    ],
    ['sso token without provider', { password: undefined, sso_token: 'abc' }, 'sso_provider'],
    ['google without token', { password: undefined, sso_provider: 'google' }, 'sso_token'],
    ['google with a password', { sso_provider: 'google', sso_token: 'abc' }, 'password'],
    [
      'google with a made-up token',
      { password: undefined, sso_provider: 'google', sso_token: 'A'.repeat(22) },
      'sso_token',
    ],
    ['device missing', {}, 'device', '<none>'],
    ['device too long', {}, 'device', long(33)],
    ['device with a space', {}, 'device', 'desk top'],
  ];
  it.each(cases)('%s → 400 naming %s, nothing created', async (_what, change, field, device) => {
    const before = await counts();
    const body = payload(change as Record<string, unknown>);
    const answer = await register(server, body, {
      device: device === '<none>' ? null : (device ?? 'desktop'),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field });
    expect(typeof answer.json.message).toBe('string');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['a JSON string', '"hello"'],
    ['a list', [1, 2]],
    ['broken JSON', '{"name":'],
    ['null', 'null'],
  ])('%s → 400, never 5xx', async (_what, body) => {
    const answer = await server.request('POST', '/api/v1/registration?device=desktop', {
      body,
      headers: body === undefined ? { 'content-type': 'application/json' } : {},
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('bad_request');
  });

  it('a failure inside the transaction leaves no row behind', async () => {
    const before = await counts();
    // Simulate the database refusing the last insert of the registration (the first site).
    const accept = await refuseInserts(server.db, 'sites');
    try {
      const answer = await register(
        server,
        payload({ email: 'atomic@example.com', site_url: 'atomic.example' }),
      );
      expect(answer.status).toBe(500);
      expect(answer.json.error).toBe('internal');
    } finally {
      await accept();
    }
    expect(await counts()).toEqual(before);
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'atomic@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
    // And the same registration succeeds once the database accepts it.
    const retry = await register(
      server,
      payload({ email: 'atomic@example.com', site_url: 'atomic.example' }),
    );
    expect(retry.status).toBe(200);
  });
});

describe('campaign, cs_lite and cookies at registration', () => {
  it('a valid campaign hash gives its plan to account and site and attaches it', async () => {
    const answer = await register(
      server,
      payload({ campaign_hash: 'trial-org-1-10', site_url: 'trial.example' }),
    );
    expect(answer.status).toBe(200);
    const account = await server.db
      .selectFrom('accounts')
      .select('plan')
      .where('id', '=', answer.json.account_id)
      .executeTakeFirstOrThrow();
    expect(account.plan).toBe('business');
    const site = await server.db
      .selectFrom('sites')
      .select(['plan', 'effective_plan'])
      .where('id', '=', answer.json.site_id)
      .executeTakeFirstOrThrow();
    expect(site).toEqual({ plan: 'business', effective_plan: 'business' });
    const attached = await server.db
      .selectFrom('account_campaigns')
      .selectAll()
      .where('account_id', '=', answer.json.account_id)
      .executeTakeFirstOrThrow();
    expect(attached).toMatchObject({
      campaign_hash: 'trial-org-1-10',
      source: 'registration',
      device: 'desktop',
    });
    expect(attached.trial_ends_at! - attached.created_at).toBe(15 * 24 * 3600); // product.md#constants-and-limits 15 days
  });

  it('an unknown campaign and a client-sent plan change nothing: basic (product.md#errors fallback)', async () => {
    const answer = await register(
      server,
      payload({ campaign_hash: 'no-such-campaign', plan: 'scale' }),
    );
    expect(answer.status).toBe(200);
    const account = await server.db
      .selectFrom('accounts')
      .select('plan')
      .where('id', '=', answer.json.account_id)
      .executeTakeFirstOrThrow();
    expect(account.plan).toBe('basic');
  });

  it('is_cs_lite creates a lite account, with the visitor flag and the account flag cs_lite', async () => {
    const answer = await register(server, payload({ is_cs_lite: true }));
    const cookie = setCookie(answer.headers, SESSION_COOKIE)!.value;
    const session = await server.request('GET', '/api/v1/session', { session: cookie });
    expect(session.json.flags).toEqual(['cs_lite']);
    expect(session.json.account).toMatchObject({ variant: 'lite' });
    const user = await server.db
      .selectFrom('users')
      .select('is_cs_lite')
      .where('id', '=', answer.json.user_id)
      .executeTakeFirstOrThrow();
    expect(user.is_cs_lite).toBe(1);
  });

  it('reads tracked campaign cookies into signup_attribution, the CS lite and anonymous-id cookies', async () => {
    const cookie = [
      'lodestar_cp_utm_source=newsletter',
      'lodestar_cp_gclid=abc123',
      `lodestar_cp_utm_term=${'y'.repeat(201)}`, // too long: refused
      'lodestar_cp_not_tracked=zzz', // not a product.md#records-and-their-fields parameter
      'lodestar_cs_lite=1',
      'lodestar_anon=0b9f2f0e-1111-4222-8333-444455556666',
    ].join('; ');
    const answer = await register(server, payload(), { cookie });
    expect(answer.status).toBe(200);
    const rows = await server.db
      .selectFrom('signup_attribution')
      .select(['parameter', 'value'])
      .where('user_id', '=', answer.json.user_id)
      .orderBy('parameter')
      .execute();
    expect(rows).toEqual([
      { parameter: 'gclid', value: 'abc123' },
      { parameter: 'utm_source', value: 'newsletter' },
    ]);
    const user = await server.db
      .selectFrom('users')
      .select(['is_cs_lite', 'persistent_anonymous_id'])
      .where('id', '=', answer.json.user_id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      is_cs_lite: 1,
      persistent_anonymous_id: '0b9f2f0e-1111-4222-8333-444455556666',
    });
    const account = await server.db
      .selectFrom('accounts')
      .select('variant')
      .where('id', '=', answer.json.account_id)
      .executeTakeFirstOrThrow();
    expect(account.variant).toBe('lite');
  });
});

describe('single sign-on signup (sso_provider google + sso_token)', () => {
  const identity = (email: string, subject: string): VerifiedSsoIdentity => ({
    provider: 'google',
    subject,
    email,
    name: 'Gina Google',
    picture: 'https://lh3.googleusercontent.com/a/gina',
    locale: 'en',
  });

  it('registers without a password, links the identity, and a password sign-in is impossible', async () => {
    const token = await issueSsoToken(server.db, identity('gina@example.com', 'sub-gina'));
    const answer = await register(
      server,
      payload({
        email: 'gina@example.com',
        password: undefined,
        sso_provider: 'google',
        sso_token: token,
        picture: 'https://evil.example/other.png', // the verified identity's picture wins
      }),
    );
    expect(answer.status).toBe(200);
    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', answer.json.user_id)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBe(NO_PASSWORD_HASH);
    expect(user.picture).toBe('https://lh3.googleusercontent.com/a/gina');
    expect(user.avatar).toBe('https://lh3.googleusercontent.com/a/gina');
    const link = await server.db
      .selectFrom('user_identities')
      .selectAll()
      .where('subject', '=', 'sub-gina')
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ provider: 'google', user_id: answer.json.user_id });

    for (const password of [NO_PASSWORD_HASH, TEST_PASSWORD, '']) {
      const login = await server.request('POST', '/api/v1/session', {
        body: { email: 'gina@example.com', password },
      });
      expect(login.status).not.toBe(200);
    }

    // The token was single use.
    const again = await register(
      server,
      payload({
        email: 'gina2@example.com',
        password: undefined,
        sso_provider: 'google',
        sso_token: token,
      }),
    );
    expect(again.status).toBe(400);
    expect(again.json.field).toBe('sso_token');
  });

  it('a token whose verified email differs from the payload email is refused (400 sso_token)', async () => {
    const before = await counts();
    const token = await issueSsoToken(server.db, identity('real@example.com', 'sub-real'));
    const answer = await register(
      server,
      payload({
        email: 'someone-else@example.com',
        password: undefined,
        sso_provider: 'google',
        sso_token: token,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field: 'sso_token' });
    expect(await counts()).toEqual(before);
  });

  it('says whose a token is without using it up; an unknown one is a 404', async () => {
    const token = await issueSsoToken(server.db, identity('peek@example.com', 'sub-peek'));
    const peek = await server.request('GET', `/api/v1/sso/signups/${token}`);
    expect(peek.status).toBe(200);
    expect(peek.json).toMatchObject({
      name: 'Gina Google',
      email: 'peek@example.com',
      provider: 'google',
      sso_token: token,
    });
    const answer = await register(
      server,
      payload({
        email: 'peek@example.com',
        password: undefined,
        sso_provider: 'google',
        sso_token: token,
      }),
    );
    expect(answer.status).toBe(200);
    expect((await server.request('GET', `/api/v1/sso/signups/${token}`)).status).toBe(404);
    expect((await server.request('GET', '/api/v1/sso/signups/not-a-token')).status).toBe(404);
  });

  it('a Google account already linked to a user is a 409 naming sso_token', async () => {
    const first = await issueSsoToken(server.db, identity('twice@example.com', 'sub-twice'));
    expect(
      (
        await register(
          server,
          payload({
            email: 'twice@example.com',
            password: undefined,
            sso_provider: 'google',
            sso_token: first,
          }),
        )
      ).status,
    ).toBe(200);
    const second = await issueSsoToken(server.db, identity('twice2@example.com', 'sub-twice'));
    const answer = await register(
      server,
      payload({
        email: 'twice2@example.com',
        password: undefined,
        sso_provider: 'google',
        sso_token: second,
      }),
    );
    expect(answer.status).toBe(409);
    expect(answer.json.field).toBe('sso_token');
  });
});

describe('reCAPTCHA (RECAPTCHA_SECRET + RECAPTCHA_VERIFY_URL)', () => {
  let verifier: Server;
  let guarded: TestServer;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for Google's siteverify: form-encoded secret + response, JSON answer.
    verifier = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(text);
        seen.push(form);
        const token = form.get('response');
        if (token === 'boom') {
          response.writeHead(500).end('down');
          return;
        }
        const body =
          form.get('secret') !== 'test-secret'
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : token === 'human'
              ? { success: true }
              : token === 'bot-ish'
                ? { success: true, score: 0.1 }
                : { success: false, 'error-codes': ['invalid-input-response'] };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((done) => verifier.listen(0, '127.0.0.1', done));
    const { port } = verifier.address() as AddressInfo;
    guarded = await startServer({
      env: {
        ...NO_RATE_LIMITS,
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await guarded.close();
    await new Promise((done) => verifier.close(done));
  });

  it.each([
    ['missing', undefined],
    ['refused', 'robot'],
    ['low v3 score', 'bot-ish'],
    ['verifier failing', 'boom'],
    ['huge', 'r'.repeat(5000)],
  ])('a %s answer is a 403 naming recaptcha; nothing is created', async (_what, recaptcha) => {
    const answer = await register(guarded, payload({ recaptcha }));
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: 'recaptcha_failed', field: 'recaptcha' });
    const users = await guarded.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });

  it('an accepted answer registers; the secret is sent to the verifier, never to the client', async () => {
    const answer = await register(guarded, payload({ recaptcha: 'human' }));
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('test-secret');
    expect(seen.at(-1)?.get('secret')).toBe('test-secret');
    expect(seen.at(-1)?.get('response')).toBe('human');
  });

  it('is off without RECAPTCHA_SECRET: the recaptcha field is not looked at', async () => {
    const answer = await register(server, payload({ recaptcha: 'anything' }));
    expect(answer.status).toBe(200);
  });
});
