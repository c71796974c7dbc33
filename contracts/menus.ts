/**
 * The words of the menus manifest (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions) and the menus bundle
 * (`generated/bundle/menus.json`) the runtime reads at load time. The menus JSON Schema
 * (generator/src/kinds/menus/schema.ts) takes its enums from these lists; the shell dispatches
 * over them exhaustively (a widget or action added here without a handler fails to compile).
 */
import type { Gate } from './gates';

/** Where a menu shows: the left sidebar, the top bar, and the two menus the top bar opens. */
export const PLACEMENTS = ['sidebar', 'top-bar', 'help-menu', 'account-menu'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Sidebar modes (product.md#screens-and-routes: "three modes chosen from the route name"). */
export const MENU_MODES = ['feature', 'settings', 'profile'] as const;
export type MenuMode = (typeof MENU_MODES)[number];

/** What a denying gate does to an item (hidden > disabled > lock when several deny). */
export const GATE_EFFECTS = ['hidden', 'disabled', 'lock'] as const;
export type GateEffect = (typeof GATE_EFFECTS)[number];

/** Actions the shell performs for an item. */
export const MENU_ACTIONS = ['logout', 'open-chat'] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

/** Components the top bar renders in place of a link. */
export const WIDGETS = [
  'site-selector',
  'session-sampling',
  'responses-limit',
  'notification-bell',
  'help',
  'language-selector',
  'account-menu',
  'trial-entry',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** progress = "n of N" steps done; counter = a number of unseen things. */
export const BADGE_KINDS = ['progress', 'counter'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** Where a badge's number comes from. */
export const BADGE_SOURCES = ['get-started-page', 'product-updates'] as const;
export type BadgeSource = (typeof BADGE_SOURCES)[number];

/** Where a route parameter's value comes from: the current site, collection, organization. */
export const TARGET_SOURCES = ['@site', '@collection', '@organization'] as const;
export type TargetSource = (typeof TARGET_SOURCES)[number];

/** A TargetSource, or any other value: a literal. */
export type ParamSource = string | number;

export type TargetDefinition =
  | { kind: 'route'; route: string; params: Record<string, ParamSource> }
  | { kind: 'href'; href: string }
  | { kind: 'action'; action: MenuAction }
  | { kind: 'widget'; widget: Widget }
  | { kind: 'group' };

/** When `when` denies, `effect` applies (hidden > disabled > lock when several deny). */
export interface ItemGate {
  when: Gate;
  effect: GateEffect;
  /** Translation key shown on a disabled or locked item. */
  tooltip?: string;
}

export type Badge =
  { kind: 'progress'; of: number; source: BadgeSource } | { kind: 'counter'; source: BadgeSource };

/** Replaces the item's target and label while `when` allows (get started → setup, product.md#screens-and-routes). */
export interface Alternate {
  when: Gate;
  label: string;
  icon?: string;
  route: string;
  params: Record<string, ParamSource>;
}

export interface MenuItemDefinition {
  id: string;
  label: string;
  icon?: string;
  target: TargetDefinition;
  gates: ItemGate[];
  badge?: Badge;
  alternate?: Alternate;
  /** Items of a group (target kind `group`). */
  children?: MenuItemDefinition[];
}

export interface MenuDefinition {
  id: string;
  placement: Placement;
  /** Sidebars only. */
  mode?: MenuMode;
  /** Account variants that get this menu. */
  variants: string[];
  items: MenuItemDefinition[];
}

export interface MenusBundle {
  menus: MenuDefinition[];
}
