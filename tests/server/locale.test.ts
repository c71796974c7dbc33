/**
 * Locale of a user and of an account (product.md#calls): GET/PUT, a language outside product.md#constants-and-limits's sets → 400 naming
 * `locale`, another user → 403, an account the user is not in → 404 (as if it did not exist).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, startServer, twoPersonas, type TestServer } from './harness';
import { languageSets } from '../support/manifestFacts';

let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

beforeAll(async () => {
  server = await startServer();
  cast = await twoPersonas(server);
});
afterAll(() => server.close());

describe('user locale', () => {
  const path = (id: number) => `/api/v1/users/${id}/locale`;

  it('reads and changes the language', async () => {
    const { alice, aliceSession: session } = cast;
    expect((await server.request('GET', path(alice.userId), { session })).json).toEqual({
      locale: 'en',
    });
    const put = await server.request('PUT', path(alice.userId), {
      session,
      body: { locale: 'pt-BR' },
    });
    expect(put).toMatchObject({ status: 200, json: { locale: 'pt-BR' } });
    expect((await server.request('GET', path(alice.userId), { session })).json).toEqual({
      locale: 'pt-BR',
    });
    // The session sees it too.
    expect((await server.request('GET', '/api/v1/session', { session })).json.user.locale).toBe(
      'pt-BR',
    );
  });

  it('accepts the alternative set (ja) and refuses other languages, naming locale', async () => {
    const { alice, aliceSession: session } = cast;
    expect(
      (await server.request('PUT', path(alice.userId), { session, body: { locale: 'ja' } })).status,
    ).toBe(200);
    for (const locale of ['xx', 'english', 'en-us', '']) {
      const answer = await server.request('PUT', path(alice.userId), { session, body: { locale } });
      expect(answer.status, locale).toBe(400);
      expect(answer.json).toMatchObject({ error: 'bad_request', field: 'locale' });
    }
    const missing = await server.request('PUT', path(alice.userId), { session, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('locale');
  });

  it('never reaches another user: 403, nothing changed', async () => {
    const read = await server.request('GET', path(cast.alice.userId), { session: cast.bobSession });
    expect(read.status).toBe(403);
    expect(read.text).not.toContain('locale":');
    const write = await server.request('PUT', path(cast.alice.userId), {
      session: cast.bobSession,
      body: { locale: 'fr' },
    });
    expect(write.status).toBe(403);
    expect(
      (await server.request('GET', path(cast.alice.userId), { session: cast.aliceSession })).json
        .locale,
    ).not.toBe('fr');
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('GET', path(cast.alice.userId))).status).toBe(401);
    expect(
      (await server.request('PUT', path(cast.alice.userId), { body: { locale: 'de' } })).status,
    ).toBe(401);
  });
});

describe('account locale', () => {
  const path = (id: number) => `/api/v1/accounts/${id}/locale`;

  it('reads and changes the language of the account', async () => {
    const { bob, bobSession: session } = cast;
    expect((await server.request('GET', path(bob.accountId), { session })).json).toEqual({
      locale: 'en',
    });
    expect(
      (await server.request('PUT', path(bob.accountId), { session, body: { locale: 'de' } })).json,
    ).toEqual({ locale: 'de' });
    expect((await server.request('GET', path(bob.accountId), { session })).json).toEqual({
      locale: 'de',
    });
  });

  it('refuses a language outside the sets, naming locale', async () => {
    const answer = await server.request('PUT', path(cast.bob.accountId), {
      session: cast.bobSession,
      body: { locale: 'zz' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('locale');
    expect(answer.json.message).toMatch(/^locale must be one of /);
    for (const code of [...languageSets.default!, ...languageSets.alternative!]) {
      expect(answer.json.message).toContain(` ${code},`);
    }
  });

  it('answers another account exactly like a missing one: 404', async () => {
    const foreign = await server.request('GET', path(cast.alice.accountId), {
      session: cast.bobSession,
    });
    const missing = await server.request('GET', path(987_654), { session: cast.bobSession });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ error: 'not_found', message: 'No such account.' });
    expect(missing.text).toBe(foreign.text);
    const write = await server.request('PUT', path(cast.alice.accountId), {
      session: cast.bobSession,
      body: { locale: 'fr' },
    });
    expect(write.status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('GET', path(cast.bob.accountId))).status).toBe(401);
  });
});

describe('in production', () => {
  it('offers only the default and alternative sets (no development languages)', async () => {
    const production = await startServer({ env: PRODUCTION_ENV });
    try {
      const persona = await production.persona({ email: 'p@example.com' });
      const session = await production.sessionFor(persona.userId);
      const path = `/api/v1/users/${persona.userId}/locale`;
      expect(
        (await production.request('PUT', path, { session, body: { locale: 'it' } })).status,
      ).toBe(400);
      expect(
        (await production.request('PUT', path, { session, body: { locale: 'fr' } })).status,
      ).toBe(200);
    } finally {
      await production.close();
    }
  });
});
