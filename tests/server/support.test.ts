/**
 * Help and support over real HTTP: the contact form's POST /api/v1/support/messages
 * (stored, mailed to support with the user's name, e-mail and site id — product.md#calls's chatbot parameters
 * — bounded, rate-limited per user with Retry-After, a foreign site 404) and the responses
 * usage of the top bar (GET /api/v1/sites/{siteId}/monthly-responses: the allowance of the
 * site's Ask subscription, product.md#constants-and-limits; usage 0 while no responses store exists).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMonth } from '../../runtime/rules/tracking/sessionUsage';
import { productUpdateList } from '../../server/src/support/productUpdates';
import { SUPPORT_ADDRESS } from '../../server/src/support/supportInbox';
import { SUPPORT_LIMITS, supportRetryAfter } from '../../server/src/support/supportLimits';
import { startServer, type TestServer } from './harness';
import { catalogStep } from '../support/manifestFacts';

let server: TestServer;
let me: { userId: number; session: string; site: number; plusSite: number; scaleSite: number };
let other: { session: string; site: number };

beforeAll(async () => {
  server = await startServer({ mail: true });
  const a = await server.persona({
    email: 'support-me@example.com',
    name: 'Ada Support',
    account: { name: 'Support account' },
    organizations: [
      {
        name: 'Org',
        access: 'read',
        sites: [
          { name: 'Basic', plan: 'basic' },
          { name: 'Plus', plan: 'plus' },
          { name: 'Scale', plan: 'scale' },
        ],
      },
    ],
  });
  const sites = a.organizations[0]!.sites;
  me = {
    userId: a.userId,
    session: await server.sessionFor(a.userId),
    site: sites[0]!.id,
    plusSite: sites[1]!.id,
    scaleSite: sites[2]!.id,
  };
  const b = await server.persona({
    email: 'support-other@example.com',
    organizations: [{ name: 'Other', access: 'admin', sites: [{ name: 'Theirs' }] }],
  });
  other = { session: await server.sessionFor(b.userId), site: b.organizations[0]!.sites[0]!.id };
});
afterAll(() => server.close());

const post = (body: unknown, session: string | null = me.session) =>
  server.request(
    'POST',
    '/api/v1/support/messages',
    session === null ? { body } : { body, session },
  );

describe('POST /api/v1/support/messages', () => {
  it('stores the message and mails it to support with the name, e-mail and site id', async () => {
    const answer = await post({
      subject: 'Heatmap empty',
      message: 'Since today.',
      siteId: me.site,
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(Number),
      delivery: 'sending',
    });
    const row = await server.db
      .selectFrom('support_messages')
      .selectAll()
      .where('id', '=', answer.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: me.userId,
      site_id: me.site,
      subject: 'Heatmap empty',
      message: 'Since today.',
    });
    const toSupport = await server.mailTo(SUPPORT_ADDRESS);
    expect(toSupport.subject).toBe(`[Support #${answer.json.id}] Heatmap empty`);
    expect(toSupport.text).toContain('Ada Support <support-me@example.com>');
    expect(toSupport.text).toContain(`Site: ${me.site}`);
    // The sender's confirmation, in their language, quoting what they wrote.
    const confirmation = await server.mailTo('support-me@example.com');
    expect(confirmation.subject).toBe('We received your message: Heatmap empty');
    expect(confirmation.text).toContain(`#${answer.json.id}`);
    expect(confirmation.text).toContain('> Since today.');
  });

  it('says the message is queued, not sent, when no SMTP server is configured', async () => {
    const offline = await startServer();
    try {
      const user = await offline.persona({
        email: 'queued@example.com',
        name: 'Q',
        account: { name: 'Q account' },
        organizations: [{ name: 'Q org', access: 'read', sites: [{ name: 'Q site' }] }],
      });
      const answer = await offline.request('POST', '/api/v1/support/messages', {
        session: await offline.sessionFor(user.userId),
        body: { subject: 'Hello', message: '<b>Hi</b>' },
      });
      expect(answer.status).toBe(201);
      expect(answer.json.delivery).toBe('queued');
      const pending = await offline.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'sent_at', 'html_body'])
        .execute();
      expect(pending.map((r) => r.recipient).sort()).toEqual(
        [SUPPORT_ADDRESS, 'queued@example.com'].sort(),
      );
      expect(pending.every((r) => r.sent_at === null)).toBe(true);
      // What the user typed is escaped in the HTML part.
      const html = pending.find((r) => r.recipient === 'queued@example.com')!.html_body!;
      expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;');
      expect(html).not.toContain('<b>Hi</b>');
    } finally {
      await offline.close();
    }
  });
  it('takes no name or e-mail from the body (the session says who sends)', async () => {
    const answer = await post({ subject: 's', message: 'm', email: 'evil@example.com' });
    expect(answer.status).toBe(400);
  });
  it.each([
    ['no subject', { message: 'm' }, 'subject'],
    ['an empty subject', { subject: '', message: 'm' }, 'subject'],
    ['a blank subject', { subject: '   ', message: 'm' }, 'subject'],
    ['a subject of 151 characters', { subject: 'x'.repeat(151), message: 'm' }, 'subject'],
    ['an empty message', { subject: 's', message: '' }, 'message'],
    ['a blank message', { subject: 's', message: ' \n ' }, 'message'],
    ['a message of 5,001 characters', { subject: 's', message: 'x'.repeat(5001) }, 'message'],
    ['site id 0', { subject: 's', message: 'm', siteId: 0 }, 'siteId'],
    ['a site id that is no number', { subject: 's', message: 'm', siteId: 'one' }, 'siteId'],
  ])('answers %s with a 400 naming the field', async (_name, body, field) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });
  it('answers 404 for a site of someone else, and stores nothing', async () => {
    const before = await count();
    const answer = await post({ subject: 's', message: 'm', siteId: other.site });
    expect(answer.status).toBe(404);
    expect(await count()).toBe(before);
  });
  it('answers 401 signed out', async () => {
    expect((await post({ subject: 's', message: 'm' }, null)).status).toBe(401);
  });
  it('limits a user to 5 messages in 15 minutes, with Retry-After; others are not held up', async () => {
    // The first test sent one (the 400s and the 404 stored nothing).
    for (let i = 0; i < 4; i++) {
      expect((await post({ subject: `n${i}`, message: 'm' })).status).toBe(201);
    }
    const refused = await post({ subject: 'sixth', message: 'm' });
    expect(refused.status).toBe(429);
    // The one code every rate limit of the API answers with.
    expect(refused.json).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect((await post({ subject: 'theirs', message: 'm' }, other.session)).status).toBe(201);
  });
});

describe('supportRetryAfter', () => {
  const [short, day] = SUPPORT_LIMITS;
  const now = 1_000_000;
  it.each([
    ['nothing sent', [], 0],
    ['4 in 15 minutes', [now - 60, now - 50, now - 40, now - 30], 0],
    [
      '5 in 15 minutes: wait for the oldest to leave',
      [now - 600, now - 50, now - 40, now - 30, now - 20],
      300,
    ],
    ['5 sent 15 minutes ago and more: free again', Array(5).fill(now - short.windowSeconds), 0],
  ])('%s', (_name, times, want) => {
    expect(supportRetryAfter(times as number[], now)).toBe(want);
  });
  it('holds the daily limit: 20 in a day', () => {
    const times = Array.from(
      { length: day.max },
      (_, i) => now - day.windowSeconds + 100 + i * 3600,
    );
    expect(supportRetryAfter(times, now)).toBe(100);
  });
});

describe('GET /api/v1/sites/{siteId}/monthly-responses', () => {
  it.each([
    ['basic', () => me.site, catalogStep('ask-basic-20').monthlyResponses],
    ['plus', () => me.plusSite, catalogStep('ask-plus-250').monthlyResponses],
    ['scale', () => me.scaleSite, catalogStep('ask-scale-1000000').monthlyResponses],
  ])('a %s site gets its Ask allowance of the catalog manifests', async (_plan, site, limit) => {
    const answer = await server.request('GET', `/api/v1/sites/${site()}/monthly-responses`, {
      session: me.session,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      limit,
      usage: 0,
      next_reset_date: usageMonth(Date.now()).nextResetDate,
      usage_percentage: 0,
    });
  });
  it('follows the site’s Ask subscription, not the Observe plan the site carries', async () => {
    const limit = async () =>
      (
        await server.request('GET', `/api/v1/sites/${other.site}/monthly-responses`, {
          session: other.session,
        })
      ).json.limit;
    const buy = async (product: string, sku: string) => {
      const body = { sku, billingCycle: 'monthly', currency: 'usd' };
      const answer = await server.request(
        'PUT',
        `/api/v1/sites/${other.site}/subscriptions/${product}`,
        { session: other.session, body },
      );
      expect(answer.status).toBe(200);
    };
    await buy('observe', 'observe-business-20000');
    expect(await limit()).toBe(catalogStep('ask-basic-20').monthlyResponses);
    await buy('ask', 'ask-plus-250');
    expect(await limit()).toBe(catalogStep('ask-plus-250').monthlyResponses);
  });
  it('answers 404 for a foreign site and 401 signed out', async () => {
    const path = `/api/v1/sites/${other.site}/monthly-responses`;
    expect((await server.request('GET', path, { session: me.session })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/sites/${me.site}/monthly-responses`)).status).toBe(
      401,
    );
  });
});

describe('product updates (product.md#screens-and-routes help menu "product updates with counter")', () => {
  const path = () => `/api/v1/users/${me.userId}/product-updates`;
  it('counts every declared update unseen at first, newest first', async () => {
    const answer = await server.request('GET', path(), { session: me.session });
    expect(answer.status).toBe(200);
    const { updates, unseen, seenUpTo } = answer.json;
    expect(seenUpTo).toBeNull();
    expect(updates.length).toBeGreaterThan(0);
    expect(unseen).toBe(updates.length);
    const dates = updates.map((u: { date: string }) => u.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(updates[0]).toMatchObject({
      title: expect.stringMatching(/^support:updates\.items\./),
      seen: false,
    });
  });
  it('marks them seen up to the newest, kept in app-state', async () => {
    const marked = await server.request('POST', `${path()}/seen`, { session: me.session });
    expect(marked.status).toBe(200);
    expect(marked.json.unseen).toBe(0);
    expect(marked.json.seenUpTo).toBe(marked.json.updates[0].date);
    const state = await server.request('GET', `/api/v1/users/${me.userId}/app-state`, {
      session: me.session,
    });
    expect(state.json.app_state_settings).toContainEqual(
      expect.objectContaining({ namespace: 'product_updates', key: 'seen_up_to' }),
    );
    expect((await server.request('GET', path(), { session: me.session })).json.unseen).toBe(0);
  });
  it('answers 403 for another user and 401 signed out', async () => {
    expect((await server.request('GET', path(), { session: other.session })).status).toBe(403);
    expect(
      (await server.request('POST', `${path()}/seen`, { session: other.session })).status,
    ).toBe(403);
    expect((await server.request('GET', path())).status).toBe(401);
  });
  it.each([
    ['nothing seen', undefined, 3],
    ['seen up to the middle one', '2026-02-01', 1],
    ['seen up to the newest', '2026-03-01', 0],
    ['a later date', '2027-01-01', 0],
    ['a value that is no date', 'yesterday', 3],
  ])('counts unseen with %s', (_name, stored, unseen) => {
    const updates = [
      { id: 'c', date: '2026-03-01', title: 't', href: 'https://x' },
      { id: 'b', date: '2026-02-01', title: 't', href: 'https://x' },
      { id: 'a', date: '2026-01-01', title: 't', href: 'https://x' },
    ];
    expect(productUpdateList(updates, stored).unseen).toBe(unseen);
  });
});

async function count(): Promise<number> {
  const rows = await server.db.selectFrom('support_messages').select('id').execute();
  return rows.length;
}
