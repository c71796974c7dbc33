/** Cross-file rules of the menus kind: menus per variant, item targets, routes, gates (product.md#screens-and-routes, product.md#roles-and-permissions). */
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import { checkGate } from '../access/checkGate';
import { iconNames } from './iconSet';
import type { Route } from '../routes/model';
import type { Menu, MenuItem, ParamSource } from './model';
import { MENU_MODES } from '../../../../contracts/menus';

/** The other kinds' parts the menus check reads (see KindDefinition `reads`). */
export const MENUS_READS = ['access', 'catalog', 'routes'] as const satisfies readonly PartName[];
export type MenusParts = PartsOf<'menus' | (typeof MENUS_READS)[number]>;

export const MENU_RULES: Record<string, string> = {
  'menus/duplicate-menu-id': 'Two menus share an id.',
  'menus/duplicate-menu':
    'Two menus serve the same placement (and sidebar mode) for one account variant.',
  'menus/missing-menu':
    'An account variant has no menu for a sidebar mode, or for a placement other variants have a menu for.',
  'menus/sidebar-mode': 'A sidebar without a mode, or a mode on a menu that is not a sidebar.',
  'menus/unknown-variant': 'A menu names an account variant the access manifest does not declare.',
  'menus/duplicate-item-id': 'Two items of one menu (groups included) share an id.',
  'menus/target-count':
    'An item has no target, or more than one of route / href / action / widget / children.',
  'menus/unknown-route': 'An item (or its alternate) opens a route that does not exist.',
  'menus/param-not-on-route': 'An item gives a parameter its route does not take.',
  'menus/missing-route-param': 'An item does not give a path parameter its route needs.',
  'menus/unknown-icon':
    'An item (or its alternate) names an icon the icon set (Lucide) does not have.',
};

const TARGET_KEYS = ['route', 'href', 'action', 'widget', 'children'] as const;

export function checkMenus(model: MenusParts, ctx: CheckContext): void {
  const { menus } = model.menus;
  const accessComplete = ctx.complete('access');
  const variants = model.access.variants.map((v) => v.name);
  const routes = ctx.complete('routes')
    ? new Map(model.routes.routes.map((r) => [r.name, r]))
    : undefined;
  reportDuplicates(ctx, menus, {
    rule: 'menus/duplicate-menu-id',
    key: (m) => m.id,
    at: (m) => childRef(m.$at, 'id'),
    message: (id) => `Menu id "${id}" is used twice`,
    expected: 'a unique menu id',
  });
  // One entry per (menu, variant): two menus must not serve the same slot for a variant.
  const served = reportDuplicates(
    ctx,
    menus.flatMap((menu) => menu.variants.map((variant, index) => ({ menu, variant, index }))),
    {
      rule: 'menus/duplicate-menu',
      key: (s) => slot(s.menu, s.variant),
      at: (s) => childRef(s.menu.$at, 'variants', s.index),
      message: (_, s, first) =>
        `Menus "${first.menu.id}" and "${s.menu.id}" both serve the ${describeSlot(s.menu)} for variant ${s.variant}`,
      expected: (_, s) => `one ${describeSlot(s.menu)} per account variant`,
      found: (_, s) => JSON.stringify(s.variant),
      hint: (_, s) => `Remove "${s.variant}" from the variants of one of them.`,
    },
  );

  for (const menu of menus) {
    checkMode(menu, ctx);
    menu.variants.forEach((variant, index) => {
      if (!accessComplete || variants.includes(variant)) return;
      ctx.report({
        at: childRef(menu.$at, 'variants', index),
        rule: 'menus/unknown-variant',
        message: `Unknown account variant "${variant}"`,
        expected: `one of the variants of the access manifest: ${variants.join(', ')}`,
        found: JSON.stringify(variant),
        hint: ctx.didYouMeanHint(variant, variants) ?? 'Declare it in the access manifest first.',
      });
    });
    const items = everyItem(menu.items);
    reportDuplicates(ctx, items, {
      rule: 'menus/duplicate-item-id',
      key: (item) => item.id,
      at: (item) => childRef(item.$at, 'id'),
      message: (id) => `Item id "${id}" is used twice in this menu`,
      expected: 'item ids unique within a menu, groups included',
    });
    for (const item of items) checkItem(item, routes, model, ctx);
  }
  // A menus file that failed its schema is not in the model: its menus would look missing.
  if (accessComplete && ctx.complete('menus')) checkMissing(menus, variants, served, ctx);
}

function slot(menu: Pick<Menu, 'placement' | 'mode'>, variant: string): string {
  return `${menu.placement}|${menu.placement === 'sidebar' ? (menu.mode ?? '') : ''}|${variant}`;
}

/** `profile sidebar`, `top bar`, `help menu` … */
function describeSlot(menu: Pick<Menu, 'placement' | 'mode'>): string {
  return menu.placement === 'sidebar'
    ? `${menu.mode ?? '?'} sidebar`
    : menu.placement.replace('-', ' ');
}

function checkMode(menu: Located<Menu>, ctx: CheckContext): void {
  if (menu.placement === 'sidebar' && !menu.mode) {
    ctx.report({
      at: menu.$at,
      rule: 'menus/sidebar-mode',
      message: `Sidebar menu "${menu.id}" does not say which mode it serves`,
      expected: `a key "mode" with one of ${MENU_MODES.join(', ')}`,
      found: 'no "mode" key',
      hint: 'for example mode: feature',
    });
  } else if (menu.placement !== 'sidebar' && menu.mode) {
    ctx.report({
      at: childRef(menu.$at, 'mode'),
      rule: 'menus/sidebar-mode',
      message: `Only sidebars have a mode; "${menu.id}" is placed in the ${menu.placement}`,
      expected: 'no "mode" key (or placement: sidebar)',
      found: JSON.stringify(menu.mode),
    });
  }
}

/**
 * Every account variant needs a sidebar for each mode (the route decides the mode, product.md#screens-and-routes),
 * and a menu for each other placement that some variant has. One report per missing slot.
 */
function checkMissing(
  menus: Located<Menu>[],
  variants: string[],
  served: Map<string, unknown>,
  ctx: CheckContext,
): void {
  if (menus.length === 0) return;
  const slots: Pick<Menu, 'placement' | 'mode'>[] = [
    ...MENU_MODES.map((mode) => ({ placement: 'sidebar' as const, mode })),
    ...[...new Set(menus.map((m) => m.placement))]
      .filter((p) => p !== 'sidebar')
      .map((placement) => ({ placement })),
  ];
  for (const s of slots) {
    const missing = variants.filter((v) => !served.has(slot(s, v)));
    if (missing.length === 0) continue;
    const same = menus.filter((m) => m.placement === s.placement && m.mode === s.mode);
    const near = same[0] ?? menus.find((m) => m.placement === s.placement) ?? menus[0]!;
    ctx.report({
      at: same[0] ? childRef(near.$at, 'variants') : near.$at,
      rule: 'menus/missing-menu',
      message: `No ${describeSlot(s)} menu for account variant${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      expected: `a menu with placement: ${s.placement}${s.mode ? `, mode: ${s.mode}` : ''} for every account variant (${variants.join(', ')})`,
      found: same.length
        ? `${same.map((m) => `"${m.id}" for ${m.variants.join(', ')}`).join('; ')}`
        : 'no such menu',
      hint: same.length
        ? `Add ${missing.join(', ')} to the variants of "${same[0]!.id}", or declare a menu for them.`
        : `Declare a menu with placement: ${s.placement}${s.mode ? ` and mode: ${s.mode}` : ''}.`,
      related: same.slice(1).map((m) => childRef(m.$at, 'variants')),
    });
  }
}

/** The items of a menu, groups before their children, in display order. */
function everyItem(items: Located<MenuItem>[]): Located<MenuItem>[] {
  return items.flatMap((item) => [item, ...everyItem(item.children ?? [])]);
}

function checkItem(
  item: Located<MenuItem>,
  routes: Map<string, Located<Route>> | undefined,
  model: MenusParts,
  ctx: CheckContext,
): void {
  const targets = TARGET_KEYS.filter((k) => item[k] !== undefined);
  if (targets.length !== 1) {
    ctx.report({
      at: targets.length ? childRef(item.$at, targets[1]!) : item.$at,
      rule: 'menus/target-count',
      message: targets.length
        ? `Item "${item.id}" has ${targets.length} targets: ${targets.join(', ')}`
        : `Item "${item.id}" has no target`,
      expected: 'exactly one of route (with params), href, action, widget, children',
      found: targets.length ? targets.join(' and ') : 'none of them',
      hint: targets.length
        ? 'Keep one; an item opens one thing. Use children for a group.'
        : 'for example route: surveys.list with params: { siteId: "@site" }',
    });
  }

  if (item.route !== undefined) {
    checkRoute(item.route, item.params ?? {}, item.$at, routes, ctx);
  } else if (item.params) {
    ctx.report({
      at: childRef(item.$at, 'params'),
      rule: 'menus/param-not-on-route',
      message: `Item "${item.id}" gives route parameters but opens no route`,
      expected: 'params only together with route',
      found: Object.keys(item.params).join(', '),
    });
  }
  item.gates.forEach((g, i) =>
    checkGate(g.when, childRef(item.$at, 'gates', i, 'when'), model, ctx),
  );
  if (item.icon !== undefined) checkIcon(item.icon, childRef(item.$at, 'icon'), ctx);
  if (item.alternate) {
    const at = childRef(item.$at, 'alternate');
    if (item.alternate.icon !== undefined) {
      checkIcon(item.alternate.icon, childRef(at, 'icon'), ctx);
    }
    checkRoute(item.alternate.route, item.alternate.params, at, routes, ctx);
    checkGate(item.alternate.when, childRef(at, 'when'), model, ctx);
  }
}

/** icon names are those of the icon set, so a typo is caught here, not on screen. */
function checkIcon(name: string, at: Ref, ctx: CheckContext): void {
  const names = iconNames();
  if (names.has(name)) return;
  ctx.report({
    at,
    rule: 'menus/unknown-icon',
    message: `Unknown icon "${name}"`,
    expected: 'the name of a Lucide icon (https://lucide.dev/icons), e.g. flame or clipboard-list',
    found: JSON.stringify(name),
    hint: ctx.didYouMeanHint(name, names),
  });
}

/** `at` is the mapping holding `route` and `params` (an item or its alternate). */
function checkRoute(
  name: string,
  params: Record<string, ParamSource>,
  at: Ref,
  routes: Map<string, Located<Route>> | undefined,
  ctx: CheckContext,
): void {
  if (!routes) return;
  const route = routes.get(name);
  if (!route) {
    ctx.report({
      at: childRef(at, 'route'),
      rule: 'menus/unknown-route',
      message: `Unknown route "${name}"`,
      expected: 'the name of a route in manifests/routes.yaml',
      found: JSON.stringify(name),
      hint: ctx.didYouMeanHint(name, routes.keys()),
    });
    return;
  }
  const takes = route.params.map((p) => p.name);
  for (const key of Object.keys(params)) {
    if (takes.includes(key)) continue;
    ctx.report({
      at: childRef(at, 'params', key),
      rule: 'menus/param-not-on-route',
      message: `Route "${name}" (${route.path}) has no parameter "${key}"`,
      expected: takes.length ? `one of ${takes.join(', ')}` : 'no params: the route takes none',
      found: JSON.stringify(key),
      hint: ctx.didYouMeanHint(key, takes),
      related: [childRef(route.$at, 'path')],
    });
  }
  for (const p of takes) {
    if (p in params) continue;
    ctx.report({
      at: childRef(at, 'route'),
      rule: 'menus/missing-route-param',
      message: `Route "${name}" (${route.path}) needs {${p}}, which the item does not give`,
      expected: `params: { ${p}: ${suggestSource(p)} }`,
      found: Object.keys(params).length ? `params: ${Object.keys(params).join(', ')}` : 'no params',
      hint: 'Sources: @site, @collection, @organization, or a literal value.',
      related: [childRef(route.$at, 'path')],
    });
  }
}

function suggestSource(param: string): string {
  if (param === 'siteId') return "'@site'";
  if (param === 'collectionId') return "'@collection'";
  if (param === 'orgId' || param === 'organizationId') return "'@organization'";
  return '<a value>';
}
