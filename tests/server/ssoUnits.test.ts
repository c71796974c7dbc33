/**
 * The pure parts of Google sign-in, as tables: the identity taken from ID token
 * claims, the local provider's accounts, the callback page (message contract, escaping, CSP
 * nonce) and the single-use stores (tokens, flows) against a real database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoMessage } from '../../generated/types';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase, type Db } from '../../server/src/db/open';
import { callbackLink, callbackPage, FAILED_MESSAGE } from '../../server/src/sso/callbackPage';
import { scriptJson } from '../../server/src/security/htmlEscape';
import { identityFromClaims, type ProviderIdentity } from '../../server/src/sso/identityClaims';
import { decideSsoOutcome } from '../../server/src/sso/ssoOutcome';
import { seedPersona } from '../../server/src/seed/persona';
import {
  localClaims,
  localEmail,
  localLocale,
  localName,
  localPicture,
  localSubject,
} from '../../server/src/sso/localAccounts';
import { loopbackTarget } from '../../server/src/sso/loopbackFetch';
import { saveSsoFlow, takeSsoFlow } from '../../server/src/data/ssoFlows';
import { ssoFlowCookie } from '../../server/src/sso/ssoFlowCookie';
import {
  consumeSsoToken,
  findUserByIdentity,
  issueSsoToken,
  linkIdentity,
  type VerifiedSsoIdentity,
} from '../../server/src/data/ssoTokens';

describe('identityFromClaims', () => {
  const base = { sub: '1234', email: 'Ada@Example.com', email_verified: true };
  it.each([
    [
      base,
      {
        subject: '1234',
        email: 'ada@example.com',
        emailVerified: true,
        name: 'ada',
        picture: null,
        locale: null,
      },
    ],
    // kept, not refused; ssoOutcome then never links it to an existing account.
    [{ ...base, email_verified: false }, { emailVerified: false }],
    [{ ...base, email_verified: 'true' }, { emailVerified: false }],
    [{ ...base, email_verified: undefined }, { emailVerified: false }],
    [
      { ...base, name: ' Ada L ', picture: 'https://lh3.example/p.jpg', locale: 'en-GB' },
      { name: 'Ada L', picture: 'https://lh3.example/p.jpg', locale: 'en-GB' },
    ],
    [{ ...base, picture: 'javascript:alert(1)' }, { picture: null }],
  ])('%o → %o', (claims, expected) => {
    expect(identityFromClaims(claims)).toMatchObject({ provider: 'google', ...expected });
  });

  it.each([
    [undefined, 'no ID token claims'],
    [{ ...base, sub: '' }, 'no sub claim'],
    [{ ...base, email: undefined }, 'no email claim'],
    [{ ...base, email: 'not-an-email' }, 'no email claim'],
  ])('%o is refused: %s', (claims, problem) => {
    expect(identityFromClaims(claims as Record<string, unknown> | undefined)).toEqual({ problem });
  });
});

describe('local provider accounts', () => {
  it.each([
    [' Ada@Example.COM ', 'ada@example.com'],
    ['a.b+c@sub.example.org', 'a.b+c@sub.example.org'],
    ['nope', null],
    ['a@b', null],
    ['a b@example.com', null],
    ['<a@example.com>', null],
    [`${'a'.repeat(250)}@example.com`, null],
  ])('localEmail(%o) = %o', (typed, email) => {
    expect(localEmail(typed)).toBe(email);
  });

  it.each([
    ['', 'ada.lovelace@example.com', 'Ada Lovelace'],
    ['  Grace   Hopper ', 'x@example.com', 'Grace Hopper'],
    ['', 'x_y-z@example.com', 'X Y Z'],
  ])('localName(%o, %o) = %o', (typed, email, name) => {
    expect(localName(typed, email)).toBe(name);
  });

  it.each([
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['', null],
    ['data:image/png;base64,AAAA', null],
    ['not a url', null],
  ])('localPicture(%o) = %o', (typed, picture) => {
    expect(localPicture(typed)).toBe(picture);
  });

  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt-BR'],
    ['', null],
    ['en_US', null],
  ])('localLocale(%o) = %o', (typed, locale) => {
    expect(localLocale(typed)).toBe(locale);
  });

  it('gives an email one stable 21-digit subject, different for another email', () => {
    expect(localSubject('ada@example.com')).toMatch(/^\d{21}$/);
    expect(localSubject('ada@example.com')).toBe(localSubject('ada@example.com'));
    expect(localSubject('ada@example.com')).not.toBe(localSubject('bob@example.com'));
  });

  it('claims are what Google sends, but the email is never said to be verified', () => {
    expect(localClaims('1', { email: 'a@x.io', name: 'A', picture: null, locale: 'en' })).toEqual({
      sub: '1',
      email: 'a@x.io',
      email_verified: false,
      name: 'A',
      locale: 'en',
    });
  });
});

describe('loopbackTarget', () => {
  it.each([
    ['0.0.0.0', '127.0.0.1'],
    ['::', '::1'],
    ['127.0.0.1', '127.0.0.1'],
    ['192.168.1.5', '192.168.1.5'],
  ])('%s → %s', (address, host) => {
    expect(loopbackTarget({ address, port: 3000, family: 'IPv4' })).toEqual({ host, port: 3000 });
  });
});

describe('callbackPage', () => {
  const origin = 'https://app.example.com';
  const signup: SsoMessage = {
    action: 'signup',
    data: {
      name: '</script><script>alert(1)</script>\u2028',
      email: 'ada@example.com',
      provider: 'google',
      picture: null,
      sso_token: 'tok',
      locale: 'en',
      campaign_hash: null,
    },
  };

  it('links a signup to the register page that finishes it, anything else home', () => {
    const data = { ...signup.data!, campaign_hash: 'c-1' };
    const link = new URL(callbackLink({ action: 'signup', data }, origin));
    expect(link.pathname).toBe('/register');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      ssotk: 'tok',
      sso_provider: 'google',
      c: 'c-1',
    });
    expect(callbackLink(FAILED_MESSAGE, origin)).toBe(`${origin}/`);
    expect(callbackPage(signup, origin).body).toContain(
      'href="https://app.example.com/register?ssotk=tok&amp;sso_provider=google"',
    );
  });

  it('embeds the message so that no value can leave the script or its string', () => {
    const page = callbackPage(signup, origin);
    const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(script).not.toContain('</script');
    expect(script).not.toContain('\u2028');
    const embedded = /var m=(\{.*\}),o=("[^"]*");/.exec(script)!;
    expect(JSON.parse(embedded[1]!)).toEqual(signup);
    expect(JSON.parse(embedded[2]!)).toBe(origin);
    expect(page.body.match(/<script/g)).toHaveLength(1);
  });

  it('allows exactly its own script by a fresh nonce', () => {
    const [a, b] = [callbackPage(FAILED_MESSAGE, origin), callbackPage(FAILED_MESSAGE, origin)];
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.headers['content-security-policy']).toContain(`script-src 'nonce-${a.nonce}'`);
    expect(a.body).toContain(`<script nonce="${a.nonce}">`);
  });

  it.each([
    [{ action: 'login' } as SsoMessage, 'You are signed in.'],
    [{ action: 'sso-error', error: 'suspended' } as SsoMessage, 'This account is suspended.'],
    [{ action: 'sso-error', error: 'denied' } as SsoMessage, 'Google sign-in was cancelled.'],
  ])('says what happened without an opener: %o', (message, text) => {
    const page = callbackPage(message, origin);
    expect(page.body).toContain(text);
    expect(page.body).toContain(`<a href="${origin}/">`);
  });

  it('replaces a message that breaks the contract by sso-error failed', () => {
    const page = callbackPage({ action: 'signup', data: { email: 'x' } } as never, origin);
    expect(page.message).toEqual(FAILED_MESSAGE);
    expect(page.invalid).toBeDefined();
  });

  it('scriptJson escapes <, >, &, U+2028 and U+2029', () => {
    expect(scriptJson('<>&\u2028\u2029')).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029"');
  });
});

describe('single-use stores', () => {
  let db: Db;
  let dir: string;
  const identity: VerifiedSsoIdentity = {
    provider: 'google',
    subject: '42',
    email: 'Ada@Example.com',
    name: 'Ada',
    picture: null,
    locale: 'en',
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lodestar-sso-'));
    db = openDatabase(dir);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an SSO token is consumed once, stores only its hash, and expires after 10 minutes', async () => {
    const token = await issueSsoToken(db, identity, 1000);
    const rows = await db.selectFrom('sso_tokens').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(await consumeSsoToken(db, token, 1599)).toEqual({
      ...identity,
      email: 'ada@example.com',
    });
    expect(await consumeSsoToken(db, token, 1599)).toBeNull();
    const late = await issueSsoToken(db, identity, 1000);
    expect(await consumeSsoToken(db, late, 1600)).toBeNull();
    expect(await consumeSsoToken(db, 'not a token', 1000)).toBeNull();
  });

  it('a flow is taken once and expires after 10 minutes', async () => {
    const flow = { state: 's', nonce: 'n', codeVerifier: 'v', params: { c: 'camp', locale: 'de' } };
    const id = await saveSsoFlow(db, flow, 1000);
    expect(await takeSsoFlow(db, id, 1599)).toEqual(flow);
    expect(await takeSsoFlow(db, id, 1599)).toBeNull();
    const late = await saveSsoFlow(db, flow, 1000);
    expect(await takeSsoFlow(db, late, 1600)).toBeNull();
    expect(await takeSsoFlow(db, undefined)).toBeNull();
    expect(ssoFlowCookie(id, true)).toBe(
      `lodestar_sso=${id}; Max-Age=600; Path=/api/sso; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it('links an identity to one user only', async () => {
    const { id: userId } = await db
      .insertInto('users')
      .values({
        email: 'ada@example.com',
        name: 'Ada',
        password_hash: '!',
        locale: 'en',
        country_code: null,
        avatar: null,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkIdentity(db, userId, identity);
    await linkIdentity(db, userId, identity); // again: no-op
    expect((await findUserByIdentity(db, 'google', '42'))?.id).toBe(userId);
    expect(await findUserByIdentity(db, 'google', '43')).toBeUndefined();
    await expect(linkIdentity(db, userId + 1, identity)).rejects.toThrow(/already linked/);
  });
});

describe('decideSsoOutcome (an account is opened by email only when verified)', () => {
  let db: Db;
  let dir: string;
  let userId: number;
  const identity = (subject: string, emailVerified: boolean): ProviderIdentity => ({
    provider: 'google',
    subject,
    email: 'owner@example.com',
    emailVerified,
    name: 'Owner',
    picture: null,
    locale: null,
  });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lodestar-sso-outcome-'));
    db = openDatabase(dir);
    await migrateToLatest(db);
    ({ userId } = await seedPersona(db, { email: 'owner@example.com', passwordHash: 'x' }));
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an unverified email of an existing account: unverified, nothing linked', async () => {
    expect(await decideSsoOutcome(db, identity('s-1', false))).toEqual({ action: 'unverified' });
    expect(await db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
  });

  it('a verified email: login, and the identity is linked', async () => {
    expect(await decideSsoOutcome(db, identity('s-2', true))).toEqual({ action: 'login', userId });
    expect(await db.selectFrom('user_identities').select('subject').execute()).toEqual([
      { subject: 's-2' },
    ]);
  });

  it('a linked identity signs in whatever its email claim says', async () => {
    expect(await decideSsoOutcome(db, identity('s-2', false))).toEqual({ action: 'login', userId });
  });

  it('an unknown email: signup, verified or not', async () => {
    const stranger = { ...identity('s-3', false), email: 'new@example.com' };
    expect(await decideSsoOutcome(db, stranger)).toEqual({ action: 'signup' });
  });
});
