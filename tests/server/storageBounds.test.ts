/**
 * over real HTTP: nobody fills the disk. Product events (signed out too) are
 * rate-limited per address and per session, their details capped by the schema, and events
 * without a session kept small; a user's app-state is capped per namespace and scope and in
 * total bytes, and a refused write stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEYS_PER_SCOPE, MAX_VALUE_BYTES_PER_USER } from '../../server/src/data/appState';
import { MAX_ANONYMOUS_EVENT_BYTES } from '../../server/src/handlers/events';
import { startServer, twoPersonas, type TestServer } from './harness';

const EVENTS = '/api/v1/events';

async function eventCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('product_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/v1/events bounds', () => {
  let server: TestServer;
  let session: string;
  beforeAll(async () => {
    // Small limits so the test reaches them; TRUST_PROXY lets it speak from other addresses.
    server = await startServer({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_EVENTS_PER_IP: '5/1m',
        RATE_LIMIT_EVENTS_PER_SESSION: '3/1m',
      },
    });
    const persona = await server.persona({ email: 'events@example.com' });
    session = await server.sessionFor(persona.userId);
  });
  afterAll(() => server.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('limits signed-out events per address: 429 with Retry-After, nothing stored', async () => {
    const before = await eventCount(server);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await server.request('POST', EVENTS, {
        body: { name: 'Login Failed' },
        headers: from('203.0.113.1'),
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.json).toMatchObject({ error: 'rate_limited' });
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(await eventCount(server)).toBe(before + 5);
    // Another address goes on.
    const other = await server.request('POST', EVENTS, {
      body: { name: 'Login Failed' },
      headers: from('203.0.113.2'),
    });
    expect(other.status).toBe(202);
  });

  it('limits one session across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await server.request('POST', EVENTS, {
        session,
        body: { name: 'step completed' },
        headers: from(`198.51.100.${i + 1}`),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it.each([
    ['21 properties', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']))],
    ['a value over 500 characters', { message: 'x'.repeat(501) }],
    ['a nested object', { nested: { deeper: 'x' } }],
  ])('refuses %s with 400 naming the field', async (_what, properties) => {
    const answer = await server.request('POST', EVENTS, {
      body: { name: 'Shape', properties },
      headers: from('192.0.2.10'),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('bad_request');
    expect(answer.json.field).toMatch(/^properties/);
  });

  it('keeps signed-out events small: 413 over 2 KiB of properties', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`k${i}`, 'é'.repeat(400)]),
    );
    expect(Buffer.byteLength(JSON.stringify(properties))).toBeGreaterThan(
      MAX_ANONYMOUS_EVENT_BYTES,
    );
    const answer = await server.request('POST', EVENTS, {
      body: { name: 'Big', properties },
      headers: from('192.0.2.11'),
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ error: 'payload_too_large', field: 'properties' });
  });

  it('refuses a body over 8 KiB before reading it all', async () => {
    const answer = await server.request('POST', EVENTS, {
      body: { name: 'x'.repeat(9 * 1024) },
      headers: from('192.0.2.12'),
    });
    expect(answer.status).toBe(413);
  });
});

describe('app-state bounds', () => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof twoPersonas>>;
  beforeAll(async () => {
    server = await startServer();
    cast = await twoPersonas(server);
  });
  afterAll(() => server.close());

  const save = (body: object) =>
    server.request('POST', `/api/v1/users/${cast.alice.userId}/app-state`, {
      session: cast.aliceSession,
      body,
    });

  it.each([
    ['namespace', { namespace: 'n'.repeat(65), key: 'k', value: 'v' }],
    ['key', { namespace: 'n', key: 'k'.repeat(129), value: 'v' }],
    ['value', { namespace: 'n', key: 'k', value: 'v'.repeat(4097) }],
  ])('refuses an over-long %s with 400 naming it', async (field, body) => {
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });

  it(`allows ${MAX_KEYS_PER_SCOPE} keys per namespace and scope, then 409; replacing still works`, async () => {
    for (let i = 0; i < MAX_KEYS_PER_SCOPE; i++) {
      expect((await save({ namespace: 'many', key: `k${i}`, value: '1' })).status).toBe(200);
    }
    const over = await save({ namespace: 'many', key: 'one-more', value: '1' });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ error: 'limit_reached', field: 'key' });
    expect((await save({ namespace: 'many', key: 'k0', value: '2' })).status).toBe(200);
    // Another scope of the same namespace has its own count.
    const site = { namespace: 'many', key: 'one-more', value: '1', site_id: cast.aliceSite.id };
    expect((await save(site)).status).toBe(200);
  });

  it('caps the bytes of all values of a user; the refused value is not stored', async () => {
    const big = 'é'.repeat(2000); // 4,000 bytes, within the 4,096-character value limit
    let saved = 0;
    let answer;
    for (let i = 0; i < 100; i++) {
      answer = await save({ namespace: 'bulk', key: `b${i}`, value: big });
      if (answer.status !== 200) break;
      saved++;
    }
    expect(answer?.status).toBe(409);
    expect(answer?.json).toMatchObject({ error: 'limit_reached', field: 'value' });
    expect(saved).toBeGreaterThan(50);
    const rows = await server.db
      .selectFrom('app_state_settings')
      .select('value')
      .where('user_id', '=', cast.alice.userId)
      .execute();
    const total = rows.reduce((sum, row) => sum + Buffer.byteLength(row.value), 0);
    expect(total).toBeLessThanOrEqual(MAX_VALUE_BYTES_PER_USER);
    expect(rows).toHaveLength(MAX_KEYS_PER_SCOPE + 1 + saved);
    // Bob's own budget is untouched.
    const bobs = await server.request('POST', `/api/v1/users/${cast.bob.userId}/app-state`, {
      session: cast.bobSession,
      body: { namespace: 'bulk', key: 'b0', value: big },
    });
    expect(bobs.status).toBe(200);
  });
});
