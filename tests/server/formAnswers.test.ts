/**
 * A form with `storage` over HTTP: a question the manifest adds is checked, stored and read back
 * with no server code (the forms bundle here is the generator's output for a fixture
 * questionnaire with extra fields), anything the form does not declare or accept is a 400
 * naming the field, and nobody reads or writes another user's answers. Runs on both databases.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEYS_PER_SCOPE } from '../../server/src/data/appState';
import { FIXTURES } from '../generator/fixtureHarness';
import { ROOT, startServer, twoPersonas, type TestServer } from './harness';

let server: TestServer;
let root: string;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

/** The project root with the fixture's forms bundle in place of the real one. */
function rootWithFixtureForms(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-form-answers-'));
  for (const entry of readdirSync(ROOT)) {
    if (entry !== 'generated') symlinkSync(join(ROOT, entry), join(dir, entry));
  }
  mkdirSync(join(dir, 'generated', 'bundle'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'generated'))) {
    if (entry !== 'bundle')
      symlinkSync(join(ROOT, 'generated', entry), join(dir, 'generated', entry));
  }
  for (const file of readdirSync(join(ROOT, 'generated', 'bundle'))) {
    const source =
      file === 'forms.json'
        ? join(FIXTURES, 'valid', 'forms-stored', 'expected', 'generated', 'bundle', file)
        : join(ROOT, 'generated', 'bundle', file);
    symlinkSync(source, join(dir, 'generated', 'bundle', file));
  }
  return dir;
}

beforeAll(async () => {
  root = rootWithFixtureForms();
  server = await startServer({ env: { LODESTAR_ROOT: root } });
  cast = await twoPersonas(server);
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const path = (userId: number, formId = 'questionnaire') =>
  `/api/v1/users/${userId}/forms/${formId}/answers`;

describe('stored form answers', () => {
  it('checks, stores and reads back every declared field, the added ones too', async () => {
    const { alice, aliceSession: session } = cast;
    const answers = { goal: 'surveys', teamSize: 'small', company: 'Acme', seats: 12 };
    const saved = await server.request('PUT', path(alice.userId), { session, body: answers });
    expect(saved.status).toBe(200);
    const read = await server.request('GET', path(alice.userId), { session });
    expect(read.json).toEqual({ success: true, answers });
    // Each field is a user attribute under its snake-case key, as the app-state list shows it.
    const state = await server.request('GET', `/api/v1/users/${alice.userId}/app-state`, {
      session,
    });
    expect(state.json.app_state_settings).toContainEqual(
      expect.objectContaining({ namespace: 'user_attributes', key: 'team_size', value: 'small' }),
    );
  });

  it.each([
    [{ goal: 'surveys', favouriteColour: 'red' }, 'favouriteColour', 'form_unknown_field'],
    [{ goal: 'surveys', teamSize: 'huge' }, 'teamSize', 'form_enum'],
    [{ goal: 'surveys', company: 'x'.repeat(41) }, 'company', 'form_maxLength'],
    [{ goal: 'surveys', seats: 'many' }, 'seats', 'form_type'],
    [{ teamSize: 'solo' }, 'goal', 'form_required'],
  ])('refuses %j with a 400 naming %s', async (body, field, error) => {
    const { alice, aliceSession: session } = cast;
    const answer = await server.request('PUT', path(alice.userId), { session, body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field, error });
  });

  it('answers 404 for a form without storage or no such form', async () => {
    const { alice, aliceSession: session } = cast;
    for (const formId of ['login', 'no-such-form']) {
      const answer = await server.request('GET', path(alice.userId, formId), { session });
      expect(answer.status).toBe(404);
    }
  });

  it("refuses to save or read another user's answers", async () => {
    const { alice, bobSession: session } = cast;
    const write = await server.request('PUT', path(alice.userId), {
      session,
      body: { goal: 'feedback' },
    });
    expect(write.status).toBe(403);
    expect((await server.request('GET', path(alice.userId), { session })).status).toBe(403);
  });

  it('keeps all of a form or none: a bound reached half-way stores no field', async () => {
    const { bob, bobSession: session } = cast;
    // One key short of the bound on user attributes: the form's first new field would fit,
    // its second not.
    await server.db
      .insertInto('app_state_settings')
      .values(
        Array.from({ length: MAX_KEYS_PER_SCOPE - 1 }, (_, i) => ({
          user_id: bob.userId,
          namespace: 'user_attributes',
          key: `earlier_${i}`,
          value: 'x',
          account_id: null,
          organization_id: null,
          site_id: null,
          updated_at: 0,
        })),
      )
      .execute();
    const answers = { goal: 'surveys', teamSize: 'small', company: 'Acme' };
    const saved = await server.request('PUT', path(bob.userId), { session, body: answers });
    expect(saved.status).toBe(409);
    expect(saved.json).toMatchObject({ error: 'limit_reached' });
    const read = await server.request('GET', path(bob.userId), { session });
    expect(read.json).toEqual({ success: true, answers: {} });
  });
});
