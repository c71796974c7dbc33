/**
 * The /jtbd page's answer through the app-state call over HTTP: what the page saves is what it
 * reads back when opened again (and what orders the getting-started steps), a new answer
 * replaces the old one, and nobody writes or reads another user's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStateSetting } from '../../generated/types';
import {
  jobsToBeDoneSetting,
  savedJobsToBeDone,
} from '../../runtime/app/signup/rules/jobsToBeDone';
import { startServer, twoPersonas, type TestServer } from './harness';

let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

beforeAll(async () => {
  server = await startServer();
  cast = await twoPersonas(server);
});
afterAll(() => server.close());

const save = (userId: number, session: string, body: AppStateSetting) =>
  server.request('POST', `/api/v1/users/${userId}/app-state`, { session, body });

async function readBack(userId: number, session: string) {
  const state = await server.request('GET', `/api/v1/users/${userId}/app-state`, { session });
  expect(state.status).toBe(200);
  return savedJobsToBeDone(state.json.app_state_settings as AppStateSetting[]);
}

describe('jobs to be done', () => {
  it('reads back what was saved; a new answer replaces it', async () => {
    const { alice, aliceSession } = cast;
    expect(await readBack(alice.userId, aliceSession)).toEqual([]);
    const first = await save(
      alice.userId,
      aliceSession,
      jobsToBeDoneSetting(['monitoring', 'exploring']),
    );
    expect(first.json).toEqual({ success: true });
    expect(await readBack(alice.userId, aliceSession)).toEqual(['monitoring', 'exploring']);
    await save(alice.userId, aliceSession, jobsToBeDoneSetting(['other']));
    expect(await readBack(alice.userId, aliceSession)).toEqual(['other']);
  });

  it("refuses to save or read another user's answer", async () => {
    const { alice, bobSession } = cast;
    const write = await save(alice.userId, bobSession, jobsToBeDoneSetting(['identifying']));
    expect(write.status).toBe(403);
    const read = await server.request('GET', `/api/v1/users/${alice.userId}/app-state`, {
      session: bobSession,
    });
    expect(read.status).toBe(403);
  });
});
