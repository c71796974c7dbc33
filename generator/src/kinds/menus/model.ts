/**
 * The menus part of the model, merged from every valid `kind: menus` document (product.md#screens-and-routes
 * "Signed-in shell"). Items keep their target keys as written, so checks can say which ones
 * an item has; the bundle turns them into one `target`.
 */
import type { Located } from '../../core/located';
import type {
  Badge,
  GateEffect,
  ItemGate,
  MenuAction,
  MenuMode,
  ParamSource,
  Placement,
  Widget,
} from '../../../../contracts/menus';
import type { Gate } from '../../../../contracts/gates';

export type { Badge, GateEffect, ItemGate, MenuMode, ParamSource, Placement };

export interface MenuAlternate {
  when: Gate;
  route: string;
  params: Record<string, ParamSource>;
  label: string;
  icon?: string;
}

export interface MenuItem {
  id: string;
  label: string;
  icon?: string;
  route?: string;
  params?: Record<string, ParamSource>;
  href?: string;
  action?: MenuAction;
  widget?: Widget;
  children?: Located<MenuItem>[];
  gates: ItemGate[];
  badge?: Badge;
  alternate?: MenuAlternate;
  note?: string;
}

export interface Menu {
  id: string;
  placement: Placement;
  mode?: MenuMode;
  variants: string[];
  description?: string;
  items: Located<MenuItem>[];
}

export interface MenusModel {
  menus: Located<Menu>[];
}
