import { describe, expect, it } from 'vitest';
import { pathOnSite, routesShowing } from '../../runtime/rules/analysis/pageRoutes';

const routes = [
  { name: 'a.report', path: '/sites/{siteId}/report', shows: { analysis: 'p' } },
  { name: 'a.other', path: '/sites/{siteId}/other', shows: { analysis: 'q' } },
  { name: 'a.empty', path: '/sites/{siteId}/empty', shows: { emptyState: 'p' } },
  { name: 'home.dash', path: '/sites/{siteId}/dash' },
];

describe('routesShowing', () => {
  it('lists the routes declared to show the page, and no others', () => {
    const shown = routesShowing({ id: 'p' }, routes, 'home.dash');
    expect(shown.map((s) => [s.route.name, s.as])).toEqual([['a.report', 'shows']]);
  });

  it('adds the dashboard route for the default template only', () => {
    const byDefault = routesShowing({ id: 'p', template: { default: true } }, routes, 'home.dash');
    expect(byDefault.map((s) => [s.route.name, s.as])).toEqual([
      ['a.report', 'shows'],
      ['home.dash', 'default-dashboard'],
    ]);
    const template = routesShowing({ id: 'z', template: {} }, routes, 'home.dash');
    expect(template).toEqual([]);
  });

  it('does not list the dashboard twice when it also declares the page', () => {
    const both = [...routes.slice(0, 3), { ...routes[3]!, shows: { analysis: 'p' } }];
    const shown = routesShowing({ id: 'p', template: { default: true } }, both, 'home.dash');
    expect(shown.map((s) => s.route.name)).toEqual(['a.report', 'home.dash']);
  });
});

describe('pathOnSite', () => {
  it('fills a path that needs only the site', () => {
    expect(pathOnSite('/sites/{siteId}/report', 7)).toBe('/sites/7/report');
  });

  it('gives no address for a path that needs more than the site, or not the site', () => {
    expect(pathOnSite('/sites/{siteId}/dashboard/{dashboardId}', 7)).toBeUndefined();
    expect(pathOnSite('/studio', 7)).toBeUndefined();
  });
});
