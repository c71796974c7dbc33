/**
 * Menu resolution (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions): the menu of the bundle serving a placement
 * (and sidebar mode) for an account variant, with every item's state for a persona — shown,
 * hidden, disabled or locked, with the reason — and its target filled from the current site,
 * collection and organization. A pure function of (manifest bundle, context), tested without
 * React; the shell renders what it returns and `lodestar explain menu` prints it.
 */
import type { AccessDefinitions } from '../../../contracts/access';
import type {
  Badge,
  GateEffect,
  MenuDefinition,
  MenuItemDefinition,
  MenuMode,
  MenusBundle,
  ParamSource,
  Placement,
  TargetDefinition,
  TargetSource,
} from '../../../contracts/menus';
import type { GateContext } from '../gates/context';
import type { RouteCheck } from '../features/featureSwitch';
import { evaluateGate, type DenialKind } from '../gates/evaluateGate';

/** Which sidebar a route shows (product.md#screens-and-routes: "three modes chosen from the route name"). */
export { sidebarMode as sidebarModeFor } from '../routes/routeClass';

export type ItemState = 'shown' | 'hidden' | 'disabled' | 'locked';

/** The bundle's target, a route's parameters filled (`@site` … replaced by their values). */
export type ResolvedTarget =
  | { kind: 'route'; route: string; params: Record<string, string | number> }
  | Exclude<TargetDefinition, { kind: 'route' }>;

export interface ResolvedItem {
  id: string;
  label: string;
  icon?: string;
  target: ResolvedTarget;
  state: ItemState;
  reason?: { kind: DenialKind; detail: string };
  /** Translation key of the tooltip of the gate that decided the state. */
  tooltip?: string;
  badge?: Badge;
  children?: ResolvedItem[];
}

export interface ResolvedMenu {
  menu: string;
  items: ResolvedItem[];
}

export interface MenuSlot {
  placement: Placement;
  /** Sidebars only. */
  mode?: MenuMode;
  variant: string;
}

/** The current site, highlights collection and organization: what `@site` … stand for. */
export interface MenuPlace {
  siteId?: string | number;
  collectionId?: string | number;
  organizationId?: string | number;
}

const EFFECT_STATE: Record<GateEffect, ItemState> = {
  hidden: 'hidden',
  disabled: 'disabled',
  lock: 'locked',
};
/** The declared precedence when several gates deny: hidden > disabled > lock. */
const STRENGTH: Record<ItemState, number> = { shown: 0, locked: 1, disabled: 2, hidden: 3 };

const SOURCES: Record<TargetSource, { key: keyof MenuPlace; what: string }> = {
  '@site': { key: 'siteId', what: 'the current site' },
  '@collection': { key: 'collectionId', what: 'the current highlights collection' },
  '@organization': { key: 'organizationId', what: 'the current organization' },
};

/** The menu serving the slot, or undefined when the bundle has none (the check forbids that). */
export function findMenu(bundle: MenusBundle, slot: MenuSlot): MenuDefinition | undefined {
  return bundle.menus.find(
    (m) =>
      m.placement === slot.placement &&
      (slot.placement !== 'sidebar' || m.mode === slot.mode) &&
      m.variants.includes(slot.variant),
  );
}

export function resolveMenu(
  bundle: MenusBundle,
  access: AccessDefinitions,
  slot: MenuSlot,
  context: GateContext,
  place: MenuPlace,
  /** The feature switch: an item leading to a hidden feature's route is hidden. */
  routeCheck: RouteCheck,
): ResolvedMenu | undefined {
  const menu = findMenu(bundle, slot);
  if (!menu) return undefined;
  const env: ItemEnv = { access, context, place, routeCheck };
  return { menu: menu.id, items: menu.items.map((i) => resolveItem(i, env)) };
}

interface ItemEnv {
  access: AccessDefinitions;
  context: GateContext;
  place: MenuPlace;
  routeCheck: RouteCheck;
}

function resolveItem(item: MenuItemDefinition, env: ItemEnv): ResolvedItem {
  const { access, context, place } = env;
  let state: ItemState = 'shown';
  let reason: ResolvedItem['reason'];
  let tooltip: string | undefined;
  const feature = item.target.kind === 'route' ? env.routeCheck(item.target.route) : undefined;
  if (feature && !feature.allowed) {
    state = 'hidden';
    reason = {
      kind: feature.reason.kind,
      detail: `its feature is hidden: ${feature.reason.detail}`,
    };
  }
  for (const gate of item.gates) {
    const result = evaluateGate(gate.when, context, access);
    const next = EFFECT_STATE[gate.effect];
    if (result.allowed || STRENGTH[next] <= STRENGTH[state]) continue;
    state = next;
    reason = { kind: result.reason.kind, detail: result.reason.detail };
    tooltip = gate.tooltip;
  }

  const alternate =
    item.alternate && evaluateGate(item.alternate.when, context, access).allowed
      ? item.alternate
      : undefined;
  const primary = item.target;
  let target: ResolvedTarget = { ...primary };
  if (alternate || primary.kind === 'route') {
    const { route, params } = alternate ?? (primary as Extract<typeof primary, { kind: 'route' }>);
    const filled = fillParams(params, place);
    target = { kind: 'route', route, params: filled.params };
    // A page needing the current site cannot open before there is one: disabled, fail closed.
    if (filled.missing && STRENGTH.disabled > STRENGTH[state]) {
      state = 'disabled';
      reason = { kind: 'unknown', detail: `needs ${filled.missing}` };
      tooltip = undefined;
    }
  }

  const children = item.children?.map((c) => resolveItem(c, env));
  // A group whose every item is hidden has nothing to show.
  if (children && state !== 'hidden' && children.every((c) => c.state === 'hidden')) {
    state = 'hidden';
    reason = {
      kind: children[0]?.reason?.kind ?? 'unknown',
      detail: 'every item of the group is hidden',
    };
    tooltip = undefined;
  }

  const icon = alternate?.icon ?? item.icon;
  return {
    id: item.id,
    label: alternate ? alternate.label : item.label,
    ...(icon ? { icon } : {}),
    target,
    state,
    ...(reason ? { reason } : {}),
    ...(tooltip ? { tooltip } : {}),
    // The badge belongs to the primary page (get-started progress), not to the alternate.
    ...(item.badge && !alternate ? { badge: item.badge } : {}),
    ...(children ? { children } : {}),
  };
}

/** Values of `@site` … from the place; literals as written. Names the first missing source. */
function fillParams(sources: Record<string, ParamSource>, place: MenuPlace) {
  const params: Record<string, string | number> = {};
  let missing: string | undefined;
  for (const [name, source] of Object.entries(sources)) {
    const from = isTargetSource(source) ? SOURCES[source] : undefined;
    const value = from ? place[from.key] : source;
    if (value === undefined || value === '') missing ??= `${from?.what ?? name} (${name})`;
    else params[name] = value;
  }
  return { params, missing };
}

function isTargetSource(source: ParamSource): source is TargetSource {
  return typeof source === 'string' && Object.hasOwn(SOURCES, source);
}
