/**
 * The profile pages' calls ("Profile pages") over real HTTP: every call 401 signed out
 * and 403 for another user's id; details (400 naming the field); email (wrong password 400 on
 * currentPassword, taken 409 on newEmail; the confirmation link is emailChange.test.ts); password (wrong current, mismatch, too short, success
 * then the old password refused at sign-in and the other sessions ended); sign-in activity
 * (device and browser from the sign-in's User-Agent; "sign out other sessions" keeps the
 * current one); notification preferences; the referral code (lite accounts refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences, SignInSession, User } from '../../generated/types';
import { setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
let ada: { id: number; session: string };
let bob: { id: number; session: string };
let lite: { id: number; session: string };

beforeAll(async () => {
  server = await startServer({ mail: true });
  const a = await server.persona({ email: 'ada@example.com', name: 'Ada', account: { name: 'A' } });
  const b = await server.persona({ email: 'bob@example.com', name: 'Bob', account: { name: 'B' } });
  const l = await server.persona({
    email: 'lite@example.com',
    account: { name: 'L', variant: 'lite' },
  });
  ada = { id: a.userId, session: await server.sessionFor(a.userId) };
  bob = { id: b.userId, session: await server.sessionFor(b.userId) };
  lite = { id: l.userId, session: await server.sessionFor(l.userId) };
});
afterAll(() => server.close());

/** Signs in over HTTP, as a browser with that User-Agent; the session cookie or undefined. */
async function signIn(email: string, password: string, userAgent = FIREFOX) {
  const answer = await server.request('POST', '/api/v1/session', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  return { status: answer.status, session: setCookie(answer.headers)?.value };
}

const calls: [string, string, unknown][] = [
  ['PUT', 'details', { name: 'X' }],
  ['PUT', 'email', { newEmail: 'x@example.com', currentPassword: 'x' }],
  [
    'PUT',
    'password',
    { currentPassword: 'x', newPassword: 'abcdefgh', passwordConfirmation: 'abcdefgh' },
  ],
  ['GET', 'sessions', undefined],
  ['DELETE', 'sessions/others', undefined],
  ['GET', 'notification-preferences', undefined],
  [
    'PUT',
    'notification-preferences',
    { firstRecordingReady: true, productUpdates: true, weeklyReport: true },
  ],
  ['GET', 'referral', undefined],
];

describe.each(calls)('%s /api/v1/users/{userId}/%s', (method, tail, body) => {
  it('401 signed out, 403 for another user (existing or not)', async () => {
    const path = (id: number) => `/api/v1/users/${id}/${tail}`;
    expect((await server.request(method, path(ada.id), { body })).status).toBe(401);
    const other = await server.request(method, path(bob.id), { body, session: ada.session });
    expect(other.status).toBe(403);
    const missing = await server.request(method, path(999_999), { body, session: ada.session });
    expect(missing.status).toBe(403);
    expect(
      (await server.request(method, '/api/v1/users/abc/' + tail, { body, session: ada.session }))
        .status,
    ).toBe(400);
  });
});

describe('details', () => {
  const put = (body: unknown) =>
    server.request('PUT', `/api/v1/users/${ada.id}/details`, { session: ada.session, body });

  it('stores name and country, and clears the country when absent', async () => {
    const answer = await put({ name: '  Ada Lovelace ', countryCode: 'GB' });
    expect(answer.status).toBe(200);
    expect(answer.json as User).toMatchObject({
      id: ada.id,
      name: 'Ada Lovelace',
      countryCode: 'GB',
    });
    const cleared = await put({ name: 'Ada Lovelace' });
    expect((cleared.json as User).countryCode).toBeNull();
    const me = await server.request('GET', '/api/v1/session', { session: ada.session });
    expect(me.json.user.name).toBe('Ada Lovelace');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ name: 'Ada', countryCode: 'gb' }, 'countryCode'],
    [{}, 'name'],
  ])('%j → 400 naming %s', async (body, field) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field });
  });
});

describe('email', () => {
  const put = (body: unknown, who = ada) =>
    server.request('PUT', `/api/v1/users/${who.id}/email`, { session: who.session, body });

  it('a wrong password → 400 on currentPassword; nothing changes', async () => {
    const answer = await put({ newEmail: 'ada2@example.com', currentPassword: 'wrong password' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'wrong_password', field: 'currentPassword' });
    expect((await signIn('ada@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('another user’s address → 409 on newEmail', async () => {
    const answer = await put({ newEmail: 'BOB@example.com', currentPassword: TEST_PASSWORD });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error: 'email_taken', field: 'newEmail' });
  });

  it('a malformed address → 400 on newEmail', async () => {
    const answer = await put({ newEmail: 'not-an-email', currentPassword: TEST_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'newEmail' });
  });

  it('trims nothing: a leading space is refused on newEmail', async () => {
    const answer = await put(
      { newEmail: ' Bob.New@Example.com', currentPassword: TEST_PASSWORD },
      bob,
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'newEmail' });
  });
});

describe('password', () => {
  it('wrong current, mismatch and too short are refused, naming the field', async () => {
    const { session } = await signIn('lite@example.com', TEST_PASSWORD);
    const put = (body: unknown) =>
      server.request('PUT', `/api/v1/users/${lite.id}/password`, { session, body });
    const wrong = await put({
      currentPassword: 'not it',
      newPassword: 'new password 1',
      passwordConfirmation: 'new password 1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ error: 'wrong_password', field: 'currentPassword' });
    const mismatch = await put({
      currentPassword: TEST_PASSWORD,
      newPassword: 'new password 1',
      passwordConfirmation: 'new password 2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({
      error: 'password_mismatch',
      field: 'passwordConfirmation',
    });
    const short = await put({
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
      passwordConfirmation: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ field: 'newPassword' });
    expect((await signIn('lite@example.com', TEST_PASSWORD)).status).toBe(200);
    // Nothing changed, so nothing is mailed.
    const queued = await server.db.selectFrom('mail_outbox').select('recipient').execute();
    expect(queued.map((r) => r.recipient)).not.toContain('lite@example.com');
  });

  it('success: the new password signs in, the old one is refused, other sessions end', async () => {
    const mine = await signIn('lite@example.com', TEST_PASSWORD);
    const elsewhere = await signIn('lite@example.com', TEST_PASSWORD, IPHONE);
    const changed = await server.request('PUT', `/api/v1/users/${lite.id}/password`, {
      session: mine.session,
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a brand new passphrase',
        passwordConfirmation: 'a brand new passphrase',
      },
    });
    expect(changed.status).toBe(204);
    expect((await signIn('lite@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn('lite@example.com', 'a brand new passphrase')).status).toBe(200);
    const me = (session: string | undefined) =>
      server.request('GET', '/api/v1/session', { session });
    expect((await me(mine.session)).status).toBe(200);
    expect((await me(elsewhere.session)).status).toBe(401);
    // The owner is told at their address, with a link back to the product.
    const mail = await server.mailTo('lite@example.com');
    expect(mail.subject).toBe('Your Lodestar password was changed');
    expect(mail.text).toContain(`${server.url}/profile/password`);
  });
});

describe('sign-in activity', () => {
  it('lists the sessions with device and browser; sign out others keeps the current one', async () => {
    const desk = await signIn('ada@example.com', TEST_PASSWORD, FIREFOX);
    const phone = await signIn('ada@example.com', TEST_PASSWORD, IPHONE);
    const list = await server.request('GET', `/api/v1/users/${ada.id}/sessions`, {
      session: desk.session,
    });
    expect(list.status).toBe(200);
    const sessions = list.json as SignInSession[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'desktop',
      browser: 'Firefox',
      address: expect.any(String),
    });
    expect(sessions).toContainEqual(
      expect.objectContaining({ current: false, device: 'mobile', browser: 'Safari' }),
    );
    // The test harness's session (no sign-in, nothing recorded) shows without device.
    expect(sessions).toContainEqual(expect.objectContaining({ device: null, browser: null }));

    const out = await server.request('DELETE', `/api/v1/users/${ada.id}/sessions/others`, {
      session: desk.session,
    });
    expect(out.status).toBe(200);
    expect(out.json.signedOut).toBeGreaterThanOrEqual(2);
    const me = (session: string | undefined) =>
      server.request('GET', '/api/v1/session', { session });
    expect((await me(desk.session)).status).toBe(200);
    expect((await me(phone.session)).status).toBe(401);
    expect((await me(ada.session)).status).toBe(401);
    const after = (
      await server.request('GET', `/api/v1/users/${ada.id}/sessions`, { session: desk.session })
    ).json as SignInSession[];
    expect(after).toHaveLength(1);
    expect(after[0]!.current).toBe(true);
    ada.session = desk.session!;
  });
});

describe('notification preferences', () => {
  it('defaults until saved, then what was saved; 400 naming a missing field', async () => {
    const path = `/api/v1/users/${bob.id}/notification-preferences`;
    const initial = await server.request('GET', path, { session: bob.session });
    expect(initial.json as NotificationPreferences).toEqual({
      firstRecordingReady: true,
      productUpdates: false,
      weeklyReport: false,
    });
    const chosen = { firstRecordingReady: false, productUpdates: true, weeklyReport: true };
    const saved = await server.request('PUT', path, { session: bob.session, body: chosen });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(chosen);
    expect((await server.request('GET', path, { session: bob.session })).json).toEqual(chosen);
    const missing = await server.request('PUT', path, {
      session: bob.session,
      body: { firstRecordingReady: true, productUpdates: true },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ field: 'weeklyReport' });
    const wrongType = await server.request('PUT', path, {
      session: bob.session,
      body: { ...chosen, weeklyReport: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ field: 'weeklyReport' });
  });
});

describe('referral', () => {
  it('a stable code per user; lite accounts have none (403)', async () => {
    const path = `/api/v1/users/${bob.id}/referral`;
    const first = await server.request('GET', path, { session: bob.session });
    expect(first.status).toBe(200);
    expect(first.json.code).toMatch(/^[a-z0-9]{10}$/);
    const again = await server.request('GET', path, { session: bob.session });
    expect(again.json.code).toBe(first.json.code);
    // A fresh session: the password change above ended the earlier ones.
    const refused = await server.request('GET', `/api/v1/users/${lite.id}/referral`, {
      session: await server.sessionFor(lite.id),
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'referrals_unavailable' });
  });
});
