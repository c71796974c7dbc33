/**
 * The generated route table of the real manifests (product.md#screens-and-routes "Routes", "Signed-in shell"):
 * lookup by path picks the most specific route, builders fill params and query, legacy paths
 * redirect, and class / sidebar mode follow the route name.
 */
import { describe, expect, it } from 'vitest';
import {
  pathTo,
  redirectFor,
  routeByPath,
  routeList,
  routes,
  type RouteName,
} from '../../generated/routes';
import routesBundle from '../../generated/bundle/routes.json';

/** A route's declared path and query parameters, with their types (generated/bundle/routes.json). */
const declared = (name: string) => routesBundle.routes.find((r) => r.name === name)!;

describe('routeByPath', () => {
  const cases: [string, RouteName | undefined, Record<string, string>?][] = [
    ['/sites/1/surveys/create', 'surveys.create'],
    ['/sites/1/surveys/create/5', 'surveys.create-copy', { siteId: '1', copyId: '5' }],
    ['/sites/1/dashboard/new', 'dashboard.new'],
    ['/sites/1/dashboard/12', 'dashboard.view', { siteId: '1', dashboardId: '12' }],
    ['/sites/1/dashboard/new/ecommerce', 'dashboard.new-from-template'],
    ['/sites/1/heatmap/list/', 'heatmaps.list'],
    [
      '/sites/1/feedback/edit/3/design',
      'feedback.edit-section',
      { siteId: '1', feedbackWidgetId: '3', activeFlowSection: 'design' },
    ],
    ['/sites/1/highlights/0', 'highlights.collection', { siteId: '1', collectionId: '0' }],
    ['/organizations/7/research/projects/interviews/3', 'research.interview'],
    ['/organizations/7/research/interviews/new', 'research.interview-new'],
    ['/settings/sso', 'sso.settings'],
    ['/login/sso', 'sso.login'],
    ['/login', 'auth.login'],
    ['/profile/sign-in-activity', 'profile.sign-in-activity'],
    ['/sites/1/surveys/results/9?questionUuid=x', 'surveys.survey-results'],
    ['/nope', undefined],
    ['/sites/1/surveys', undefined],
  ];
  for (const [path, name, params] of cases) {
    it(`${path} → ${name ?? '404'}`, () => {
      const match = routeByPath(path);
      expect(match?.route.name).toBe(name);
      if (params) expect(match?.params).toEqual(params);
    });
  }

  it('every route is found again from its own built path', () => {
    for (const route of routeList) {
      const params = Object.fromEntries(
        declared(route.name).params.map((p) => [p.name, p.type === 'integer' ? '17' : 'x-y']),
      );
      const path = pathTo(route.name as 'auth.login', params as never);
      expect(routeByPath(path)?.route.name, path).toBe(route.name);
    }
  });
});

describe('pathTo', () => {
  it('fills params and appends defined query values', () => {
    expect(pathTo('surveys.edit', { siteId: 1, surveyId: 2 }, { surveyTab: 'design' })).toBe(
      '/sites/1/surveys/edit/2?surveyTab=design',
    );
    expect(
      pathTo('surveys.create', { siteId: 4 }, { templateId: 803182, category: undefined }),
    ).toBe('/sites/4/surveys/create?templateId=803182');
    expect(pathTo('auth.login')).toBe('/login');
  });
  it('encodes parameter values', () => {
    expect(pathTo('billing.reactivation-offer', { offerKey: 'a/b c' })).toBe(
      '/reactivation-offer/a%2Fb%20c',
    );
  });
  it('refuses a missing parameter instead of building a broken path', () => {
    expect(() => pathTo('surveys.list', {} as never)).toThrow(/siteId/);
  });
});

describe('legacy redirects (product.md#screens-and-routes)', () => {
  it.each([
    ['/sites/3/polls/anything/else', {}, '/sites/3/surveys/list'],
    ['/sites/3/polls', {}, '/sites/3/surveys/list'],
    ['/research', { organizationId: 7 }, '/organizations/7/research/projects'],
    ['/research-tests', { organizationId: 7 }, '/organizations/7/research/projects/tests'],
    ['/research/engage/billing', { organizationId: 7 }, '/organizations/7/research/activate'],
    ['/research/engage/x', { organizationId: 7 }, '/organizations/7/research/projects'],
    ['/research', {}, undefined],
    ['/sites/3/surveys/list', {}, undefined],
  ])('%s → %s', (from, context, to) => {
    expect(redirectFor(from, context)).toBe(to);
  });
});

describe('class and sidebar mode come from the route name (product.md#screens-and-routes)', () => {
  it.each([
    ['settings.preferences', 'settings', 'settings'],
    ['sso.settings', 'settings', 'settings'],
    ['team.list', 'settings', 'settings'],
    ['site.settings', 'settings', 'settings'],
    ['profile.details', 'profile', 'profile'],
    ['setup.index', 'onboarding', 'feature'],
    ['onboarding.questionnaire', 'onboarding', 'none'],
    ['surveys.list', 'feature', 'feature'],
    ['survey-templates.gallery', 'feature', 'none'],
  ] as const)('%s is %s with the %s sidebar', (name, cls, mode) => {
    expect(routes[name].class).toBe(cls);
    expect(routes[name].mode).toBe(mode);
  });
  it('session-limit banner pages are data pages', () => {
    expect(routes['heatmaps.list'].dataPage).toBe(true);
    expect(routes['surveys.create'].dataPage).toBe(false);
  });
});

describe('the compact route table (runtime/rules/routes/routeTable.ts)', () => {
  it('expands to what the generator computed for every route', () => {
    expect(Object.keys(routes).sort()).toEqual(routesBundle.routes.map((r) => r.name).sort());
    for (const r of routesBundle.routes) {
      const expanded = routes[r.name as keyof typeof routes];
      expect(
        {
          class: expanded.class,
          mode: expanded.mode,
          layout: expanded.layout,
          dataPage: expanded.dataPage,
          title: expanded.title,
        },
        r.name,
      ).toEqual({
        class: r.class,
        mode: r.mode,
        layout: r.layout,
        dataPage: r.dataPage,
        title: r.title,
      });
    }
  });
});
