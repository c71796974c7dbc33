/**
 * The account's API keys and the public API (settings /public-api) over real HTTP:
 * account admins create, list and revoke keys (another member 403, someone outside 404, signed
 * out 401); only the SHA-256 is stored; at most 20 keys, names of 1–80 characters (400 naming
 * `name`); a key opens GET /api/v1/public/sites of its own account (Bearer, no cookie set) and,
 * once revoked, is refused with 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey, PublicSite } from '../../generated/types';
import { hashApiKey, MAX_KEYS_PER_ACCOUNT } from '../../server/src/data/apiKeys';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let admin: { session: string; accountId: number; siteIds: number[] };
let member: { session: string };
let stranger: { session: string; accountId: number; siteId: number };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'keys-admin@example.com',
    name: 'Key Admin',
    account: { name: 'Keys account' },
    organizations: [
      { name: 'Keys org', access: 'admin', sites: [{ name: 'Shop A' }, { name: 'Shop B' }] },
      { name: 'Keys org 2', access: 'read', sites: [{ name: 'Shop C' }] },
    ],
  });
  admin = {
    session: await server.sessionFor(a.userId),
    accountId: a.accountId,
    siteIds: a.organizations.flatMap((o) => o.sites.map((s) => s.id)),
  };
  // A second member of the same account, not an admin.
  const m = await server.persona({ email: 'keys-member@example.com', account: { name: 'Own' } });
  await server.db
    .insertInto('account_users')
    .values({ account_id: a.accountId, user_id: m.userId, is_admin: 0 })
    .execute();
  member = { session: await server.sessionFor(m.userId) };
  const s = await server.persona({
    email: 'keys-stranger@example.com',
    account: { name: 'Stranger account' },
    organizations: [{ name: 'Stranger org', access: 'admin', sites: [{ name: 'Elsewhere' }] }],
  });
  stranger = {
    session: await server.sessionFor(s.userId),
    accountId: s.accountId,
    siteId: s.organizations[0]!.sites[0]!.id,
  };
});
afterAll(() => server.close());

const keysPath = (accountId: number) => `/api/v1/accounts/${accountId}/api-keys`;
const create = (name: unknown, session = admin.session, accountId = admin.accountId) =>
  server.request('POST', keysPath(accountId), { session, body: { name } });
const publicSites = (key: string | undefined, headers: Record<string, string> = {}) =>
  server.request('GET', '/api/v1/public/sites', {
    headers: key === undefined ? headers : { authorization: `Bearer ${key}`, ...headers },
  });

describe('who manages keys', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['DELETE', '/1'],
  ])(
    '%s …/api-keys%s: 401 signed out, 403 for a member, 404 outside the account',
    async (method, tail) => {
      const path = keysPath(admin.accountId) + tail;
      const body = method === 'POST' ? { name: 'x' } : undefined;
      expect((await server.request(method, path, { body })).status).toBe(401);
      expect((await server.request(method, path, { body, session: member.session })).status).toBe(
        403,
      );
      const foreign = await server.request(method, path, { body, session: stranger.session });
      expect(foreign.status).toBe(404);
      const missing = await server.request(method, keysPath(999_999) + tail, {
        body,
        session: admin.session,
      });
      expect(missing.status).toBe(404);
      expect(foreign.json).toEqual(missing.json);
    },
  );
});

describe('create, list, use, revoke', () => {
  it('shows the secret once, stores only its hash, lists name, prefix, created and last use', async () => {
    const created = await create('  Nightly export  ');
    expect(created.status).toBe(201);
    const { key, secret } = created.json as CreatedApiKey;
    expect(secret).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Nightly export',
      prefix: secret.slice(0, 12),
      lastUsed: null,
      createdBy: 'Key Admin',
    });
    expect(created.headers.get('cache-control')).toBe('no-store');

    const rows = await server.db.selectFrom('api_keys').selectAll().execute();
    expect(rows.map((r) => r.secret_hash)).toContain(hashApiKey(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);

    const list = await server.request('GET', keysPath(admin.accountId), {
      session: admin.session,
    });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(secret);
    expect((list.json as ApiKey[]).find((k) => k.id === key.id)).toEqual(key);
  });

  it('a request with the key reads the account’s sites and sets no cookie; revoked → 401', async () => {
    const { key, secret } = (await create('Reporting')).json as CreatedApiKey;
    const answer = await publicSites(secret);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const sites = answer.json as PublicSite[];
    expect(sites.map((s) => s.id).sort()).toEqual([...admin.siteIds].sort());
    expect(sites.map((s) => s.id)).not.toContain(stranger.siteId);

    const listed = (
      await server.request('GET', keysPath(admin.accountId), { session: admin.session })
    ).json as ApiKey[];
    expect(listed.find((k) => k.id === key.id)?.lastUsed).toEqual(expect.any(Number));

    const revoked = await server.request('DELETE', `${keysPath(admin.accountId)}/${key.id}`, {
      session: admin.session,
    });
    expect(revoked.status).toBe(204);
    const refused = await publicSites(secret);
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ error: 'invalid_api_key' });
    // Revoking again, or another account's key id: 404.
    expect(
      (
        await server.request('DELETE', `${keysPath(admin.accountId)}/${key.id}`, {
          session: admin.session,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses requests without a valid key, and a session cookie is no key', async () => {
    expect((await publicSites(undefined)).status).toBe(401);
    expect((await publicSites('lsk_short')).status).toBe(401);
    expect((await publicSites('lsk_' + 'A'.repeat(43))).status).toBe(401);
    const withCookie = await server.request('GET', '/api/v1/public/sites', {
      session: admin.session,
    });
    expect(withCookie.status).toBe(401);
  });

  it('a key of another account is revoked only there (404 here)', async () => {
    const other = (await create('Theirs', stranger.session, stranger.accountId))
      .json as CreatedApiKey;
    const attempt = await server.request('DELETE', `${keysPath(admin.accountId)}/${other.key.id}`, {
      session: admin.session,
    });
    expect(attempt.status).toBe(404);
    const sites = (await publicSites(other.secret)).json as PublicSite[];
    expect(sites.map((s) => s.id)).toEqual([stranger.siteId]);
  });
});

describe('bounds', () => {
  it.each([[''], ['   '], ['x'.repeat(81)], [undefined]])(
    'name %j → 400 naming name',
    async (name) => {
      const answer = await create(name);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'name' });
    },
  );

  it('takes a name of 80 characters', async () => {
    const answer = await create('y'.repeat(80));
    expect(answer.status).toBe(201);
  });

  it(`holds at most ${MAX_KEYS_PER_ACCOUNT} keys per account (409), room again after a revoke`, async () => {
    const existing = await server.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', admin.accountId)
      .executeTakeFirstOrThrow();
    for (let i = Number(existing.n); i < MAX_KEYS_PER_ACCOUNT; i++) {
      expect((await create(`Key ${i}`)).status).toBe(201);
    }
    const over = await create('One too many');
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ error: 'too_many_keys' });
    const list = (
      await server.request('GET', keysPath(admin.accountId), { session: admin.session })
    ).json as ApiKey[];
    expect(list).toHaveLength(MAX_KEYS_PER_ACCOUNT);
    await server.request('DELETE', `${keysPath(admin.accountId)}/${list[0]!.id}`, {
      session: admin.session,
    });
    expect((await create('Room again')).status).toBe(201);
  });
});
