/**
 * Rules that read, then write, under concurrent requests spread over two server instances on
 * one database (on PostgreSQL in the postgres run, where transactions really run side by side):
 * the last-admin rule, billing changes (yearly offer, cancel, plan change), the API key bound,
 * the support message limit and the survey bound. Each rule must hold as if the requests had
 * come one after another: exactly the allowed number succeed, the others answer the API's
 * refusal (409 or 429), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PRODUCT } from '../../runtime/rules/catalog/sessionAllowance';
import { billingCatalog } from '../../server/src/billing/billingCatalog';
import { MAX_KEYS_PER_ACCOUNT } from '../../server/src/data/apiKeys';
import { SUPPORT_LIMITS } from '../../server/src/support/supportLimits';
import {
  ROOT,
  startServer,
  type HttpAnswer,
  type RequestOptions,
  type TestServer,
} from './harness';

const PARALLEL = 20;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startServer();
  b = await startServer({ sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** `count` requests at once, every other one through the second instance. */
function burst(
  count: number,
  method: string,
  path: string,
  options: (i: number) => RequestOptions,
): Promise<HttpAnswer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => (i % 2 ? b : a).request(method, path, options(i))),
  );
}

const statuses = (answers: HttpAnswer[]) => answers.map((x) => x.status).sort();

/** A paid, self-serve, monthly allowance of the session product, from the catalog in use. */
function paidSessionSku(): string {
  const products = billingCatalog(ROOT).catalogs.find(
    (c) => c.billingCycle === 'monthly',
  )!.products;
  const product = products.find((p) => p.name === SESSION_PRODUCT)!;
  const allowance = product.plans
    .flatMap((p) => p.allowances)
    .find((x) => x.selfServeEnabled && x.chargeable && (x.price ?? 0) > 0);
  if (!allowance) throw new Error('the catalog sells no paid session allowance self-serve');
  return allowance.sku;
}

async function owner(email: string) {
  const persona = await a.persona({
    email,
    account: { name: email },
    organizations: [{ name: `${email} org`, access: 'admin', sites: [{ name: 'Shop' }] }],
  });
  return {
    ...persona,
    session: await a.sessionFor(persona.userId),
    organizationId: persona.organizations[0]!.id,
    siteId: persona.organizations[0]!.sites[0]!.id,
  };
}

describe('two admins demoting each other at the same moment', () => {
  /** An organization with two admins, and each one's session. */
  async function twoAdmins(n: number) {
    const first = await owner(`first-admin-${n}@example.com`);
    const second = await a.persona({ email: `second-admin-${n}@example.com` });
    await a.db
      .insertInto('memberships')
      .values({ organization_id: first.organizationId, user_id: second.userId, access: 'admin' })
      .execute();
    return { first, second: { ...second, session: await a.sessionFor(second.userId) } };
  }

  it('leave every organization with an admin: one change passes, the other is refused', async () => {
    // Several organizations at once, so the two demotions overlap somewhere.
    const orgs = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(twoAdmins));
    const answers = await Promise.all(
      orgs.map(({ first, second }) => {
        const members = `/api/v1/organizations/${first.organizationId}/members`;
        return Promise.all([
          a.request('PUT', `${members}/${second.userId}`, {
            session: first.session,
            body: { access: 'write' },
          }),
          b.request('PUT', `${members}/${first.userId}`, {
            session: second.session,
            body: { access: 'write' },
          }),
        ]);
      }),
    );
    for (const [one, two] of answers) {
      // Refused as no longer an admin (403), or as the last admin's demotion (409).
      const [passed, refused] = [one.status, two.status].sort();
      expect(passed).toBe(200);
      expect([403, 409]).toContain(refused);
    }
    for (const { first } of orgs) {
      const admins = await a.db
        .selectFrom('memberships')
        .select('user_id')
        .where('organization_id', '=', first.organizationId)
        .where('access', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
    }
  });
});

describe('billing changes of one site at the same moment', () => {
  const subscription = (siteId: number, action = '') =>
    `/api/v1/sites/${siteId}/subscriptions/${SESSION_PRODUCT}${action}`;
  const monthly = (sku: string) => ({ sku, billingCycle: 'monthly', currency: 'usd' });
  const invoices = (siteId: number) =>
    a.db.selectFrom('invoices').selectAll().where('site_id', '=', siteId).execute();

  it('plan changes to the same plan: all answered 200, billed once', async () => {
    const shop = await owner('plan-change@example.com');
    const answers = await burst(PARALLEL, 'PUT', subscription(shop.siteId), () => ({
      session: shop.session,
      body: monthly(paidSessionSku()),
    }));
    expect(statuses(answers)).toEqual(Array(PARALLEL).fill(200));
    expect(await invoices(shop.siteId)).toHaveLength(1);
  });

  it('the yearly offer accepted many times: one annual invoice', async () => {
    const shop = await owner('yearly@example.com');
    const session = shop.session;
    const bought = await a.request('PUT', subscription(shop.siteId), {
      session,
      body: monthly(paidSessionSku()),
    });
    expect(bought.status).toBe(200);
    const answers = await burst(
      PARALLEL,
      'POST',
      subscription(shop.siteId, '/yearly-discount'),
      () => ({
        session,
      }),
    );
    expect(statuses(answers)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    const annual = (await invoices(shop.siteId)).filter((i) => i.billing_cycle === 'annually');
    expect(annual).toHaveLength(1);
  });

  it('cancelled many times: one cancellation, the rest 409', async () => {
    const shop = await owner('cancel@example.com');
    const session = shop.session;
    await a.request('PUT', subscription(shop.siteId), { session, body: monthly(paidSessionSku()) });
    const answers = await burst(PARALLEL, 'POST', subscription(shop.siteId, '/cancel'), () => ({
      session,
    }));
    expect(statuses(answers)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
  });
});

describe('bounds counted while other requests write', () => {
  it(`API keys: at most ${MAX_KEYS_PER_ACCOUNT} per account`, async () => {
    const admin = await owner('keys-race@example.com');
    const extra = 6;
    const answers = await burst(
      MAX_KEYS_PER_ACCOUNT + extra,
      'POST',
      `/api/v1/accounts/${admin.accountId}/api-keys`,
      (i) => ({ session: admin.session, body: { name: `key ${i}` } }),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(MAX_KEYS_PER_ACCOUNT);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(extra);
    const stored = await a.db
      .selectFrom('api_keys')
      .select('id')
      .where('account_id', '=', admin.accountId)
      .execute();
    expect(stored).toHaveLength(MAX_KEYS_PER_ACCOUNT);
  });

  it('support messages: the short window’s limit holds', async () => {
    const writer = await owner('support-race@example.com');
    const { max } = SUPPORT_LIMITS[0];
    const answers = await burst(max + 8, 'POST', '/api/v1/support/messages', (i) => ({
      session: writer.session,
      body: { subject: `Question ${i}`, message: 'Hello' },
    }));
    expect(answers.filter((x) => x.status === 201)).toHaveLength(max);
    expect(answers.filter((x) => x.status === 429)).toHaveLength(8);
  });
});
