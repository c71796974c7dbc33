/**
 * GET /api/v1/activation/users/{userId}/sites/{siteId}/personalization over HTTP (product.md#calls
 * "Onboarding questionnaire"): the answers the client saved through the app-state call
 * (namespace user_attributes, keys goal / expertise / jobs_to_be_done) come back as
 * { expertise, goal }; null when unanswered; own user only (403), own sites only (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, twoPersonas, type TestServer } from './harness';

let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

beforeAll(async () => {
  server = await startServer();
  cast = await twoPersonas(server);
});
afterAll(() => server.close());

const personalization = (userId: number, siteId: number | string, session?: string) =>
  server.request(
    'GET',
    `/api/v1/activation/users/${userId}/sites/${siteId}/personalization`,
    session === undefined ? {} : { session },
  );

const save = (
  userId: number,
  session: string,
  key: string,
  value: string,
  siteId: number | null = null,
) =>
  server.request('POST', `/api/v1/users/${userId}/app-state`, {
    session,
    body: { namespace: 'user_attributes', key, value, site_id: siteId },
  });

describe('personalization', () => {
  it('is null/null before the questionnaire is answered', async () => {
    const answer = await personalization(cast.bob.userId, cast.bobSite.id, cast.bobSession);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ expertise: null, goal: null });
  });

  it('returns what the questionnaire saved through app-state (user_attributes)', async () => {
    const { alice, aliceSession, aliceSite } = cast;
    for (const [key, value] of [
      ['goal', 'heatmaps'],
      ['expertise', 'expert'],
      ['jobs_to_be_done', 'prioritizing'],
    ] as const) {
      const saved = await save(alice.userId, aliceSession, key, value, aliceSite.id);
      expect(saved.json).toEqual({ success: true }); // the app-state call takes the namespace
    }
    const answer = await personalization(alice.userId, aliceSite.id, aliceSession);
    expect(answer.json).toEqual({ expertise: 'expert', goal: 'heatmaps' });

    const state = await server.request('GET', `/api/v1/users/${alice.userId}/app-state`, {
      session: aliceSession,
    });
    expect(state.json.app_state_settings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ namespace: 'user_attributes', key: 'jobs_to_be_done' }),
      ]),
    );
  });

  it('an answer for the site wins over one saved without a site; both update in place', async () => {
    const { bob, bobSession, bobSite } = cast;
    await save(bob.userId, bobSession, 'goal', 'surveys');
    await save(bob.userId, bobSession, 'expertise', 'beginner');
    expect((await personalization(bob.userId, bobSite.id, bobSession)).json).toEqual({
      expertise: 'beginner',
      goal: 'surveys',
    });
    await save(bob.userId, bobSession, 'goal', 'recordings', bobSite.id);
    await save(bob.userId, bobSession, 'expertise', 'intermediate'); // replaces 'beginner'
    expect((await personalization(bob.userId, bobSite.id, bobSession)).json).toEqual({
      expertise: 'intermediate',
      goal: 'recordings',
    });
  });

  it('a stored value outside product.md#records-and-their-fields lists reads as unanswered', async () => {
    const carol = await server.persona({
      email: 'carol-p13n@example.com',
      organizations: [{ name: 'Carol org', sites: [{ name: 'Carol site' }] }],
    });
    const session = await server.sessionFor(carol.userId);
    const site = carol.organizations[0]!.sites[0]!.id;
    await save(carol.userId, session, 'goal', 'astronaut');
    await save(carol.userId, session, 'expertise', '');
    expect((await personalization(carol.userId, site, session)).json).toEqual({
      expertise: null,
      goal: null,
    });
  });

  it("another user's id → 403; a site of another account or no site → 404", async () => {
    const { alice, bob, aliceSession, aliceSite, bobSite } = cast;
    const otherUser = await personalization(bob.userId, bobSite.id, aliceSession);
    expect(otherUser.status).toBe(403);
    expect(otherUser.json.error).toBe('forbidden');
    const foreign = await personalization(alice.userId, bobSite.id, aliceSession);
    const missing = await personalization(alice.userId, 999999, aliceSession);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
    expect(foreign.json).toEqual({ error: 'not_found', message: 'No such site.' });
    expect((await personalization(alice.userId, aliceSite.id, aliceSession)).status).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await personalization(cast.alice.userId, cast.aliceSite.id)).status).toBe(401);
  });

  it.each([
    ['siteId not a number', 'siteId', 'abc'],
    ['siteId fractional', 'siteId', '1.5'],
    ['siteId negative text', 'siteId', '-x'],
  ])('%s → 400 naming %s', async (_what, field, siteId) => {
    const answer = await personalization(cast.alice.userId, siteId, cast.aliceSession);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field });
  });

  it('a siteId beyond any id (1e40) is a 404, never a 5xx', async () => {
    const answer = await personalization(cast.alice.userId, '9'.repeat(40), cast.aliceSession);
    expect(answer.status).toBe(404);
  });

  it('userId not a number → 400 naming userId', async () => {
    const answer = await server.request(
      'GET',
      `/api/v1/activation/users/me/sites/${cast.aliceSite.id}/personalization`,
      { session: cast.aliceSession },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('userId');
  });
});
