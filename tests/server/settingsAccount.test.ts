/**
 * Account-wide settings over real HTTP ("Settings pages"; product.md#roles-and-permissions "Account admins see
 * Preferences"): preferences (name and language) and the single sign-on settings of
 * manifests/forms/sso-settings.yaml. Members read (others 404), account admins change (403
 * otherwise), bad fields answer 400 naming them, the client secret never comes back, and a
 * domain belongs to one account at most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let admin: { session: string; accountId: number };
let member: { session: string };
let stranger: { session: string; accountId: number };

const SECRET = 'a-very-secret-client-secret';
const SSO = {
  enabled: true,
  issuer: 'https://idp.example.com',
  clientId: 'lodestar',
  emailDomains: 'example.com, example.org',
  defaultAccess: 'read',
  enforceSso: false,
  role: 'product-management',
};
const SENT = { ...SSO, clientSecret: SECRET };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'prefs-admin@example.com',
    account: { name: 'Prefs account', locale: 'en' },
    organizations: [{ name: 'Prefs org', access: 'admin', sites: [{ name: 'Prefs shop' }] }],
  });
  admin = { session: await server.sessionFor(a.userId), accountId: a.accountId };
  // A second user of the same account who is not an account admin.
  const m = await server.persona({
    email: 'prefs-member@example.com',
    account: { name: 'Member own account' },
    organizations: [],
  });
  await server.db
    .insertInto('account_users')
    .values({ account_id: a.accountId, user_id: m.userId, is_admin: 0 })
    .execute();
  // The member's own account has a lower id than nothing else: reach the shared one by id.
  member = { session: await server.sessionFor(m.userId) };
  const s = await server.persona({
    email: 'prefs-stranger@example.com',
    account: { name: 'Stranger account' },
    organizations: [],
  });
  stranger = { session: await server.sessionFor(s.userId), accountId: s.accountId };
});
afterAll(() => server.close());

const call = (method: string, path: string, session: string | undefined, body?: unknown) =>
  server.request(method, path, { ...(session === undefined ? {} : { session }), body });

describe('account preferences', () => {
  const path = () => `/api/v1/accounts/${admin.accountId}/preferences`;
  it('reads the name and language for members', async () => {
    const answer = await call('GET', path(), member.session);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ name: 'Prefs account', locale: 'en' });
  });
  it('lets an account admin change both', async () => {
    const answer = await call('PUT', path(), admin.session, { name: ' Acme GmbH ', locale: 'de' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ name: 'Acme GmbH', locale: 'de' });
    expect((await call('GET', path(), admin.session)).json).toEqual({
      name: 'Acme GmbH',
      locale: 'de',
    });
    expect(
      (await call('GET', `/api/v1/accounts/${admin.accountId}/locale`, admin.session)).json,
    ).toEqual({ locale: 'de' });
  });
  it('refuses a member who is not an account admin (403), a stranger (404), signed out (401)', async () => {
    expect((await call('PUT', path(), member.session, { name: 'X', locale: 'en' })).status).toBe(
      403,
    );
    expect((await call('PUT', path(), stranger.session, { name: 'X', locale: 'en' })).status).toBe(
      404,
    );
    expect((await call('GET', path(), stranger.session)).status).toBe(404);
    expect((await call('GET', path(), undefined)).status).toBe(401);
  });
  it('answers 400 naming the field for a blank name or an unknown language', async () => {
    const blank = await call('PUT', path(), admin.session, { name: '  ', locale: 'en' });
    expect([blank.status, blank.json.field]).toEqual([400, 'name']);
    const locale = await call('PUT', path(), admin.session, { name: 'Acme', locale: 'xx' });
    expect([locale.status, locale.json.field]).toEqual([400, 'locale']);
  });
});

describe('single sign-on settings', () => {
  const path = () => `/api/v1/accounts/${admin.accountId}/sso-settings`;
  it('is not configured at first, then stores what an admin saves', async () => {
    expect((await call('GET', path(), admin.session)).json).toEqual({
      configured: false,
      updatedAt: null,
      clientSecretSet: false,
    });
    const saved = await call('PUT', path(), admin.session, SENT);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ configured: true, clientSecretSet: true, settings: SSO });
    expect((await call('GET', path(), member.session)).json.settings).toEqual(SSO);
    // An empty secret keeps the stored one.
    const changed = await call('PUT', path(), admin.session, {
      ...SSO,
      clientSecret: '',
      role: 'other',
      enforceSso: true,
      emailDomains: 'Example.COM example.com',
    });
    expect(changed.json).toMatchObject({ clientSecretSet: true });
    expect(changed.json.settings).toMatchObject({
      role: 'other',
      enforceSso: true,
      emailDomains: 'example.com',
    });
  });
  it('never sends the client secret back', async () => {
    await call('PUT', path(), admin.session, SENT);
    for (const session of [admin.session, member.session]) {
      const text = JSON.stringify((await call('GET', path(), session)).json);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET.slice(-6));
    }
    expect(JSON.stringify((await call('PUT', path(), admin.session, SENT)).json)).not.toContain(
      SECRET,
    );
  });
  it('refuses a domain another account claims (400 naming emailDomains)', async () => {
    await call('PUT', path(), admin.session, SENT);
    const other = await call(
      'PUT',
      `/api/v1/accounts/${stranger.accountId}/sso-settings`,
      stranger.session,
      { ...SENT, emailDomains: 'elsewhere.example, EXAMPLE.org' },
    );
    expect([other.status, other.json.field]).toEqual([400, 'emailDomains']);
  });
  it('refuses non-admins (403), strangers (404), signed out (401)', async () => {
    expect((await call('PUT', path(), member.session, SENT)).status).toBe(403);
    expect((await call('PUT', path(), stranger.session, SENT)).status).toBe(404);
    expect((await call('PUT', path(), undefined, SENT)).status).toBe(401);
    expect(
      (
        await call(
          'PUT',
          `/api/v1/accounts/${stranger.accountId}/sso-settings`,
          admin.session,
          SENT,
        )
      ).status,
    ).toBe(404);
  });
  it.each([
    ['issuer', { issuer: 'ftp://idp.example.com' }],
    ['issuer', { issuer: 'https://idp.example.com/?tenant=1' }],
    ['clientId', { clientId: '' }],
    ['emailDomains', { emailDomains: 'not a domain!' }],
    ['emailDomains', { emailDomains: '' }],
    ['defaultAccess', { defaultAccess: 'admin' }],
    ['role', { role: 'astronaut' }],
  ])('answers 400 naming %s', async (field, change) => {
    const answer = await call('PUT', path(), admin.session, { ...SENT, ...change });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });
});
