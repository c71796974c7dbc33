/**
 * GET /api/v1/settings (public; languages from generated/bundle/app.json) and
 * POST /api/v1/events (track(): stored with the user when signed in, 202).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSettings } from '../../server/src/handlers/settings';
import { loadAppBundle } from '../../server/src/project/appBundle';
import { DEV_SSO_ENV, ROOT, startServer, type TestServer } from './harness';
import { languageSets } from '../support/manifestFacts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: DEV_SSO_ENV });
});
afterAll(() => server.close());

describe('GET /api/v1/settings', () => {
  it('answers the languages of the manifest bundle without a session', async () => {
    const app = JSON.parse(readFileSync(join(ROOT, 'generated/bundle/app.json'), 'utf8'));
    const answer = await server.request('GET', '/api/v1/settings');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      defaultLanguage: app.languages.default,
      languages: app.languages.sets.default,
      alternativeLanguages: app.languages.sets.alternative,
      // The test server is not production: product.md#constants-and-limits "dev mode adds staging variants, it and cimode".
      developmentLanguages: app.languages.sets.development,
      recaptchaSiteKey: null,
      // The test server runs the local OpenID provider (no GOOGLE_CLIENT_ID outside production).
      ssoProviders: ['google'],
      defaultPricingTable: 8,
      features: [],
      // No SMTP_URL: messages wait in the outbox, and the settings say so.
      emailDelivery: false,
    });
    expect(answer.json.languages).toEqual(languageSets.default);
  });

  it('offers no Google sign-in in production without a client id', () => {
    expect(buildSettings(loadAppBundle(ROOT), { mode: 'off' }, true, false).ssoProviders).toEqual(
      [],
    );
    expect(
      buildSettings(loadAppBundle(ROOT), { mode: 'local' }, false, false).ssoProviders,
    ).toEqual(['google']);
  });

  it('adds no development language in production (product.md#constants-and-limits "dev mode adds …")', () => {
    expect(
      buildSettings(loadAppBundle(ROOT), { mode: 'off' }, true, false).developmentLanguages,
    ).toEqual([]);
    expect(
      buildSettings(loadAppBundle(ROOT), { mode: 'off' }, false, false).developmentLanguages,
    ).toContain('cimode');
  });
});

describe('POST /api/v1/events', () => {
  const events = () => server.db.selectFrom('product_events').selectAll().orderBy('id').execute();

  it('stores an event of a signed-out visitor (user null) and answers 202 without a body', async () => {
    const answer = await server.request('POST', '/api/v1/events', {
      body: { name: 'Login Failed', occurredAt: '2026-11-21T09:00:00Z' },
    });
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
    const [event] = await events();
    expect(event).toMatchObject({
      name: 'Login Failed',
      properties: '{}',
      user_id: null,
      occurred_at: Date.parse('2026-11-21T09:00:00Z') / 1000,
    });
  });

  it('stores the signed-in user with the event', async () => {
    const persona = await server.persona({ email: 'tracker@example.com' });
    const session = await server.sessionFor(persona.userId);
    expect(
      (
        await server.request('POST', '/api/v1/events', {
          session,
          body: { name: 'step completed', properties: {} },
        })
      ).status,
    ).toBe(202);
    const last = (await events()).at(-1);
    expect(last).toMatchObject({
      name: 'step completed',
      user_id: persona.userId,
      occurred_at: null,
    });
  });

  it('names the field of a bad event (400) and refuses oversized bodies (413)', async () => {
    const noName = await server.request('POST', '/api/v1/events', { body: { properties: {} } });
    expect(noName.json).toMatchObject({ error: 'bad_request', field: 'name' });
    const badTime = await server.request('POST', '/api/v1/events', {
      body: { name: 'X', occurredAt: 'yesterday' },
    });
    expect(badTime.json).toMatchObject({ error: 'bad_request', field: 'occurredAt' });
    const huge = await server.request('POST', '/api/v1/events', {
      body: { name: 'X'.repeat(100), pad: 'y'.repeat(20_000) },
    });
    expect(huge.status).toBe(413);
  });
});
