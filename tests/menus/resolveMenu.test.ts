/**
 * Menu resolution on the REAL manifests (manifests/menus, manifests/access.yaml), as tables of
 * product.md#screens-and-routes "Signed-in shell" and product.md#roles-and-permissions "Roles and permissions" cases; plus the rules of resolution
 * itself (precedence, missing place, empty groups) on a small hand-made bundle.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kinds, validate } from '../../generator/src/index';
import type { GateContext } from '../../runtime/rules/gates/context';
import type { AccessBundle } from '../../contracts/access';
import {
  findMenu,
  resolveMenu,
  sidebarModeFor,
  type ItemState,
  type MenuSlot,
  type ResolvedItem,
} from '../../runtime/rules/menus/resolveMenu';
import type { MenusBundle } from '../../contracts/menus';
import { modelRouteCheck } from '../../generator/src/explain/routeCheck';
import type { RouteCheck } from '../../runtime/rules/features/featureSwitch';

/** The hand-made bundle below declares no features: every route may be linked to. */
const everyRoute: RouteCheck = () => ({ allowed: true });

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const project = validate(ROOT);
const menus = kinds.menus.bundle(project.model.menus);
const access = kinds.access.bundle(project.model.access);
const VARIANTS = ['default', 'lite', 'cross-sell', 'standalone'] as const;
type Variant = (typeof VARIANTS)[number];

/** A signed-in persona: a full, known context; `patch` changes what a case is about. */
function persona(variant: Variant, patch: Partial<GateContext> = {}): GateContext {
  return {
    user: { id: 1, isAccountAdmin: false, isDemoUser: false },
    account: { variant, features: [] },
    organization: { access: 'write' },
    permissions: ['surveys-create', 'feedbacks-create'],
    flags: {},
    plan: 'business',
    site: { analyticsAccess: true, tracking: 'active' },
    locale: 'en',
    experiments: {},
    ...patch,
  };
}

const place = { siteId: 42, collectionId: 0, organizationId: 7 };

function resolve(slot: Omit<MenuSlot, 'variant'>, variant: Variant, patch?: Partial<GateContext>) {
  const context = persona(variant, patch);
  // As the shell does: with the feature switch of the variant (access `hiddenFeatures`).
  const check = modelRouteCheck(project.model, access, context);
  const menu = resolveMenu(menus, access, { ...slot, variant }, context, place, check);
  if (!menu) throw new Error(`no menu for ${JSON.stringify(slot)} ${variant}`);
  return menu;
}

/** Every item of a resolved menu by id, groups flattened (`group/child`). */
function byId(items: ResolvedItem[], prefix = ''): Map<string, ResolvedItem> {
  const out = new Map<string, ResolvedItem>();
  for (const item of items) {
    out.set(prefix + item.id, item);
    for (const [k, v] of byId(item.children ?? [], `${prefix}${item.id}/`)) out.set(k, v);
  }
  return out;
}

function stateOf(
  slot: Omit<MenuSlot, 'variant'>,
  variant: Variant,
  id: string,
  patch?: Partial<GateContext>,
): ItemState | 'absent' {
  return byId(resolve(slot, variant, patch).items).get(id)?.state ?? 'absent';
}

const feature = { placement: 'sidebar', mode: 'feature' } as const;
const settings = { placement: 'sidebar', mode: 'settings' } as const;
const profile = { placement: 'sidebar', mode: 'profile' } as const;
const topBar = { placement: 'top-bar' } as const;
const help = { placement: 'help-menu' } as const;
const account = { placement: 'account-menu' } as const;

describe('the real menus and access manifests', () => {
  it('are valid', () => {
    // Errors only: a key kept for a later issue is a warning (i18n/unused-key), not a fault.
    const mine = project.diagnostics.filter(
      (d) =>
        d.severity !== 'warning' &&
        /^manifests\/(menus\/|access\.yaml)|^locales\/en\/(nav|access)\.json/.test(d.file),
    );
    expect(mine).toEqual([]);
  });

  it('give every variant a menu for every placement and sidebar mode', () => {
    for (const variant of VARIANTS) {
      for (const slot of [feature, settings, profile, topBar, help, account])
        expect(findMenu(menus, { ...slot, variant }), `${slot.placement} ${variant}`).toBeTruthy();
    }
  });

  it('give every shell route of routes.yaml a sidebar (sidebarModeFor)', () => {
    for (const route of project.model.routes.routes) {
      const mode = sidebarModeFor(route.name, route.layout);
      expect(mode).toBe(route.mode);
      if (mode === 'none') continue;
      for (const variant of VARIANTS)
        expect(findMenu(menus, { placement: 'sidebar', mode, variant }), route.name).toBeTruthy();
    }
  });
});

type Row = [
  title: string,
  slot: Omit<MenuSlot, 'variant'>,
  variant: Variant,
  item: string,
  want: ItemState | 'absent',
  patch?: Partial<GateContext>,
];

const rows: Row[] = [
  // product.md#roles-and-permissions: "Lite account hides highlights, referrals, explore courses; different help links."
  ['default shows highlights', feature, 'default', 'highlights', 'shown'],
  ['lite hides highlights', feature, 'lite', 'highlights', 'hidden'],
  ['cross-sell shows highlights', feature, 'cross-sell', 'highlights', 'shown'],
  ['lite hides refer and earn', profile, 'lite', 'refer-and-earn', 'hidden'],
  ['default shows refer and earn', profile, 'default', 'refer-and-earn', 'shown'],
  ['lite hides referrals in the account menu', account, 'lite', 'referrals', 'hidden'],
  ['lite hides legacy billing', account, 'lite', 'legacy-billing', 'hidden'],
  ['default shows legacy billing', account, 'default', 'legacy-billing', 'shown'],
  ['lite help menu has no explore courses', help, 'lite', 'explore-courses', 'absent'],
  ['default help menu has explore courses', help, 'default', 'explore-courses', 'shown'],
  // product.md#roles-and-permissions: "Cross-sell and standalone modes hide trial entry, invite members, team, SSO, billing,
  // user lookup and add-new-site."
  ...(['cross-sell', 'standalone'] as const).flatMap((v): Row[] => [
    [
      `${v} hides trial entry`,
      topBar,
      v,
      'trial-entry',
      'hidden',
      { flags: { 'trial-entry-point': true } },
    ],
    [`${v} hides invite members (top bar)`, topBar, v, 'invite-members', 'hidden'],
    [`${v} hides add-new-site`, topBar, v, 'add-new-site', 'hidden'],
    [`${v} hides team`, settings, v, 'team', 'hidden'],
    [`${v} hides SSO`, settings, v, 'sso', 'hidden'],
    [`${v} hides billing`, settings, v, 'billing', 'hidden'],
    [`${v} hides user lookup`, settings, v, 'user-lookup', 'hidden'],
    [`${v} keeps organizations and sites`, settings, v, 'organizations', 'shown'],
  ]),
  [
    'standalone hides invite team members (account menu)',
    account,
    'standalone',
    'invite-team-members',
    'hidden',
  ],
  ['standalone hides subscriptions', account, 'standalone', 'subscriptions', 'hidden'],
  [
    'default shows trial entry when its flag is on',
    topBar,
    'default',
    'trial-entry',
    'shown',
    { flags: { 'trial-entry-point': true } },
  ],
  ['default hides trial entry when its flag is off', topBar, 'default', 'trial-entry', 'hidden'],
  ['default shows invite members', topBar, 'default', 'invite-members', 'shown'],
  [
    'default shows team, SSO, billing, user lookup',
    settings,
    'default',
    'billing/invoices',
    'shown',
  ],
  // product.md#screens-and-routes cross-sell account menu: "profile, account settings (per site), logout".
  [
    'cross-sell account menu has no subscriptions',
    account,
    'cross-sell',
    'subscriptions',
    'absent',
  ],
  ['cross-sell account menu has site settings', account, 'cross-sell', 'site-settings', 'shown'],
  // product.md#roles-and-permissions: "Account admins see Preferences."
  ['preferences hidden for non-admins', settings, 'default', 'preferences', 'hidden'],
  [
    'preferences shown to account admins',
    settings,
    'default',
    'preferences',
    'shown',
    { user: { isAccountAdmin: true } },
  ],
  [
    'preferences in the account menu, admins only',
    account,
    'lite',
    'account-settings/preferences',
    'hidden',
  ],
  // product.md#screens-and-routes: "Funnels, impact and trends show a lock badge when the site lacks analytics access."
  ...(['funnels', 'impact', 'trends'] as const).flatMap((id): Row[] => [
    [
      `${id} locked without analytics access`,
      feature,
      'default',
      id,
      'locked',
      { site: { analyticsAccess: false, tracking: 'active' } },
    ],
    [
      `${id} locked while analytics access is unknown (fail closed)`,
      feature,
      'default',
      id,
      'locked',
      { site: { tracking: 'active' } },
    ],
    [`${id} shown with analytics access`, feature, 'default', id, 'shown'],
  ]),
  [
    'recordings are never locked',
    feature,
    'default',
    'recordings',
    'shown',
    { site: { analyticsAccess: false } },
  ],
  // product.md#screens-and-routes standalone: "surveys, engage/tests when allowed, and a go-back link".
  ['standalone sidebar has surveys', feature, 'standalone', 'surveys', 'shown'],
  [
    'standalone engage tests hidden unless voc.pro',
    feature,
    'standalone',
    'engage-tests',
    'hidden',
  ],
  [
    'standalone engage tests shown with voc.pro',
    feature,
    'standalone',
    'engage-tests',
    'shown',
    { flags: { 'voc.pro': true } },
  ],
  ['standalone sidebar has the go-back link', feature, 'standalone', 'go-back', 'shown'],
  ['standalone sidebar has no heatmaps', feature, 'standalone', 'heatmaps', 'absent'],
  // product.md#roles-and-permissions: surveys-create gates create entries (disabled with the lack-of-permission tooltip);
  // seeing surveys and feedback needs no create permission.
  [
    'new survey disabled without surveys-create',
    feature,
    'standalone',
    'new-survey',
    'disabled',
    { permissions: [] },
  ],
  ['new survey shown with surveys-create', feature, 'standalone', 'new-survey', 'shown'],
  [
    'surveys shown without surveys-create',
    feature,
    'default',
    'surveys',
    'shown',
    { permissions: [] },
  ],
  [
    'feedback shown without feedbacks-create (its variant flag on)',
    feature,
    'default',
    'feedback',
    'shown',
    { permissions: [], flags: { 'sidebar-feedback': true } },
  ],
  ['feedback hidden outside its variant (flag off)', feature, 'default', 'feedback', 'hidden'],
  // product.md#screens-and-routes: "A prototype-flag item recruit".
  ['recruit hidden without the prototype flag', feature, 'default', 'recruit', 'hidden'],
  [
    'recruit shown with the prototype flag',
    feature,
    'default',
    'recruit',
    'shown',
    { flags: { 'recruit-prototype': true } },
  ],
  // product.md#screens-and-routes account menu: "upgrade your plan when upgradable".
  ['upgrade shown on business', account, 'default', 'upgrade', 'shown'],
  ['upgrade hidden on scale', account, 'default', 'upgrade', 'hidden', { plan: 'scale' }],
  [
    'upgrade hidden for demo users',
    account,
    'default',
    'upgrade',
    'hidden',
    { user: { isDemoUser: true, isAccountAdmin: false } },
  ],
  ['upgrade hidden for standalone', account, 'standalone', 'upgrade', 'hidden'],
];

describe('resolveMenu on the real manifests (product.md#screens-and-routes, product.md#roles-and-permissions)', () => {
  it.each(rows)('%s', (_title, slot, variant, item, want, patch) => {
    expect(stateOf(slot, variant, item, patch)).toBe(want);
  });

  it('locked items carry the reason and the no-analytics tooltip', () => {
    const funnels = byId(
      resolve(feature, 'default', { site: { analyticsAccess: false } }).items,
    ).get('funnels');
    expect(funnels).toMatchObject({
      state: 'locked',
      reason: { kind: 'analyticsAccess' },
      tooltip: 'access:tooltip.no-analytics-access',
    });
  });

  it('setup replaces get started while the tracking code is not installed (product.md#screens-and-routes)', () => {
    const installing = byId(
      resolve(feature, 'default', { site: { analyticsAccess: true, tracking: 'not-installed' } })
        .items,
    ).get('get-started');
    expect(installing).toMatchObject({
      label: 'nav:tools.setup',
      target: { kind: 'route', route: 'setup.index', params: { siteId: 42 } },
      state: 'shown',
    });
    expect(installing?.badge).toBeUndefined();
    const installed = byId(resolve(feature, 'default').items).get('get-started');
    expect(installed).toMatchObject({
      label: 'nav:tools.get-started',
      target: { kind: 'route', route: 'overview.index', params: { siteId: 42 } },
      badge: { kind: 'progress', of: 4, source: 'get-started-page' },
    });
  });

  it('fills route parameters from the current site, collection and organization', () => {
    const items = byId(resolve(feature, 'default').items);
    expect(items.get('highlights')?.target).toEqual({
      kind: 'route',
      route: 'highlights.collection',
      params: { siteId: 42, collectionId: 0 },
    });
    expect(items.get('engage-tests')?.target).toEqual({
      kind: 'route',
      route: 'research.tests',
      params: { orgId: 7 },
    });
  });

  it('the standalone go-back item is an external link, the top bar has widgets', () => {
    expect(byId(resolve(feature, 'standalone').items).get('go-back')?.target.kind).toBe('href');
    const top = resolve(topBar, 'default').items;
    expect(top.filter((i) => i.target.kind === 'widget').map((i) => i.id)).toEqual([
      'site-selector',
      'sessions',
      'responses-limit',
      'trial-entry',
      'notifications',
      'help',
      'language',
      'account',
    ]);
  });

  it('the cross-sell account menu is profile, account settings (per site), logout', () => {
    expect(resolve(account, 'cross-sell').items.map((i) => i.id)).toEqual([
      'profile',
      'site-settings',
      'logout',
    ]);
  });

  it('the profile sidebar groups my details', () => {
    const details = resolve(profile, 'default').items.find((i) => i.id === 'my-details');
    expect(details?.children?.map((c) => c.id)).toEqual([
      'details',
      'email',
      'password',
      'sign-in-activity',
    ]);
  });
});

describe('resolution rules (hand-made bundle)', () => {
  const bundle: MenusBundle = {
    menus: [
      {
        id: 'm',
        placement: 'sidebar',
        mode: 'feature',
        variants: ['default'],
        items: [
          {
            id: 'three-gates',
            label: 'nav:x',
            target: { kind: 'action', action: 'logout' },
            gates: [
              { when: { locale: ['de'] }, effect: 'lock', tooltip: 'access:lock' },
              { when: { locale: ['fr'] }, effect: 'hidden' },
              { when: { locale: ['es'] }, effect: 'disabled', tooltip: 'access:disabled' },
            ],
          },
          {
            id: 'lock-then-disabled',
            label: 'nav:x',
            target: { kind: 'action', action: 'logout' },
            gates: [
              { when: { locale: ['de'] }, effect: 'lock', tooltip: 'access:lock' },
              { when: { locale: ['es'] }, effect: 'disabled', tooltip: 'access:disabled' },
            ],
          },
          {
            id: 'site-page',
            label: 'nav:x',
            target: { kind: 'route', route: 'surveys.list', params: { siteId: '@site', tab: 'a' } },
            gates: [],
          },
          {
            id: 'group',
            label: 'nav:x',
            target: { kind: 'group' },
            gates: [],
            children: [
              {
                id: 'child',
                label: 'nav:x',
                target: { kind: 'action', action: 'logout' },
                gates: [{ when: { locale: ['de'] }, effect: 'hidden' }],
              },
            ],
          },
        ],
      },
    ],
  };
  const defs: AccessBundle = {
    permissions: [],
    signupPermissions: [],
    variants: [],
    hiddenFeatures: {},
    flags: {},
    experiments: {},
    predicates: {},
  };
  const items = (context: GateContext, where = {}) =>
    byId(
      resolveMenu(
        bundle,
        defs,
        { placement: 'sidebar', mode: 'feature', variant: 'default' },
        context,
        where,
        everyRoute,
      )!.items,
    );

  it('hidden wins over disabled and lock; the winning gate gives reason and tooltip', () => {
    expect(items({ locale: 'en' }).get('three-gates')).toMatchObject({
      state: 'hidden',
      reason: { kind: 'locale', detail: 'needs language fr; it is en' },
    });
    expect(items({ locale: 'en' }).get('three-gates')?.tooltip).toBeUndefined();
    expect(items({ locale: 'en' }).get('lock-then-disabled')).toMatchObject({
      state: 'disabled',
      tooltip: 'access:disabled',
    });
    expect(items({ locale: 'de' }).get('lock-then-disabled')).toMatchObject({
      state: 'disabled',
    });
  });

  it('a route needing the current site is disabled while there is none; literals pass as written', () => {
    expect(items({}).get('site-page')).toMatchObject({
      state: 'disabled',
      reason: { kind: 'unknown', detail: 'needs the current site (siteId)' },
      target: { params: { tab: 'a' } },
    });
    expect(items({}, { siteId: 3 }).get('site-page')).toMatchObject({
      state: 'shown',
      target: { kind: 'route', route: 'surveys.list', params: { siteId: 3, tab: 'a' } },
    });
  });

  it('a group whose every item is hidden is hidden', () => {
    expect(items({ locale: 'en' }).get('group')?.state).toBe('hidden');
    expect(items({ locale: 'de' }).get('group')?.state).toBe('shown');
  });

  it('no menu for a slot the bundle does not serve', () => {
    expect(
      resolveMenu(bundle, defs, { placement: 'top-bar', variant: 'default' }, {}, {}, everyRoute),
    ).toBeUndefined();
  });
});
