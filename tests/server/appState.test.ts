/**
 * GET/POST /api/v1/users/{userId}/app-state (product.md#calls): namespaces per user, `success` +
 * `app_state_settings`, a second save replaces the value, scopes are separate values, and only
 * the user's own state (another user id → 403; a scope the user does not belong to → 404).
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

const path = (userId: number) => `/api/v1/users/${userId}/app-state`;

describe('app-state', () => {
  it('starts empty', async () => {
    const answer = await server.request('GET', path(cast.bob.userId), { session: cast.bobSession });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, app_state_settings: [] });
  });

  it('stores values, replaces them on a second save, and keeps scopes apart', async () => {
    const { alice, aliceSession, aliceSite } = cast;
    const save = (body: object) =>
      server.request('POST', path(alice.userId), { session: aliceSession, body });
    const pageState = JSON.stringify({ isDismissed: false });

    expect(
      (await save({ namespace: 'onboarding', key: 'getStartedPageState', value: pageState })).json,
    ).toEqual({ success: true });
    const flag = {
      namespace: 'atv_getting_started_guide',
      key: 'viewed_heatmap',
      site_id: aliceSite.id,
    };
    expect((await save({ ...flag, value: 'true' })).status).toBe(200);
    expect((await save({ ...flag, value: 'True' })).status).toBe(200); // replaces
    // Same key, no scope: a different value.
    expect(
      (await save({ namespace: 'atv_getting_started_guide', key: 'viewed_heatmap', value: 'x' }))
        .status,
    ).toBe(200);

    const answer = await server.request('GET', path(alice.userId), { session: aliceSession });
    expect(answer.json).toEqual({
      success: true,
      app_state_settings: [
        {
          namespace: 'atv_getting_started_guide',
          key: 'viewed_heatmap',
          value: 'True',
          account_id: null,
          organization_id: null,
          site_id: aliceSite.id,
        },
        {
          namespace: 'atv_getting_started_guide',
          key: 'viewed_heatmap',
          value: 'x',
          account_id: null,
          organization_id: null,
          site_id: null,
        },
        {
          namespace: 'onboarding',
          key: 'getStartedPageState',
          value: pageState,
          account_id: null,
          organization_id: null,
          site_id: null,
        },
      ],
    });
    const rows = await server.db
      .selectFrom('app_state_settings')
      .selectAll()
      .where('user_id', '=', alice.userId)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('replaces an unscoped value too (one row per user, namespace, key and scope)', async () => {
    const { bob, bobSession } = cast;
    for (const value of ['1', '2', '3']) {
      await server.request('POST', path(bob.userId), {
        session: bobSession,
        body: { namespace: 'survey_templates', key: 'survey_template_id', value },
      });
    }
    const answer = await server.request('GET', path(bob.userId), { session: bobSession });
    expect(answer.json.app_state_settings).toEqual([
      {
        namespace: 'survey_templates',
        key: 'survey_template_id',
        value: '3',
        account_id: null,
        organization_id: null,
        site_id: null,
      },
    ]);
  });

  it("never shows or changes another user's state: 403", async () => {
    const read = await server.request('GET', path(cast.alice.userId), { session: cast.bobSession });
    expect(read.status).toBe(403);
    expect(read.json).toEqual({ error: 'forbidden', message: 'You can only reach your own user.' });
    expect(read.text).not.toContain('viewed_heatmap');
    const write = await server.request('POST', path(cast.alice.userId), {
      session: cast.bobSession,
      body: { namespace: 'atv_side_bar', key: 'collapsed', value: 'true' },
    });
    expect(write.status).toBe(403);
    // A user id that does not exist answers the same.
    expect((await server.request('GET', path(999_999), { session: cast.bobSession })).status).toBe(
      403,
    );
  });

  it('refuses a scope the user does not belong to, naming the field: 404', async () => {
    const body = (scope: object) => ({
      namespace: 'atv_side_bar',
      key: 'collapsed',
      value: 'true',
      ...scope,
    });
    const cases = [
      [{ site_id: cast.aliceSite.id }, 'site_id', 'No such site.'],
      [{ account_id: cast.alice.accountId }, 'account_id', 'No such account.'],
      [
        { organization_id: cast.alice.organizations[0]!.id },
        'organization_id',
        'No such organization.',
      ],
      [{ site_id: 424242 }, 'site_id', 'No such site.'],
    ] as const;
    for (const [scope, field, message] of cases) {
      const answer = await server.request('POST', path(cast.bob.userId), {
        session: cast.bobSession,
        body: body(scope),
      });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: 'not_found', message, field });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('GET', path(cast.bob.userId))).status).toBe(401);
    const write = await server.request('POST', path(cast.bob.userId), {
      body: { namespace: 'atv_side_bar', key: 'collapsed', value: 'true' },
    });
    expect(write.status).toBe(401);
  });

  it('names the field of bad input: 400', async () => {
    const cases = [
      [{ namespace: 'Bad Namespace', key: 'k', value: 'v' }, 'namespace'],
      [{ namespace: 'ok', key: '', value: 'v' }, 'key'],
      [{ namespace: 'ok', key: 'k' }, 'value'],
      [{ namespace: 'ok', key: 'k', value: 'v', site_id: 'one' }, 'site_id'],
      [{ namespace: 'ok', key: 'k', value: 'v', color: 'red' }, 'color'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await server.request('POST', path(cast.bob.userId), {
        session: cast.bobSession,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ error: 'bad_request', field });
    }
  });
});
