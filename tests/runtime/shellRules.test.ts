/**
 * The shell's small pure rules: home (product.md#states-and-transitions), where the site selector leads (product.md#screens-and-routes), the menu place
 * (@site / @collection / @organization), the current sidebar item, the get-started progress
 * badge (product.md#states-and-transitions "progress out of 4").
 */
import { describe, expect, it } from 'vitest';
import { currentMenuItem } from '../../runtime/app/signedIn/rules/currentMenuItem';
import { getStartedDone } from '../../runtime/app/signedIn/rules/getStartedProgress';
import { homePath, type HomeOrganization } from '../../runtime/rules/routes/homePath';
import { menuPlace } from '../../runtime/app/signedIn/rules/menuPlace';
import { siteSwitchPath } from '../../runtime/app/signedIn/popovers/siteSwitchPath';
import { routes, type RouteName } from '../../generated/routes';
import type { ResolvedItem } from '../../runtime/rules/menus/resolveMenu';

describe('homePath', () => {
  it.each<{ organizations: HomeOrganization[]; want: string }>([
    { organizations: [], want: '/no-site-access' },
    // no site, but the user may add one → add-your-first-site, not a dead end.
    { organizations: [{ id: 3, access: 'admin', sites: [] }], want: '/organizations/3/add-site' },
    {
      organizations: [
        { id: 3, access: 'read', sites: [] },
        { id: 5, access: 'write', sites: [] },
      ],
      want: '/organizations/5/add-site',
    },
    // Only read access and no site: really no access.
    { organizations: [{ id: 3, access: 'read', sites: [] }], want: '/no-site-access' },
    {
      organizations: [
        { id: 1, access: 'admin', sites: [] },
        { id: 2, access: 'read', sites: [{ id: 9 }, { id: 10 }] },
      ],
      want: '/sites/9/overview',
    },
    {
      organizations: [
        { id: 1, sites: [{ id: 4 }] },
        { id: 2, sites: [{ id: 9 }] },
      ],
      want: '/sites/4/overview',
    },
  ])('$want', ({ organizations, want }) => {
    expect(homePath(organizations)).toBe(want);
  });
});

describe('siteSwitchPath', () => {
  it.each<{ route: RouteName | undefined; want: string }>([
    { route: 'heatmaps.list', want: '/sites/5/heatmap/list' }, // same page for the new site
    { route: 'overview.index', want: '/sites/5/overview' },
    { route: 'surveys.edit', want: '/sites/5/overview' }, // names a survey of the old site
    { route: 'highlights.collection', want: '/sites/5/overview' },
    { route: 'settings.integrations', want: '/sites/5/overview' }, // not a site page
    { route: 'research.projects', want: '/sites/5/overview' },
    { route: undefined, want: '/sites/5/overview' },
  ])('$route → $want', ({ route, want }) => {
    expect(siteSwitchPath(route, 5)).toBe(want);
  });
});

describe('menuPlace', () => {
  const site = { id: 3, organization: { id: 8 } };
  it.each([
    { params: {}, site: undefined, want: { collectionId: 0 } },
    { params: {}, site, want: { siteId: 3, collectionId: 0, organizationId: 8 } },
    { params: { siteId: '4' }, site, want: { siteId: '4', collectionId: 0, organizationId: 8 } },
    {
      params: { collectionId: '12' },
      site,
      want: { siteId: 3, collectionId: '12', organizationId: 8 },
    },
    { params: { orgId: '2' }, site, want: { siteId: 3, collectionId: 0, organizationId: '2' } },
    {
      params: { organizationId: '6' },
      site: undefined,
      want: { collectionId: 0, organizationId: '6' },
    },
  ])('$params', ({ params, site, want }) => {
    expect(menuPlace(params, site)).toEqual(want);
  });
});

describe('currentMenuItem', () => {
  const item = (
    id: string,
    route: string,
    state: ResolvedItem['state'] = 'shown',
  ): ResolvedItem => ({
    id,
    label: id,
    state,
    target: { kind: 'route', route, params: {} },
  });
  const items: ResolvedItem[] = [
    item('get-started', 'overview.index'),
    item('surveys', 'surveys.list'),
    item('tests', 'research.tests'),
    item('interviews', 'research.interviews'),
    item('hidden-feedback', 'feedback.list', 'hidden'),
    {
      id: 'billing',
      label: 'billing',
      state: 'shown',
      target: { kind: 'group' },
      children: [item('invoices', 'settings.invoices')],
    },
  ];
  const featureOf = (name: string) => routes[name as RouteName]?.feature;
  const current = (name: RouteName) => currentMenuItem(items, routes[name], featureOf);

  it.each<{ route: RouteName; want: string | undefined }>([
    { route: 'overview.index', want: 'get-started' },
    { route: 'surveys.list', want: 'surveys' },
    { route: 'surveys.edit', want: 'surveys' }, // same feature
    { route: 'research.interviews', want: 'interviews' }, // exact route beats the feature
    { route: 'research.test-new', want: 'tests' }, // first item of the feature
    { route: 'settings.invoices', want: 'invoices' }, // inside a group
    { route: 'feedback.list', want: undefined }, // its item is hidden
    { route: 'profile.details', want: undefined },
  ])('$route → $want', ({ route, want }) => {
    expect(current(route)).toBe(want);
  });
});

describe('getStartedDone', () => {
  const setting = (value: string, site_id?: number | null) => ({
    namespace: 'onboarding',
    key: 'getStartedPageState',
    value,
    ...(site_id !== undefined ? { site_id } : {}),
  });
  const state = (done: string[]) =>
    JSON.stringify({
      isDismissed: false,
      ...Object.fromEntries(
        ['TOUR', 'INVITE_TEAMMATES', 'INTEGRATE', 'SECURE_ACCOUNT'].map((s) => [
          s,
          { complete: done.includes(s) },
        ]),
      ),
    });

  it.each([
    { case: 'nothing stored', settings: [], want: 0 },
    { case: 'two complete', settings: [setting(state(['TOUR', 'INTEGRATE']), 1)], want: 2 },
    {
      case: 'all four',
      settings: [setting(state(['TOUR', 'INVITE_TEAMMATES', 'INTEGRATE', 'SECURE_ACCOUNT']), 1)],
      want: 4,
    },
    { case: 'another site only', settings: [setting(state(['TOUR']), 2)], want: 0 },
    { case: 'stored without a site', settings: [setting(state(['TOUR']), null)], want: 1 },
    {
      case: "the site's own value wins",
      settings: [
        setting(state(['TOUR']), null),
        setting(state(['TOUR', 'INTEGRATE', 'SECURE_ACCOUNT']), 1),
      ],
      want: 3,
    },
    { case: 'not JSON', settings: [setting('{oops', 1)], want: 0 },
    {
      case: 'other keys ignored',
      settings: [{ namespace: 'onboarding', key: 'other', value: state(['TOUR']), site_id: 1 }],
      want: 0,
    },
  ])('$case → $want', ({ settings, want }) => {
    expect(getStartedDone(settings, 1)).toBe(want);
  });
});
