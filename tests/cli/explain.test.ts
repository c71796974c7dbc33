/**
 * `lodestar explain menu|route` on the REAL manifests (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions), through
 * `main(argv, io)` with captured output.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import app from '../../generated/bundle/app.json';
import { copyFixture, runCli } from './cliHarness';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const explain = (...args: string[]) => runCli(ROOT, 'explain', ...args);

/** `id → state` from the text output (one line per item: state, id, label, target …). */
function states(out: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of out.split('\n').slice(2)) {
    const [state, id] = line.trim().split(/\s+/);
    if (state && id) map.set(id, state);
  }
  return map;
}

describe('lodestar explain menu', () => {
  it('lite hides highlights and locks analytics tools without analytics access (product.md#screens-and-routes, product.md#roles-and-permissions)', async () => {
    const run = await explain(
      'menu',
      '--mode',
      'feature',
      '--variant',
      'lite',
      '--permission',
      'surveys-create',
      '--org-access',
      'read',
      '--flag',
      'voc.pro',
      '--no-analytics-access',
    );
    expect(run.code).toBe(0);
    expect(run.out.split('\n')[0]).toBe('Menu sidebar-feature: feature sidebar, variant lite');
    const s = states(run.out);
    expect(s.get('highlights')).toBe('hidden');
    expect(s.get('trends')).toBe('locked');
    expect(s.get('funnels')).toBe('locked');
    expect(s.get('impact')).toBe('locked');
    expect(s.get('surveys')).toBe('shown');
    expect(run.out).toMatch(
      /locked\s+funnels\s+nav:tools\.funnels\s+route funnels\.index siteId=1\s+\(analyticsAccess: /,
    );
  });

  for (const variant of ['cross-sell', 'standalone']) {
    it(`${variant} hides team, SSO, billing and user lookup in settings (product.md#roles-and-permissions)`, async () => {
      const run = await explain('menu', '--mode', 'settings', '--variant', variant);
      expect(run.code).toBe(0);
      const s = states(run.out);
      for (const id of ['team', 'sso', 'billing', 'user-lookup'])
        expect(s.get(id), id).toBe('hidden');
      expect(s.get('organizations')).toBe('shown');
    });

    it(`${variant} hides invite members, add-new-site and trial entry in the top bar (product.md#roles-and-permissions)`, async () => {
      const run = await explain(
        'menu',
        '--placement',
        'top-bar',
        '--variant',
        variant,
        '--flag',
        'trial-entry-point',
      );
      const s = states(run.out);
      for (const id of ['invite-members', 'add-new-site', 'trial-entry'])
        expect(s.get(id), id).toBe('hidden');
    });
  }

  it('the default variant shows them, and preferences only to account admins (product.md#roles-and-permissions)', async () => {
    const plain = states((await explain('menu', '--mode', 'settings')).out);
    expect(plain.get('team')).toBe('shown');
    expect(plain.get('billing')).toBe('shown');
    expect(plain.get('preferences')).toBe('hidden');
    const admin = states((await explain('menu', '--mode', 'settings', '--account-admin')).out);
    expect(admin.get('preferences')).toBe('shown');
  });

  it('--json prints { menu, persona, items } with ids, labels, states, reasons and targets', async () => {
    const run = await explain(
      'menu',
      '--variant',
      'standalone',
      '--permission',
      'feedbacks-create',
      '--tracking',
      'active',
      '--experiment',
      'onboarding_tag_gating=treatment',
      '--json',
    );
    expect(run.code).toBe(0);
    const result = JSON.parse(run.out);
    expect(Object.keys(result)).toEqual(['menu', 'persona', 'items']);
    expect(result.menu).toBe('sidebar-standalone');
    expect(result.persona).toMatchObject({
      placement: 'sidebar',
      mode: 'feature',
      variant: 'standalone',
      context: {
        account: { variant: 'standalone' },
        permissions: ['feedbacks-create'],
        site: { tracking: 'active' },
        experiments: { onboarding_tag_gating: 'treatment' },
      },
      place: { siteId: 1, organizationId: 1, collectionId: 0 },
    });
    const byId = Object.fromEntries(result.items.map((i: { id: string }) => [i.id, i])) as Record<
      string,
      Record<string, unknown>
    >;
    expect(byId['new-survey']).toMatchObject({
      label: 'nav:tools.new-survey',
      state: 'disabled',
      reason: { kind: 'permission' },
      tooltip: 'access:tooltip.surveys-create',
      target: { kind: 'route', route: 'survey-templates.gallery', params: { siteId: 1 } },
    });
    expect(byId['engage-tests']).toMatchObject({ state: 'hidden', reason: { kind: 'flag' } });
    expect(byId['go-back']).toMatchObject({ state: 'shown', target: { kind: 'href' } });
    for (const item of result.items)
      expect([
        'id',
        'label',
        'icon',
        'target',
        'state',
        'reason',
        'tooltip',
        'badge',
        'children',
      ]).toEqual(expect.arrayContaining(Object.keys(item)));
  });

  it('a bad option value is a usage error (exit 2) with a hint', async () => {
    const run = await explain('menu', '--variant', 'lyte');
    expect(run.code).toBe(2);
    expect(run.err).toContain('Unknown account variant "lyte"');
    expect(run.err).toContain('did you mean "lite"?');
  });

  it('invalid manifests: the diagnostics and exit 1', async () => {
    const run = await runCli(copyFixture('invalid', 'menus-unknown-route'), 'explain', 'menu');
    expect(run.code).toBe(1);
    expect(run.err).toContain('menus/unknown-route');
    expect(run.err).toContain('Cannot explain');
  });
});

describe('lodestar explain route', () => {
  it('names the route, params, query, class, mode, layout and gate of a path', async () => {
    const run = await explain('route', '/sites/1/surveys/edit/2?surveyTab=design');
    expect(run.code).toBe(0);
    expect(run.out).toContain('route    surveys.edit');
    expect(run.out).toContain('params   siteId=1 (integer), surveyId=2 (integer)');
    expect(run.out).toContain('query    surveyTab=design (string)');
    expect(run.out).toContain('class    feature');
    expect(run.out).toContain('mode     feature');
    expect(run.out).toContain('layout   shell');
    expect(run.out).toContain('gate     none (any signed-in user)');
  });

  it('--json for a gated settings route', async () => {
    const run = await explain('route', '/settings/sso', '--json');
    expect(JSON.parse(run.out)).toEqual({
      input: '/settings/sso',
      match: 'route',
      route: 'sso.settings',
      pattern: '/settings/sso',
      params: {},
      query: {},
      class: 'settings',
      mode: 'settings',
      layout: 'shell',
      dataPage: false,
      public: false,
      title: 'routes:sso.settings',
      gate: { predicate: 'full-account' },
    });
  });

  it('--json parses the query against the declared query parameters', async () => {
    const run = await explain('route', '/sites/1/surveys/edit/2?surveyTab=design&x=1', '--json');
    expect(JSON.parse(run.out)).toMatchObject({
      route: 'surveys.edit',
      params: { siteId: '1', surveyId: '2' },
      query: {
        surveyTab: { value: 'design', declared: true, type: 'string' },
        x: { value: '1', declared: false },
      },
    });
  });

  it('a legacy path shows where it redirects (product.md#screens-and-routes legacy /sites/{siteId}/polls/*)', async () => {
    const run = await explain('route', '/sites/3/polls/anything');
    expect(run.code).toBe(0);
    expect(run.out).toContain('redirect surveys.list');
    expect(run.out).toContain('location /sites/3/surveys/list');
    const json = JSON.parse((await explain('route', '/sites/3/polls/anything', '--json')).out);
    expect(json).toEqual({
      input: '/sites/3/polls/anything',
      match: 'redirect',
      from: '/sites/{siteId}/polls/*',
      to: 'surveys.list',
      location: '/sites/3/surveys/list',
    });
  });

  it('a legacy path needing the organization says which option supplies it', async () => {
    expect((await explain('route', '/research')).out).toContain(
      'location needs the current organization: pass --organization',
    );
    expect((await explain('route', '/research', '--organization', '7')).out).toContain(
      'location /organizations/7/research/projects',
    );
  });

  it('an unknown path: exit 1, "no route matches" and a did-you-mean over route paths', async () => {
    const run = await explain('route', '/sites/1/survey/list');
    expect(run.code).toBe(1);
    expect(run.err).toContain('no route matches /sites/1/survey/list');
    expect(run.err).toContain('did you mean /sites/{siteId}/surveys/list');
    const none = await explain('route', '/nothing/here', '--json');
    expect(none.code).toBe(1);
    expect(JSON.parse(none.out)).toEqual({ input: '/nothing/here', match: null, suggestions: [] });
  });
});

describe('lodestar explain languages', () => {
  const codes = (out: string) => JSON.parse(out).languages.map((l: { code: string }) => l.code);

  it('the default set of the app manifest for an account without the alternative_languages flag', async () => {
    const run = await explain('languages', '--json');
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.out);
    expect(answer.set).toBe('default');
    expect(answer.alternativeWhen).toEqual({ flag: 'alternative_languages' });
    expect(answer.reason).toContain('alternative_languages');
    expect(codes(run.out)).toEqual(app.languages.sets.default);
  });

  it('the alternative set with the flag; a development server adds the development set', async () => {
    expect(
      codes((await explain('languages', '--flag', 'alternative_languages', '--json')).out),
    ).toEqual(app.languages.sets.alternative);
    const run = await explain('languages', '--development');
    expect(run.out.split('\n')[0]).toBe(
      'Language set: default (alternativeWhen {"flag":"alternative_languages"} denies: needs flag alternative_languages on; the account feature list lacks it)',
    );
    const added = app.languages.sets.development.filter(
      (code) => !app.languages.sets.default.includes(code),
    );
    expect(added.length).toBeGreaterThan(0);
    for (const code of added) {
      expect(run.out).toMatch(new RegExp(` ${code} +app:languages\\.${code} +\\(development\\)`));
    }
  });

  it('an unknown flag: exit 2 with a did-you-mean', async () => {
    const run = await explain('languages', '--flag', 'alternative-languages');
    expect(run.code).toBe(2);
    expect(run.err).toContain('did you mean "alternative_languages"?');
  });
});

describe('lodestar explain route, on a page of charts', () => {
  it('names the declared analysis page a route shows, with its widgets', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lodestar-explain-analysis-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write(
      'manifests/semantic-layer.yaml',
      [
        'kind: semantic-layer',
        'version: 1',
        'measures:',
        '  - { id: visits, label: measures:m, description: measures:m, of: sessions, aggregate: count, format: count }',
        'dimensions:',
        '  - { id: day, label: measures:d, time: day }',
      ].join('\n'),
    );
    write(
      'manifests/analysis-pages/traffic.yaml',
      [
        'kind: analysis-pages',
        'version: 1',
        'page:',
        '  id: traffic',
        '  title: reports:t',
        '  widgets:',
        '    - { id: n, type: number, measures: [visits] }',
        '    - { id: t, type: time-series, measures: [visits], by: [day] }',
      ].join('\n'),
    );
    write(
      'manifests/routes.yaml',
      [
        'kind: routes',
        'version: 1',
        'params:',
        '  siteId: { type: integer, description: The site. }',
        'routes:',
        "  - { name: traffic.index, path: '/sites/{siteId}/traffic', title: 'routes:t', shows: { analysis: traffic } }",
      ].join('\n'),
    );
    write('locales/en/measures.json', '{ "m": "Visits", "d": "Day" }');
    write('locales/en/reports.json', '{ "t": "Traffic" }');
    write('locales/en/routes.json', '{ "t": "Traffic" }');
    const run = await runCli(root, 'explain', 'route', '/sites/4/traffic');
    expect(run.err).toBe('');
    expect(run.out).toContain(
      'shows    the analysis page "traffic", last-30-days: number visits; time-series visits by day',
    );
  });
});
