/**
 * Changing the sign-in address over real HTTP: the profile's request only stores a pending
 * change and mails a link to the new address; the address changes when the link's token is
 * posted back. Covers the mails to both addresses, the other sessions ending, expired, used and
 * replaced links, an address taken meanwhile, another user's id, and invitations matching the
 * confirmed address only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation } from '../../server/src/data/invitations';
import { setCookie, startServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startServer({ mail: true });
});
afterAll(() => server.close());

async function user(name: string) {
  counter += 1;
  const email = `${name}-${counter}@example.com`;
  const seeded = await server.persona({ email, name, account: { name: `${name} account` } });
  return { id: seeded.userId, email, session: await server.sessionFor(seeded.userId), seeded };
}

async function signIn(email: string) {
  const answer = await server.request('POST', '/api/v1/session', {
    body: { email, password: TEST_PASSWORD },
  });
  return { status: answer.status, session: setCookie(answer.headers)?.value };
}

const askFor = (who: { id: number; session: string }, newEmail: string) =>
  server.request('PUT', `/api/v1/users/${who.id}/email`, {
    session: who.session,
    body: { newEmail, currentPassword: TEST_PASSWORD },
  });

const pendingOf = (who: { id: number; session: string }) =>
  server.request('GET', `/api/v1/users/${who.id}/email`, { session: who.session });

const confirm = (token: string, session?: string) =>
  server.request('POST', `/api/v1/email-changes/${token}`, { session });

const sessionAlive = async (session: string) =>
  (await server.request('GET', '/api/v1/session', { session })).status === 200;

/** The token of the newest link mailed to `to`. */
async function linkTokenTo(to: string): Promise<string> {
  await server.mailTo(to);
  const mails = server.mail().filter((m) => m.to.includes(to));
  const match = /\/profile\/email\/confirm\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text);
  if (!match) throw new Error(`no confirmation link in the mail to ${to}`);
  return match[1]!;
}

describe('asking for a change', () => {
  it('keeps the address and mails a link to the new one', async () => {
    const ada = await user('ada');
    const answer = await askFor(ada, 'Ada.New@Example.com');
    expect(answer.status).toBe(200);
    expect(answer.json.pendingEmail).toBe('ada.new@example.com');
    expect(answer.json.expires).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    const mail = await server.mailTo('ada.new@example.com');
    expect(mail.text).toContain(`${server.url}/profile/email/confirm/`);
    expect((await signIn(ada.email)).status).toBe(200);
    expect((await signIn('ada.new@example.com')).status).toBe(401);
    const me = await server.request('GET', '/api/v1/session', { session: ada.session });
    expect(me.json.user.email).toBe(ada.email);
    expect((await pendingOf(ada)).json).toEqual({ pendingEmail: 'ada.new@example.com' });
  });

  it('refuses another user’s id (403) and an address in use (409)', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const foreign = await server.request('PUT', `/api/v1/users/${bob.id}/email`, {
      session: ada.session,
      body: { newEmail: 'foreign@example.com', currentPassword: TEST_PASSWORD },
    });
    expect(foreign.status).toBe(403);
    const peek = await server.request('GET', `/api/v1/users/${bob.id}/email`, {
      session: ada.session,
    });
    expect(peek.status).toBe(403);
    const taken = await askFor(ada, bob.email);
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'email_taken', field: 'newEmail' });
  });

  it('a new request replaces the pending one: the first link no longer works', async () => {
    const ada = await user('ada');
    await askFor(ada, 'first-choice@example.com');
    const first = await linkTokenTo('first-choice@example.com');
    await askFor(ada, 'second-choice@example.com');
    const second = await linkTokenTo('second-choice@example.com');
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
  });
});

describe('confirming', () => {
  it('replaces the address, ends the other sessions and tells the old address', async () => {
    const ada = await user('ada');
    const other = await server.sessionFor(ada.id);
    await askFor(ada, 'ada.confirmed@example.com');
    const token = await linkTokenTo('ada.confirmed@example.com');
    // Opened in the browser ada is signed in with: that session stays.
    const answer = await confirm(token, ada.session);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ email: 'ada.confirmed@example.com' });
    expect(await sessionAlive(ada.session)).toBe(true);
    expect(await sessionAlive(other)).toBe(false);
    expect((await signIn('ada.confirmed@example.com')).status).toBe(200);
    expect((await signIn(ada.email)).status).toBe(401);
    expect((await pendingOf(ada)).json).toEqual({ pendingEmail: null });
    const notice = await server.mailTo(ada.email);
    expect(notice.text).toContain('ada.confirmed@example.com');
  });

  it('signed out, ends every session', async () => {
    const ada = await user('ada');
    await askFor(ada, 'ada.signedout@example.com');
    const answer = await confirm(await linkTokenTo('ada.signedout@example.com'));
    expect(answer.status).toBe(200);
    expect(await sessionAlive(ada.session)).toBe(false);
  });

  it('a used link answers 410 email_change_used', async () => {
    const ada = await user('ada');
    await askFor(ada, 'ada.twice@example.com');
    const token = await linkTokenTo('ada.twice@example.com');
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.json.error).toBe('email_change_used');
  });

  it('an expired link answers 410 email_change_expired and changes nothing', async () => {
    const ada = await user('ada');
    await askFor(ada, 'ada.late@example.com');
    const token = await linkTokenTo('ada.late@example.com');
    await server.db
      .updateTable('email_changes')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('user_id', '=', ada.id)
      .execute();
    const answer = await confirm(token);
    expect(answer.status).toBe(410);
    expect(answer.json.error).toBe('email_change_expired');
    expect((await signIn(ada.email)).status).toBe(200);
  });

  it('an address taken meanwhile answers 409 and changes nothing', async () => {
    const ada = await user('ada');
    await askFor(ada, 'contested@example.com');
    const token = await linkTokenTo('contested@example.com');
    await server.persona({ email: 'contested@example.com', account: { name: 'C' } });
    const answer = await confirm(token, ada.session);
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe('email_taken');
    expect((await signIn(ada.email)).status).toBe(200);
  });

  it('a page load (GET) confirms nothing', async () => {
    const ada = await user('ada');
    await askFor(ada, 'ada.scanned@example.com');
    const token = await linkTokenTo('ada.scanned@example.com');
    const scanned = await server.request('GET', `/api/v1/email-changes/${token}`);
    expect(scanned.status).not.toBe(200);
    expect((await signIn(ada.email)).status).toBe(200);
  });
});

describe('invitations', () => {
  it('match the confirmed address only', async () => {
    const owner = await user('owner');
    const org = await server.persona({
      email: `org-admin-${counter}@example.com`,
      account: { name: 'Org' },
      organizations: [{ name: 'Acme', access: 'admin' }],
    });
    const created = await createInvitation(server.db, {
      organizationId: org.organizations[0]!.id,
      email: 'invited@example.com',
      access: 'read',
      invitedBy: org.userId,
    });
    if (created.kind !== 'created') throw new Error(created.kind);
    const accept = () =>
      server.request('POST', `/api/v1/invitations/${created.token}/accept`, {
        session: owner.session,
      });
    await askFor(owner, 'invited@example.com');
    const refused = await accept();
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('wrong_email');
    expect((await confirm(await linkTokenTo('invited@example.com'), owner.session)).status).toBe(
      200,
    );
    expect((await accept()).status).toBe(200);
  });
});
