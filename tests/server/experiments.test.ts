/**
 * The experiment lookups over real HTTP (product.md#roles-and-permissions "Experiments", product.md#calls "Experiment lookups by
 * anonymous, user or site id", product.md#constants-and-limits experiment cookie 60 days): every declared experiment of the
 * lookup kind with a deterministic variant — the same id gets the same variant from a second
 * server (a restart: the assignment is a pure function of the id) — the control on any failure,
 * 401 signed out, 403 for another user, 404 for a site of another organization, and the user's
 * experiments in the session (SessionInfo.experiments) the shell's gates read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_COOKIE } from '../../contracts/cookies';
import type { AccessBundle } from '../../contracts/access';
import { assignmentsFor } from '../../runtime/rules/experiments/assignments';
import { formatAssignmentCookie } from '../../runtime/rules/experiments/assignmentCookie';
import { bundlePath, readBundleJson } from '../../server/src/project/appBundle';
import { ROOT, startServer, type TestServer } from './harness';

const access = readBundleJson(bundlePath(ROOT, 'access')) as unknown as AccessBundle;
const namesOf = (lookup: 'anonymous' | 'user' | 'site') =>
  Object.keys(access.experiments)
    .filter((n) => access.experiments[n]!.lookup === lookup)
    .sort();

let server: TestServer;
let restarted: TestServer;
let me: { userId: number; session: string; site: number; restartedSession: string };
let other: { userId: number; site: number };

beforeAll(async () => {
  [server, restarted] = await Promise.all([startServer(), startServer()]);
  const persona = {
    email: 'experiments@example.com',
    account: { name: 'Experiments' },
    organizations: [{ name: 'Org', access: 'read' as const, sites: [{ name: 'Shop' }] }],
  };
  const a = await server.persona(persona);
  // The same data on the second server: fresh databases number the same way.
  const a2 = await restarted.persona(persona);
  expect(a2.userId).toBe(a.userId);
  const b = await server.persona({
    email: 'experiments-other@example.com',
    account: { name: 'Other' },
    organizations: [{ name: 'Other org', access: 'admin', sites: [{ name: 'Other shop' }] }],
  });
  me = {
    userId: a.userId,
    session: await server.sessionFor(a.userId),
    site: a.organizations[0]!.sites[0]!.id,
    restartedSession: await restarted.sessionFor(a2.userId),
  };
  other = { userId: b.userId, site: b.organizations[0]!.sites[0]!.id };
});
afterAll(() => Promise.all([server?.close(), restarted?.close()]));

const names = (body: { assignments: { name: string }[] }) => body.assignments.map((a) => a.name);
const ANON = '0b6f0c1e-8b1a-4c0e-9a53-0d1c2b3a4f5e';

describe('GET /api/v1/experiments/anonymous/{anonymousId}', () => {
  it('answers the signup experiments without a session, the same on every server', async () => {
    const first = await server.request('GET', `/api/v1/experiments/anonymous/${ANON}`);
    expect(first.status).toBe(200);
    expect(names(first.json)).toEqual(namesOf('anonymous'));
    expect(names(first.json)).toContain('signup_page_revamp');
    expect(first.json).toEqual({
      assignments: assignmentsFor(access.experiments, 'anonymous', ANON),
    });
    const again = await restarted.request('GET', `/api/v1/experiments/anonymous/${ANON}`);
    expect(again.json).toEqual(first.json);
  });

  it('keeps the answer in the experiment cookie for 60 days (product.md#constants-and-limits)', async () => {
    const answer = await server.request('GET', `/api/v1/experiments/anonymous/${ANON}`);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(
      `${EXPERIMENT_COOKIE}=${formatAssignmentCookie(ANON, answer.json.assignments)}`,
    );
    expect(cookie).toContain(`Max-Age=${60 * 86_400}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the variants the cookie remembers for that id while they can be assigned', async () => {
    const computed = assignmentsFor(access.experiments, 'anonymous', ANON);
    // Each experiment's other declared variant, whatever the manifest names them.
    const flipped = computed.map(({ name, variant }) => ({
      name,
      variant: access.experiments[name]!.variants.find((v) => v !== variant)!,
    }));
    const withCookie = (value: string) =>
      server.request('GET', `/api/v1/experiments/anonymous/${ANON}`, {
        headers: { cookie: `${EXPERIMENT_COOKIE}=${value}` },
      });
    expect((await withCookie(formatAssignmentCookie(ANON, flipped)!)).json.assignments).toEqual(
      flipped,
    );
    // Another id's cookie, an undeclared variant or a tampered value: the computed answer.
    const foreign = formatAssignmentCookie('someone-else-0000', flipped)!;
    expect((await withCookie(foreign)).json.assignments).toEqual(computed);
    const undeclared = formatAssignmentCookie(
      ANON,
      computed.map(({ name }) => ({ name, variant: 'ghost' })),
    )!;
    expect((await withCookie(undeclared)).json.assignments).toEqual(computed);
    const tampered = await withCookie('v1|%00|<script>');
    expect(tampered.status).toBe(200);
    expect(tampered.json.assignments).toEqual(computed);
  });

  it('a malformed anonymous id gets every control, no cookie and no 5xx', async () => {
    for (const id of [
      'short',
      'has%20space',
      'x'.repeat(101),
      '%3Cscript%3E',
      '..',
      'a%00bcdefghi',
    ]) {
      const answer = await server.request('GET', `/api/v1/experiments/anonymous/${id}`);
      expect(answer.status, id).toBeLessThan(500);
      if (answer.status !== 200) continue; // the router may refuse a path outright (404)
      expect(
        answer.json.assignments.every((a: { variant: string }) => a.variant === 'control'),
      ).toBe(true);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('GET /api/v1/experiments/users/{userId}', () => {
  it('answers the user experiments of the signed-in user, the same after a restart', async () => {
    const answer = await server.request('GET', `/api/v1/experiments/users/${me.userId}`, {
      session: me.session,
    });
    expect(answer.status).toBe(200);
    expect(names(answer.json)).toEqual(namesOf('user'));
    expect(names(answer.json)).toContain('stp_setup_based_on_intention');
    expect(answer.json).toEqual({
      assignments: assignmentsFor(access.experiments, 'user', me.userId),
    });
    const again = await restarted.request('GET', `/api/v1/experiments/users/${me.userId}`, {
      session: me.restartedSession,
    });
    expect(again.json).toEqual(answer.json);
  });

  it('puts the same assignments in the session the shell reads (SessionInfo.experiments)', async () => {
    const session = await server.request('GET', '/api/v1/session', { session: me.session });
    expect(session.status).toBe(200);
    const lookup = await server.request('GET', `/api/v1/experiments/users/${me.userId}`, {
      session: me.session,
    });
    expect(session.json.experiments).toEqual(lookup.json);
  });

  it('401 signed out, 403 for another user, 400 for a malformed id', async () => {
    expect((await server.request('GET', `/api/v1/experiments/users/${me.userId}`)).status).toBe(
      401,
    );
    const foreign = await server.request('GET', `/api/v1/experiments/users/${other.userId}`, {
      session: me.session,
    });
    expect(foreign.status).toBe(403);
    const bad = await server.request('GET', '/api/v1/experiments/users/abc', {
      session: me.session,
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/v1/experiments/sites/{siteId}', () => {
  it('answers the site experiments to a member of the site organization', async () => {
    const answer = await server.request('GET', `/api/v1/experiments/sites/${me.site}`, {
      session: me.session,
    });
    expect(answer.status).toBe(200);
    expect(names(answer.json)).toEqual(namesOf('site'));
    expect(answer.json).toEqual({
      assignments: assignmentsFor(access.experiments, 'site', me.site),
    });
    const again = await restarted.request('GET', `/api/v1/experiments/sites/${me.site}`, {
      session: me.restartedSession,
    });
    expect(again.json).toEqual(answer.json);
  });

  it('401 signed out, 404 for another organization’s site or a missing one', async () => {
    expect((await server.request('GET', `/api/v1/experiments/sites/${me.site}`)).status).toBe(401);
    for (const id of [other.site, 999_999]) {
      const answer = await server.request('GET', `/api/v1/experiments/sites/${id}`, {
        session: me.session,
      });
      expect(answer.status).toBe(404);
    }
  });
});
