/**
 * The bootstrap payload of index.html (server/src/pages/bootstrap.ts cold-load target):
 * a signed-in page carries the answers of the session, settings, app-state and site calls, the
 * shell's translations and bundles — only the session's own user's, never a site they cannot
 * open, escaped so that no value can end the <script> element.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootstrapPayload } from '../../contracts/bootstrap';
import { SHELL_NAMESPACES } from '../../contracts/shellNamespaces';
import { siteIdOfPath, siteIdToShow } from '../../server/src/pages/bootstrap';
import { escapeJsonForHtml } from '../../server/src/security/htmlEscape';
import { startServer, twoPersonas, type HttpAnswer, type TestServer } from './harness';
import { joinByInvitation } from './joinByInvitation';

const INDEX =
  '<!doctype html><html><head><title>Lodestar</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-B2x9Qa.js"></script></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const MENUS = { placements: { sidebar: [] } };
const ACCESS = { flags: {}, experiments: {}, predicates: {} };
const APP = {
  languages: {
    default: 'en',
    available: [],
    sets: { default: ['en'], alternative: ['en'], development: [] },
  },
  constants: { limits: { trackingInactiveAfterHours: 48 } },
};

let clientDir: string;
let server: TestServer;
let cast: Awaited<ReturnType<typeof twoPersonas>>;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'assets', 'menus-a1.json'), JSON.stringify(MENUS));
  writeFileSync(join(clientDir, 'assets', 'access-b2.json'), JSON.stringify(ACCESS));
  writeFileSync(join(clientDir, 'assets', 'app-c3.json'), JSON.stringify(APP));
  writeFileSync(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      '../../generated/bundle/menus.json': { file: 'assets/menus-a1.json' },
      '../../generated/bundle/access.json': { file: 'assets/access-b2.json' },
      '../../generated/bundle/app.json': { file: 'assets/app-c3.json' },
      '_signed-in-x.js': { file: 'assets/signed-in-d4.js', name: 'signed-in' },
    }),
  );
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
  cast = await twoPersonas(server);
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The payload of an index.html answer, or undefined when it has none. */
function payloadOf(answer: HttpAnswer): BootstrapPayload | undefined {
  const found = /<script type="application\/json" id="lodestar-bootstrap">(.*?)<\/script>/s.exec(
    answer.text,
  );
  return found ? (JSON.parse(found[1]!) as BootstrapPayload) : undefined;
}

describe('index.html bootstrap payload', () => {
  it('is absent for signed-out and stale-cookie requests (one shared file, no-cache)', async () => {
    for (const session of [undefined, 'A'.repeat(22)]) {
      const answer = await server.request('GET', '/sites/1/overview', { headers: html, session });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it('holds what the API answers the signed-in user, and is never stored', async () => {
    const { alice, aliceSession: session, aliceSite } = cast;
    const answer = await server.request('GET', `/sites/${aliceSite.id}/overview`, {
      headers: html,
      session,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store'); // http/cacheControl.ts
    const payload = payloadOf(answer)!;
    const api = (path: string) => server.request('GET', path, { session }).then((a) => a.json);
    expect(payload.session).toEqual(await api('/api/v1/session'));
    expect(payload.settings).toEqual(await api('/api/v1/settings'));
    expect(payload.appState).toEqual(await api(`/api/v1/users/${alice.userId}/app-state`));
    expect(payload.site).toEqual({
      accountId: alice.accountId,
      site: await api(`/api/v1/accounts/${alice.accountId}/sites/${aliceSite.id}`),
    });
    expect(Object.keys(payload.translations)).toEqual(['en']);
    expect(Object.keys(payload.translations.en!).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(payload.bundles).toEqual({
      menus: MENUS,
      access: ACCESS,
      constants: APP.constants,
      languages: APP.languages,
    });
    // Only the signed-in chunk is hinted; the rest comes inline.
    expect(answer.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/signed-in-d4.js">',
    );
    expect(answer.text).not.toContain('rel="preload"');
  });

  it('inlines only the app-state the first render reads, and says when it left some out', async () => {
    // a user's app-state no longer rides along whole on every signed-in page.
    const { bob, bobSession: session, bobSite } = cast;
    const save = (body: object) =>
      server.request('POST', `/api/v1/users/${bob.userId}/app-state`, { session, body });
    const big = 'x'.repeat(4000);
    const pageState = { namespace: 'onboarding', key: 'getStartedPageState', value: '{}' };
    const kept = [
      { ...pageState, site_id: bobSite.id },
      { namespace: 'atv_side_bar', key: 'step', value: '2' },
    ];
    for (const body of kept) expect((await save(body)).status).toBe(200);
    for (let i = 0; i < 30; i++) {
      expect((await save({ namespace: 'survey_templates', key: `t${i}`, value: big })).status).toBe(
        200,
      );
    }
    expect((await save({ ...pageState, site_id: bobSite.id + 1000 })).status).toBe(404);

    const answer = await server.request('GET', `/sites/${bobSite.id}/overview`, {
      headers: html,
      session,
    });
    const payload = payloadOf(answer)!;
    expect(payload.appStatePartial).toBe(true);
    expect(payload.appState.app_state_settings).toEqual([
      expect.objectContaining({ namespace: 'atv_side_bar', key: 'step', site_id: null }),
      expect.objectContaining({ namespace: 'onboarding', site_id: bobSite.id }),
    ]);
    expect(answer.text.length).toBeLessThan(20_000);
  });

  it("never carries another user's site named in the path", async () => {
    const { aliceSession, bobSite } = cast;
    const answer = await server.request('GET', `/sites/${bobSite.id}/overview`, {
      headers: html,
      session: aliceSession,
    });
    const payload = payloadOf(answer)!;
    expect(payload.session.user.email).toBe('alice@example.com');
    expect(payload.site).toBeUndefined();
    expect(answer.text).not.toContain(bobSite.name);
    expect(answer.text).not.toContain('Bob');
  });

  it('carries a site of an organization the user was invited into, under its owning account', async () => {
    const { alice, aliceSite } = cast;
    const invitee = await server.persona({
      email: 'bootstrap-invitee@example.com',
      account: { name: 'Invitee account' },
    });
    const session = await server.sessionFor(invitee.userId);
    await joinByInvitation(
      server,
      { organizationId: alice.organizations[0]!.id, invitedBy: alice.userId, access: 'read' },
      { email: 'bootstrap-invitee@example.com', session },
    );
    const answer = await server.request('GET', `/sites/${aliceSite.id}/overview`, {
      headers: html,
      session,
    });
    const site = await server.request(
      'GET',
      `/api/v1/accounts/${alice.accountId}/sites/${aliceSite.id}`,
      {
        session,
      },
    );
    expect(payloadOf(answer)!.site).toEqual({ accountId: alice.accountId, site: site.json });
  });

  it('leaves the site out on paths without one, and for ids that are no site', async () => {
    for (const path of ['/', '/profile/language', '/sites/999999/overview']) {
      const answer = await server.request('GET', path, { headers: html, session: cast.bobSession });
      const payload = payloadOf(answer)!;
      expect(payload.session.user.email, path).toBe('bob@example.com');
      expect(payload.site, path).toBeUndefined();
    }
  });

  it('on a path without a site, carries the site this browser remembers, if the user may open it', async () => {
    const { alice, aliceSession, aliceSite, bobSite } = cast;
    const withLastSite = (siteId: number) => ({
      ...html,
      cookie: `lodestar_session=${aliceSession}; lodestar_last_site=${alice.userId}.${siteId}.`,
    });
    const own = payloadOf(
      await server.request('GET', '/profile/language', { headers: withLastSite(aliceSite.id) }),
    )!;
    expect(own.site).toEqual({
      accountId: alice.accountId,
      site: expect.objectContaining({ id: aliceSite.id }),
    });
    // Someone else's site id in the cookie is left out, as the API would answer 404.
    const foreign = payloadOf(
      await server.request('GET', '/profile/language', { headers: withLastSite(bobSite.id) }),
    )!;
    expect(foreign.site).toBeUndefined();
    // A path naming a site shows that one, whatever the cookie says.
    const named = payloadOf(
      await server.request('GET', '/sites/999999/overview', {
        headers: withLastSite(aliceSite.id),
      }),
    )!;
    expect(named.site).toBeUndefined();
  });

  it("translations: the user's language (their own wins over this browser's choice)", async () => {
    const cookie = (session: string, language: string) => ({
      ...html,
      cookie: `lodestar_session=${session}; lodestar_language=${language}`,
    });
    const bob = await server.request('GET', '/profile/language', {
      headers: cookie(cast.bobSession, 'de'),
    });
    expect(Object.keys(payloadOf(bob)!.translations)).toEqual(['en']);
    const dora = await server.persona({ email: 'dora@example.com', locale: 'de' });
    const answer = await server.request('GET', '/profile/language', {
      headers: cookie(await server.sessionFor(dora.userId), '../x'),
    });
    // German is complete (lodestar validate): its texts only, no English fallback inlined.
    const german = payloadOf(answer)!.translations;
    expect(Object.keys(german)).toEqual(['de']);
    expect((german.de!.shell as { sidebar: { label: string } }).sidebar.label).toBe('Seitenleiste');
    // A language that is not selectable may lack texts: English comes with it.
    const kim = await server.persona({ email: 'kim@example.com', locale: 'ko' });
    const korean = await server.request('GET', '/profile/language', {
      headers: cookie(await server.sessionFor(kim.userId), 'ko'),
    });
    expect(Object.keys(payloadOf(korean)!.translations)).toEqual(['ko', 'en']);
  });

  it('keeps hostile values inert: a site name cannot close the script element', async () => {
    const name = "</script><script>alert(1)</script><!-- & \u2028\u2029 $& $'";
    const mallory = await server.persona({
      email: 'mallory@example.com',
      account: { name: 'Mallory account' },
      organizations: [{ name: 'Mallory org', access: 'admin', sites: [{ name }] }],
    });
    const site = mallory.organizations[0]!.sites[0]!;
    const answer = await server.request('GET', `/sites/${site.id}/overview`, {
      headers: html,
      session: await server.sessionFor(mallory.userId),
    });
    expect(answer.text).not.toContain('alert(1)</script>');
    expect(answer.text).not.toContain('<script>alert');
    expect(answer.text).not.toContain('<!--');
    // One bootstrap element, one module script: nothing was injected.
    expect(answer.text.match(/<script/g)).toHaveLength(2);
    expect(payloadOf(answer)!.site!.site.name).toBe(name);
  });
});

describe('escapeJsonForHtml', () => {
  it.each([
    ['"</script>"', '"\\u003c/script\\u003e"'],
    ['"a & b"', '"a \\u0026 b"'],
    ['"<!--"', '"\\u003c!--"'],
    ['"\u2028\u2029"', '"\\u2028\\u2029"'],
    ['{"plain":[1,true,null]}', '{"plain":[1,true,null]}'],
  ])('%j → %j, which parses back to the same value', (json, escaped) => {
    expect(escapeJsonForHtml(json)).toBe(escaped);
    expect(JSON.parse(escapeJsonForHtml(json))).toEqual(JSON.parse(json));
  });
});

describe('siteIdToShow', () => {
  const remembered = { sidebarCollapsed: false, lastSite: { siteId: 5, organizationId: 2 } };
  it.each([
    ['/sites/12/overview', remembered, 12],
    ['/sites/abc/overview', remembered, undefined], // the route names a site: never the cookie's
    ['/sites', remembered, undefined],
    ['/settings/organizations', remembered, 5],
    ['/profile/details', { sidebarCollapsed: false }, undefined],
    ['/sitesmap', remembered, 5],
  ])('%s → %s', (path, preferences, id) => {
    expect(siteIdToShow(path, preferences)).toBe(id);
  });
});

describe('siteIdOfPath', () => {
  it.each([
    ['/sites/12/overview', 12],
    ['/sites/12', 12],
    ['/sites/12/', 12],
    ['/sites/0/overview', undefined],
    ['/sites/abc/overview', undefined],
    ['/sites/1e3/overview', undefined],
    ['/sites/99999999999999999999/x', undefined],
    ['/organizations/3/sites/4', undefined],
    ['/', undefined],
  ])('%s → %s', (path, id) => {
    expect(siteIdOfPath(path)).toBe(id);
  });
});
