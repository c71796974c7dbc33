/**
 * The sister-product lookups over real HTTP (product.md#calls "site-to-project and
 * account-to-cross-sell-account lookup"): a site's research project (made on the first ask, the
 * same id afterwards, one per site), an account's linked cross-sell account (null without a
 * link); 401 signed out, 404 for a foreign or missing site / account, 400 for a malformed id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCrossSellAccount } from '../../server/src/data/sisterProducts';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let me: { session: string; accountId: number; siteA: number; siteB: number; readSite: number };
let other: { session: string; accountId: number; site: number };

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'sister-me@example.com',
    account: { name: 'Cross-sell account', variant: 'cross-sell' },
    organizations: [
      { name: 'Org', access: 'admin', sites: [{ name: 'A' }, { name: 'B' }] },
      { name: 'Partner', access: 'read', sites: [{ name: 'Read' }] },
    ],
  });
  me = {
    session: await server.sessionFor(a.userId),
    accountId: a.accountId,
    siteA: a.organizations[0]!.sites[0]!.id,
    siteB: a.organizations[0]!.sites[1]!.id,
    readSite: a.organizations[1]!.sites[0]!.id,
  };
  const b = await server.persona({
    email: 'sister-other@example.com',
    account: { name: 'Other account' },
    organizations: [{ name: 'Other org', access: 'admin', sites: [{ name: 'Theirs' }] }],
  });
  other = {
    session: await server.sessionFor(b.userId),
    accountId: b.accountId,
    site: b.organizations[0]!.sites[0]!.id,
  };
});
afterAll(() => server.close());

const get = (path: string, session?: string) =>
  server.request('GET', path, session === undefined ? {} : { session });

describe('GET /api/v1/sites/{siteId}/project', () => {
  it('makes the project on the first ask and answers the same one afterwards', async () => {
    const first = await get(`/api/v1/sites/${me.siteA}/project`, me.session);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ siteId: me.siteA, projectId: expect.any(Number) });
    const again = await get(`/api/v1/sites/${me.siteA}/project`, me.session);
    expect(again.json).toEqual(first.json);
  });
  it('gives each site its own project, also under parallel first asks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(`/api/v1/sites/${me.siteB}/project`, me.session)),
    );
    const ids = new Set(answers.map((a) => a.json.projectId));
    expect(ids.size).toBe(1);
    const a = await get(`/api/v1/sites/${me.siteA}/project`, me.session);
    expect(ids.has(a.json.projectId)).toBe(false);
  });
  it('answers members with read access too', async () => {
    expect((await get(`/api/v1/sites/${me.readSite}/project`, me.session)).status).toBe(200);
  });
  it('answers 404 for a site of someone else and for a missing one, alike', async () => {
    const foreign = await get(`/api/v1/sites/${other.site}/project`, me.session);
    const missing = await get(`/api/v1/sites/999999/project`, me.session);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
  });
  it('answers 401 signed out and 400 for a malformed id', async () => {
    expect((await get(`/api/v1/sites/${me.siteA}/project`)).status).toBe(401);
    const bad = await get('/api/v1/sites/abc/project', me.session);
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('siteId');
  });
});

describe('GET /api/v1/accounts/{accountId}/cross-sell-account', () => {
  it('answers null without a link, then the linked account', async () => {
    const path = `/api/v1/accounts/${me.accountId}/cross-sell-account`;
    expect((await get(path, me.session)).json).toEqual({
      accountId: me.accountId,
      crossSellAccountId: null,
    });
    await linkCrossSellAccount(server.db, me.accountId, 501);
    expect((await get(path, me.session)).json).toEqual({
      accountId: me.accountId,
      crossSellAccountId: 501,
    });
  });
  it('answers 404 for another account and a missing one, alike', async () => {
    await linkCrossSellAccount(server.db, other.accountId, 777);
    const foreign = await get(`/api/v1/accounts/${other.accountId}/cross-sell-account`, me.session);
    const missing = await get('/api/v1/accounts/999999/cross-sell-account', me.session);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
    expect(foreign.text).not.toContain('777');
  });
  it('answers 401 signed out and 400 for a malformed id', async () => {
    expect((await get(`/api/v1/accounts/${me.accountId}/cross-sell-account`)).status).toBe(401);
    const bad = await get('/api/v1/accounts/x/cross-sell-account', me.session);
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('accountId');
  });
});
