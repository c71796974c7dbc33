/**
 * Team invitations and members over real HTTP ("Team invite"; product.md#roles-and-permissions write and admin
 * invite, product.md#states-and-transitions invite_completed): every endpoint's authorization (401 signed out, 404 for an
 * organization the user is not in, 403 for read access or an access above the inviter's), bad
 * input (400 naming the field), 409 for a member or a pending invitation, the token stored only
 * as its SHA-256, the public preview (nothing else), expiry, the wrong email, accepting (the
 * membership, the inviter's invite_completed flag on every site of the organization, the
 * inviter's notification), revoking, the rate limits, the email in the inviter's language, and
 * the dev inbox (what the embedded SMTP server received): served with DEV_INBOX=1 only, refused
 * in production.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import type { SeededPersona } from '../../server/src/seed/persona';
import { fakeClientDir, PRODUCTION_ENV, ROOT, startServer, type TestServer } from './harness';

let server: TestServer;
let ada: SeededPersona; // admin of Acme (2 sites), locale en
let acme: { id: number; sites: number[] };
let wes: { userId: number; session: string }; // write in Acme, locale de
let rita: { userId: number; session: string }; // read in Acme
let stranger: { userId: number; session: string; organizationId: number };
let grace: { userId: number; session: string }; // to be invited, own account
let adaSession: string;

beforeAll(async () => {
  server = await startServer({ env: { DEV_INBOX: '1' }, mail: true });
  ada = await server.persona({
    email: 'ada@example.com',
    name: 'Ada Admin',
    account: { name: 'Acme account' },
    organizations: [{ name: 'Acme', access: 'admin', sites: [{ name: 'Shop' }, { name: 'Blog' }] }],
  });
  acme = { id: ada.organizations[0]!.id, sites: ada.organizations[0]!.sites.map((s) => s.id) };
  adaSession = await server.sessionFor(ada.userId);
  const member = async (email: string, name: string, access: 'read' | 'write', locale = 'en') => {
    const p = await server.persona({ email, name, locale, account: { name: `${name} account` } });
    await server.db
      .insertInto('memberships')
      .values({ organization_id: acme.id, user_id: p.userId, access })
      .execute();
    return { userId: p.userId, session: await server.sessionFor(p.userId) };
  };
  wes = await member('wes@example.com', 'Wes Writer', 'write', 'de');
  rita = await member('rita@example.com', 'Rita Reader', 'read');
  const s = await server.persona({
    email: 'stranger@example.com',
    account: { name: 'Stranger account' },
    organizations: [{ name: 'Elsewhere', access: 'admin', sites: [{ name: 'Other' }] }],
  });
  stranger = {
    userId: s.userId,
    session: await server.sessionFor(s.userId),
    organizationId: s.organizations[0]!.id,
  };
  const g = await server.persona({
    email: 'grace@example.com',
    name: 'Grace Hopper',
    account: { name: 'Grace account' },
    organizations: [{ name: 'Grace org', access: 'admin', sites: [{ name: 'Grace site' }] }],
  });
  grace = { userId: g.userId, session: await server.sessionFor(g.userId) };
});
afterAll(() => server.close());

const invitations = (org = acme.id) => `/api/v1/organizations/${org}/invitations`;
const invite = (session: string, body: unknown, org = acme.id) =>
  server.request('POST', invitations(org), { session, body });

/** The e-mail to `to` the embedded SMTP server received: its subject and its link's token. */
async function lastMail(to: string): Promise<{ subject: string; text: string; token: string }> {
  const mail = await server.mailTo(to);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link in the message');
  expect(mail.html).toContain(`href="${server.url}/invite/${token}"`);
  return { subject: mail.subject, text: mail.text, token };
}

describe('authorization', () => {
  it('answers 401 signed out on every organization call and on accept', async () => {
    for (const [method, path] of [
      ['GET', `/api/v1/organizations/${acme.id}/members`],
      ['GET', invitations()],
      ['POST', invitations()],
      ['DELETE', `${invitations()}/1`],
      ['POST', `/api/v1/invitations/${'a'.repeat(43)}/accept`],
    ] as const) {
      const body = method === 'POST' ? { email: 'x@example.com', access: 'read' } : undefined;
      const answer = await server.request(method, path, body ? { body } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 404 for an organization the user is not in, like a missing one', async () => {
    for (const org of [acme.id, 999_999]) {
      const s = stranger.session;
      expect(
        (await server.request('GET', `/api/v1/organizations/${org}/members`, { session: s }))
          .status,
      ).toBe(404);
      expect((await server.request('GET', invitations(org), { session: s })).status).toBe(404);
      expect((await invite(s, { email: 'x@example.com', access: 'read' }, org)).status).toBe(404);
      expect((await server.request('DELETE', `${invitations(org)}/1`, { session: s })).status).toBe(
        404,
      );
    }
  });

  it('lets read members list but not invite or revoke (403, product.md#roles-and-permissions)', async () => {
    expect((await server.request('GET', invitations(), { session: rita.session })).status).toBe(
      200,
    );
    const members = await server.request('GET', `/api/v1/organizations/${acme.id}/members`, {
      session: rita.session,
    });
    expect(members.status).toBe(200);
    const created = await invite(rita.session, { email: 'x@example.com', access: 'read' });
    expect(created.status).toBe(403);
    const revoked = await server.request('DELETE', `${invitations()}/1`, { session: rita.session });
    expect(revoked.status).toBe(403);
  });

  it('refuses an access above the inviter’s own (403 naming access)', async () => {
    const answer = await invite(wes.session, { email: 'boss@example.com', access: 'admin' });
    expect(answer.status).toBe(403);
    expect(answer.json.field).toBe('access');
  });
});

describe('bad input', () => {
  it.each([
    [{ email: 'not an email', access: 'read' }, 'email'],
    [{ email: '', access: 'read' }, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com`, access: 'read' }, 'email'],
    [{ access: 'read' }, 'email'],
    [{ email: 'x@example.com', access: 'owner' }, 'access'],
    [{ email: 'x@example.com' }, 'access'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const answer = await invite(adaSession, body);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });

  it('answers 400 for a token that cannot be one', async () => {
    expect((await server.request('GET', '/api/v1/invitations/short')).status).toBe(400);
  });
});

describe('inviting and accepting', () => {
  let token: string;

  it('creates an invitation, mails the link, and stores only the token’s SHA-256', async () => {
    const answer = await invite(adaSession, { email: 'Grace@Example.COM', access: 'write' });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      email: 'grace@example.com',
      access: 'write',
      invitedBy: 'Ada Admin',
      expired: false,
    });
    expect(answer.json.expires - answer.json.created).toBe(7 * 86_400);
    const mail = await lastMail('grace@example.com');
    token = mail.token;
    expect(answer.text).not.toContain(token);
    expect(mail.subject).toBe('Ada Admin invited you to Acme on Lodestar');
    expect(mail.text).toContain(`${server.url}/invite/${token}`);
    const row = await server.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', answer.json.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.email).toBe('grace@example.com');
  });

  it('answers 409 for a pending invitation and for an existing member', async () => {
    const again = await invite(adaSession, { email: 'GRACE@example.com', access: 'read' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'already_invited', field: 'email' });
    const member = await invite(adaSession, { email: 'Rita@Example.com', access: 'read' });
    expect(member.status).toBe(409);
    expect(member.json).toMatchObject({ error: 'already_member', field: 'email' });
  });

  it('lists the pending invitation to the organization’s members', async () => {
    const list = await server.request('GET', invitations(), { session: rita.session });
    expect(list.json.map((i: { email: string }) => i.email)).toContain('grace@example.com');
  });

  it('shows the public preview: organization, inviter, email, expired — nothing else', async () => {
    const preview = await server.request('GET', `/api/v1/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      organization: 'Acme',
      inviter: 'Ada Admin',
      email: 'grace@example.com',
      expired: false,
    });
    const unknown = await server.request('GET', `/api/v1/invitations/${'b'.repeat(43)}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses another signed-in user (403 wrong_email, with a clear message)', async () => {
    const answer = await server.request('POST', `/api/v1/invitations/${token}/accept`, {
      session: stranger.session,
    });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('wrong_email');
    expect(answer.json.message).toContain('grace@example.com');
    expect(answer.json.message).toContain('stranger@example.com');
  });

  it('makes the invitee a member, sets the inviter’s invite_completed on every site, notifies', async () => {
    const answer = await server.request('POST', `/api/v1/invitations/${token}/accept`, {
      session: grace.session,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      organizationId: acme.id,
      access: 'write',
      siteId: acme.sites[0],
    });
    const membership = await server.db
      .selectFrom('memberships')
      .select('access')
      .where('organization_id', '=', acme.id)
      .where('user_id', '=', grace.userId)
      .executeTakeFirst();
    expect(membership?.access).toBe('write');

    const state = await server.request('GET', `/api/v1/users/${ada.userId}/app-state`, {
      session: adaSession,
    });
    const flags = state.json.app_state_settings.filter(
      (s: { namespace: string; key: string }) =>
        s.namespace === 'atv_getting_started_guide' && s.key === 'invite_completed',
    );
    expect(flags.map((f: { site_id: number }) => f.site_id).sort()).toEqual([...acme.sites].sort());
    expect(flags.every((f: { value: string }) => f.value === 'true')).toBe(true);

    const notes = await server.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', ada.userId)
      .execute();
    expect(notes.map((n) => n.kind)).toContain('invitation-accepted');
    expect(JSON.parse(notes.at(-1)!.params)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
  });

  it('answers the same to the invitee again, 410 to others and to the preview', async () => {
    const again = await server.request('POST', `/api/v1/invitations/${token}/accept`, {
      session: grace.session,
    });
    expect(again.status).toBe(200);
    const other = await server.request('POST', `/api/v1/invitations/${token}/accept`, {
      session: stranger.session,
    });
    expect(other.status).toBe(410);
    expect(other.json.error).toBe('invitation_used');
    const preview = await server.request('GET', `/api/v1/invitations/${token}`);
    expect(preview.status).toBe(410);
    const members = await server.request('GET', `/api/v1/organizations/${acme.id}/members`, {
      session: grace.session,
    });
    // members also carry their userId (to change their access or remove them).
    expect(members.json).toContainEqual(
      expect.objectContaining({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        access: 'write',
      }),
    );
    const pending = await server.request('GET', invitations(), { session: adaSession });
    expect(pending.json.map((i: { email: string }) => i.email)).not.toContain('grace@example.com');
  });
});

describe('expiry and revoking', () => {
  it('flags an expired invitation, refuses it with 410, and lets the email be invited again', async () => {
    const first = await invite(adaSession, { email: 'late@example.com', access: 'read' });
    expect(first.status).toBe(201);
    const { token } = await lastMail('late@example.com');
    await server.db
      .updateTable('invitations')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', first.json.id)
      .execute();
    const preview = await server.request('GET', `/api/v1/invitations/${token}`);
    expect(preview.json.expired).toBe(true);
    const late = await server.persona({ email: 'late@example.com', account: { name: 'Late' } });
    const answer = await server.request('POST', `/api/v1/invitations/${token}/accept`, {
      session: await server.sessionFor(late.userId),
    });
    expect(answer.status).toBe(410);
    expect(answer.json.error).toBe('invitation_expired');
    const list = await server.request('GET', invitations(), { session: adaSession });
    expect(list.json.find((i: { id: number }) => i.id === first.json.id)?.expired).toBe(true);
    const again = await invite(adaSession, { email: 'late@example.com', access: 'read' });
    expect(again.status).toBe(201);
  });

  it('revokes: the link stops working, a second revoke is 404', async () => {
    const created = await invite(wes.session, { email: 'gone@example.com', access: 'read' });
    expect(created.status).toBe(201);
    const { token, subject } = await lastMail('gone@example.com');
    // Wes's language is German: the email is in the inviter's language.
    expect(subject).toBe('Wes Writer hat Sie zu Acme auf Lodestar eingeladen');
    const path = `${invitations()}/${created.json.id}`;
    expect((await server.request('DELETE', path, { session: wes.session })).status).toBe(204);
    expect((await server.request('GET', `/api/v1/invitations/${token}`)).status).toBe(404);
    expect((await server.request('DELETE', path, { session: wes.session })).status).toBe(404);
  });

  it('answers 404 for revoking another organization’s invitation', async () => {
    const created = await invite(adaSession, { email: 'mine@example.com', access: 'read' });
    const path = `${invitations(stranger.organizationId)}/${created.json.id}`;
    expect((await server.request('DELETE', path, { session: stranger.session })).status).toBe(404);
  });
});

describe('an invitation carries its inviter’s authority when it is accepted', () => {
  const members = (userId: number) => `/api/v1/organizations/${acme.id}/members/${userId}`;
  /** A new admin of Acme who invites `email` as admin; their user id and the link's token. */
  async function adminInvites(admin: string, email: string) {
    const p = await server.persona({ email: admin, name: admin, account: { name: admin } });
    await server.db
      .insertInto('memberships')
      .values({ organization_id: acme.id, user_id: p.userId, access: 'admin' })
      .execute();
    const created = await invite(await server.sessionFor(p.userId), { email, access: 'admin' });
    expect(created.status).toBe(201);
    return { adminId: p.userId, token: (await lastMail(email)).token, id: created.json.id };
  }
  async function accept(email: string, token: string) {
    const p = await server.persona({ email, account: { name: email } });
    const answer = await server.request('POST', `/api/v1/invitations/${token}/accept`, {
      session: await server.sessionFor(p.userId),
    });
    const membership = await server.db
      .selectFrom('memberships')
      .select('access')
      .where('organization_id', '=', acme.id)
      .where('user_id', '=', p.userId)
      .executeTakeFirst();
    return { answer, access: membership?.access };
  }

  it('is void once its inviter was removed from the organization (404, no membership)', async () => {
    const { adminId, token } = await adminInvites('dana@example.com', 'xavier@example.com');
    expect((await server.request('DELETE', members(adminId), { session: adaSession })).status).toBe(
      204,
    );
    expect((await server.request('GET', `/api/v1/invitations/${token}`)).status).toBe(404);
    const { answer, access } = await accept('xavier@example.com', token);
    expect(answer.status).toBe(404);
    expect(access).toBeUndefined();
  });

  it('grants at most the inviter’s access of the moment', async () => {
    const { adminId, token } = await adminInvites('dora@example.com', 'yann@example.com');
    const lowered = await server.request('PUT', members(adminId), {
      session: adaSession,
      body: { access: 'write' },
    });
    expect(lowered.status).toBe(200);
    const { answer, access } = await accept('yann@example.com', token);
    expect(answer.status).toBe(200);
    expect(answer.json.access).toBe('write');
    expect(access).toBe('write');
  });

  it('cannot be revoked by a member with less access than it grants (403)', async () => {
    const { id } = await adminInvites('dina@example.com', 'zoe@example.com');
    const path = `${invitations()}/${id}`;
    expect((await server.request('DELETE', path, { session: wes.session })).status).toBe(403);
    expect((await server.request('DELETE', path, { session: adaSession })).status).toBe(204);
  });
});

describe('rate limits', () => {
  it('limits invitations per user and link lookups per address (429 + Retry-After)', async () => {
    const limited = await startServer({
      env: {
        RATE_LIMIT_INVITATIONS_PER_USER: '2/1h',
        RATE_LIMIT_INVITATION_LINKS_PER_IP: '3/1m',
      },
    });
    try {
      const p = await limited.persona({
        email: 'busy@example.com',
        account: { name: 'Busy' },
        organizations: [{ name: 'Busy org', access: 'admin' }],
      });
      const session = await limited.sessionFor(p.userId);
      const path = `/api/v1/organizations/${p.organizations[0]!.id}/invitations`;
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const body = { email: `n${i}@example.com`, access: 'read' };
        statuses.push((await limited.request('POST', path, { session, body })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const lookups = [];
      for (let i = 0; i < 4; i++) {
        lookups.push(await limited.request('GET', `/api/v1/invitations/${'c'.repeat(43)}`));
      }
      expect(lookups.map((a) => a.status)).toEqual([404, 404, 404, 429]);
      expect(Number(lookups[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('dev inbox', () => {
  it('shows what the SMTP server received, the HTML in a frame that runs nothing', async () => {
    await lastMail('grace@example.com');
    const page = await server.request('GET', '/dev/inbox?to=grace@example.com');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2>Ada Admin invited you to Acme on Lodestar</h2>');
    expect(page.text).toContain('<iframe sandbox="" ');
    // The message's HTML only as an escaped attribute value: no markup of it reaches the page.
    expect(page.text).toMatch(/srcdoc="&lt;!doctype html&gt;/);
    expect(page.text).not.toContain('<p style=');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('is not served without DEV_INBOX=1', async () => {
    const plain = await startServer({ env: { CLIENT_DIR: fakeClientDir() } });
    try {
      const answer = await plain.request('GET', '/dev/inbox', {
        headers: { accept: 'text/html' },
      });
      expect(answer.text).not.toContain('Dev inbox');
    } finally {
      await plain.close();
    }
  });

  it('is refused in production, even with DEV_INBOX=1', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, DEV_INBOX: '1' }, ROOT)).toThrow(/DEV_INBOX/);
    expect(() => loadConfig({ DEV_INBOX: '1' }, ROOT)).toThrow(/DEV_INBOX/); // NODE_ENV unset
    expect(loadConfig({ ...PRODUCTION_ENV }, ROOT).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_INBOX: '1' }, ROOT).devInbox).toBe(true);
  });
});
