/**
 * Signup campaigns over HTTP (product.md#records-and-their-fields Campaign, product.md#calls GET /api/v1/campaigns/{campaignHash} and POST
 * /api/v1/accounts/{accountId}/campaigns, product.md#constants-and-limits trial campaigns): seeded from the catalog manifest
 * at start (idempotent), 404 for unknown hashes, success true/false on attaching, ownership.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccountCampaign } from '../../server/src/data/campaigns';
import { seedCampaigns } from '../../server/src/signup/campaignSeed';
import { ROOT, startServer, twoPersonas, type TestServer } from './harness';

let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

beforeAll(async () => {
  server = await startServer();
  cast = await twoPersonas(server);
});
afterAll(() => server.close());

const manifestCampaigns = (
  JSON.parse(readFileSync(join(ROOT, 'generated/bundle/catalog.json'), 'utf8')) as {
    campaigns: { hash: string; plan: string; details: { id: number; numFreeDays: number } }[];
  }
).campaigns;

describe('GET /api/v1/campaigns/{campaignHash}', () => {
  it('answers every campaign of the manifest, including product.md#constants-and-limits trial campaigns', async () => {
    expect(manifestCampaigns.length).toBeGreaterThanOrEqual(4);
    for (const c of manifestCampaigns) {
      const answer = await server.request('GET', `/api/v1/campaigns/${c.hash}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        enabled: true,
        plan: c.plan,
        details: { id: c.details.id, plan: c.plan, numFreeDays: 15 }, // product.md#constants-and-limits trial 15 days
      });
    }
    // product.md#constants-and-limits: organizations up to size 100 have their own campaigns; larger ones the large-company one.
    expect((await server.request('GET', '/api/v1/campaigns/trial-large-company')).json).toEqual({
      enabled: true,
      plan: 'scale',
      details: { id: 104, name: 'Trial for large companies', plan: 'scale', numFreeDays: 15 },
    });
  });

  it.each([
    ['unknown', 'no-such-campaign'],
    ['long (100 characters: the longest path parameter Fastify matches)', 'h'.repeat(100)],
    ['encoded NUL', '%00'],
    ['encoded slash', 'a%2Fb'],
    ['unicode', encodeURIComponent('kampagne-ü')],
  ])('%s hash → 404 ApiError', async (_what, hash) => {
    const answer = await server.request('GET', `/api/v1/campaigns/${hash}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'not_found', message: 'No such campaign.' });
  });

  it('a hash longer than a path parameter may be is refused without a 5xx', async () => {
    for (const n of [101, 5000]) {
      const answer = await server.request('GET', `/api/v1/campaigns/${'h'.repeat(n)}`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('a disabled campaign is answered with enabled false (the client derives invalid, product.md#errors)', async () => {
    await server.db
      .insertInto('campaigns')
      .values({
        hash: 'ended-2023',
        enabled: 0,
        plan: 'plus',
        details_id: 900,
        details_name: 'Ended',
        details_plan: 'plus',
        num_free_days: 0,
        audience: null,
        updated_at: 0,
      })
      .execute();
    const answer = await server.request('GET', '/api/v1/campaigns/ended-2023');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ enabled: false, plan: 'plus' });
  });
});

describe('seeding from the catalog manifest', () => {
  it('is an idempotent upsert: repairs edited rows, disables dropped ones, keeps others', async () => {
    await server.db
      .updateTable('campaigns')
      .set({ enabled: 0, plan: 'plus', num_free_days: 99 })
      .where('hash', '=', 'trial-org-11-50')
      .execute();
    await server.db
      .insertInto('campaigns')
      .values({
        hash: 'dropped-from-manifest',
        enabled: 1,
        plan: 'plus',
        details_id: 901,
        details_name: 'Old',
        details_plan: 'plus',
        num_free_days: 15,
        audience: null,
        from_manifest: 1,
        updated_at: 0,
      })
      .execute();
    await server.db
      .insertInto('campaigns')
      .values({
        hash: 'made-by-support',
        enabled: 1,
        plan: 'plus',
        details_id: 902,
        details_name: 'Support',
        details_plan: 'plus',
        num_free_days: 30,
        audience: null,
        updated_at: 0,
      })
      .execute();

    await seedCampaigns(server.db, ROOT);
    await seedCampaigns(server.db, ROOT);

    const rows = await server.db
      .selectFrom('campaigns')
      .select(['hash', 'enabled', 'plan', 'num_free_days', 'from_manifest'])
      .orderBy('hash')
      .execute();
    const byHash = Object.fromEntries(rows.map((r) => [r.hash, r]));
    expect(byHash['trial-org-11-50']).toMatchObject({
      enabled: 1,
      plan: 'business',
      num_free_days: 15,
    });
    expect(byHash['dropped-from-manifest']).toMatchObject({ enabled: 0 });
    expect(byHash['made-by-support']).toMatchObject({ enabled: 1, from_manifest: 0 });
    expect(rows.filter((r) => r.from_manifest === 1 && r.enabled === 1).map((r) => r.hash)).toEqual(
      manifestCampaigns.map((c) => c.hash).sort(),
    );
  });
});

describe('POST /api/v1/accounts/{accountId}/campaigns?device=', () => {
  const attach = (accountId: number, body: unknown, session?: string, device = 'desktop') =>
    server.request('POST', `/api/v1/accounts/${accountId}/campaigns?device=${device}`, {
      body,
      session,
    });

  it('attaches a campaign once: success true, plan applied; again true; another false', async () => {
    const { alice, aliceSession, aliceSite } = cast;
    const first = await attach(
      alice.accountId,
      { campaign_hash: 'trial-org-1-10', source: 'signup' },
      aliceSession,
    );
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true });
    const account = await server.db
      .selectFrom('accounts')
      .select('plan')
      .where('id', '=', alice.accountId)
      .executeTakeFirstOrThrow();
    expect(account.plan).toBe('business');
    // Alice's site is on plus already: a campaign never downgrades or replaces a paid plan.
    const site = await server.db
      .selectFrom('sites')
      .select('plan')
      .where('id', '=', aliceSite.id)
      .executeTakeFirstOrThrow();
    expect(site.plan).toBe('plus');
    const row = await server.db
      .selectFrom('account_campaigns')
      .selectAll()
      .where('account_id', '=', alice.accountId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      campaign_hash: 'trial-org-1-10',
      source: 'signup',
      device: 'desktop',
    });

    // The session says which trial audience the account signed up with (product.md#roles-and-permissions success card).
    const me = await server.request('GET', '/api/v1/session', { session: aliceSession });
    expect(me.json).toMatchObject({ trialAudience: 'organization-size' });

    const again = await attach(
      alice.accountId,
      { campaign_hash: 'trial-org-1-10', source: 'signup' },
      aliceSession,
    );
    expect(again.json).toEqual({ success: true });

    const other = await attach(
      alice.accountId,
      { campaign_hash: 'trial-large-company', source: 'signup' },
      aliceSession,
    );
    expect(other.status).toBe(200);
    expect(other.json).toEqual({
      success: false,
      message: 'This account already signed up with another campaign.',
    });
  });

  it.each([
    ['unknown', 'no-such-campaign'],
    ['disabled', 'ended-2023'],
  ])(
    'an %s campaign → 200 success false with a message (product.md#calls "error if not success")',
    async (_w, hash) => {
      const answer = await attach(
        cast.bob.accountId,
        { campaign_hash: hash, source: 'signup' },
        cast.bobSession,
      );
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        success: false,
        message: 'No such campaign, or it has ended.',
      });
    },
  );

  it("another user's account → 404, like a missing one; nothing attached", async () => {
    const foreign = await attach(
      cast.bob.accountId,
      { campaign_hash: 'trial-org-1-10', source: 'signup' },
      cast.aliceSession,
    );
    const missing = await attach(
      999999,
      { campaign_hash: 'trial-org-1-10', source: 'signup' },
      cast.aliceSession,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
    const row = await server.db
      .selectFrom('account_campaigns')
      .select('account_id')
      .where('account_id', '=', cast.bob.accountId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('needs a session (401)', async () => {
    const answer = await attach(cast.alice.accountId, { campaign_hash: 'x', source: 'signup' });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['no body', undefined, undefined],
    ['campaign_hash missing', 'campaign_hash', { source: 'signup' }],
    ['source missing', 'source', { campaign_hash: 'trial-org-1-10' }],
    ['campaign_hash a number list', 'campaign_hash', { campaign_hash: [1, 2], source: 'signup' }],
    ['campaign_hash blank', 'campaign_hash', { campaign_hash: '  ', source: 'signup' }],
    ['campaign_hash huge', 'campaign_hash', { campaign_hash: 'c'.repeat(10000), source: 'signup' }],
    ['source blank', 'source', { campaign_hash: 'trial-org-1-10', source: '' }],
    ['source with spaces', 'source', { campaign_hash: 'trial-org-1-10', source: 'a b' }],
    ['unknown field', 'plan', { campaign_hash: 'trial-org-1-10', source: 'signup', plan: 'scale' }],
  ])('%s → 400 naming %s', async (_what, field, body) => {
    const answer = await attach(cast.bob.accountId, body, cast.bobSession);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('bad_request');
    if (field) expect(answer.json.field).toBe(field);
  });

  it.each([
    ['missing', ''],
    ['too long', 'd'.repeat(100)],
    ['with a space', 'desk%20top'],
  ])('device %s → 400 naming device', async (_what, device) => {
    const url = `/api/v1/accounts/${cast.bob.accountId}/campaigns${device === '' ? '' : `?device=${device}`}`;
    const answer = await server.request('POST', url, {
      body: { campaign_hash: 'trial-org-1-10', source: 'signup' },
      session: cast.bobSession,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('device');
  });

  it('accountId not a number → 400 naming accountId', async () => {
    const answer = await server.request('POST', '/api/v1/accounts/abc/campaigns?device=desktop', {
      body: { campaign_hash: 'trial-org-1-10', source: 'signup' },
      session: cast.bobSession,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('accountId');
  });
});

describe('product.md#roles-and-permissions trials list', () => {
  it('refuses a trial campaign to an account with an organization in the trials list', async () => {
    const carol = await server.persona({
      email: 'carol-trials@example.com',
      organizations: [{ name: 'Listed org' }],
    });
    const listedId = carol.organizations[0]!.id;
    const rules = { basicPlans: ['basic', 'free'], trialsListOrganizationIds: [listedId] };
    const origin = { source: 'signup', device: 'desktop' };
    const refused = await server.db
      .transaction()
      .execute((tx) =>
        registerAccountCampaign(tx, carol.accountId, 'trial-org-1-10', origin, rules),
      );
    expect(refused).toEqual({
      success: false,
      message: 'This organization is not eligible for a trial.',
    });
    const allowed = await server.db.transaction().execute((tx) =>
      registerAccountCampaign(tx, carol.accountId, 'trial-org-1-10', origin, {
        ...rules,
        trialsListOrganizationIds: [],
      }),
    );
    expect(allowed).toEqual({ success: true });
  });
});
