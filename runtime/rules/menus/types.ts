/**
 * The menus bundle (`generated/bundle/menus.json`): every menu of the signed-in shell (spec §2
 * "Signed-in shell") as the runtime reads it at load time. Emitted by the menus kind.
 */
import type { Gate } from '../gates/types';

export type Placement = 'sidebar' | 'top-bar' | 'help-menu' | 'account-menu';
/** Sidebar modes (spec §2: "three modes chosen from the route name"). */
export type MenuMode = 'feature' | 'settings' | 'profile';
export type GateEffect = 'hidden' | 'disabled' | 'lock';

/** `@site`, `@collection`, `@organization` = the current one; anything else is a literal value. */
export type ParamSource = string | number;

export type TargetDefinition =
  | { kind: 'route'; route: string; params: Record<string, ParamSource> }
  | { kind: 'href'; href: string }
  | { kind: 'action'; action: string }
  | { kind: 'widget'; widget: string }
  | { kind: 'group' };

/** When `when` denies, `effect` applies (hidden > disabled > lock when several deny). */
export interface ItemGate {
  when: Gate;
  effect: GateEffect;
  /** Translation key shown on a disabled or locked item. */
  tooltip?: string;
}

export type Badge =
  { kind: 'progress'; of: number; source: string } | { kind: 'counter'; source: string };

/** Replaces the item's target and label while `when` allows (get started → setup, spec §2). */
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
