import type {
  MenuDefinition,
  MenuItemDefinition,
  MenusBundle,
  TargetDefinition,
} from '../../../../contracts/menus';
import { sortBy } from '../../core/order';
import type { MenuItem, MenusModel } from './model';

/**
 * What the runtime reads (`generated/bundle/menus.json`): menus sorted by id, items in display
 * order, each with one `target` (the check guarantees exactly one).
 */
export function bundleMenus(part: MenusModel): MenusBundle {
  const menus = sortBy(part.menus, (m) => m.id);
  return {
    menus: menus.map((m): MenuDefinition => ({
      id: m.id,
      placement: m.placement,
      ...(m.mode ? { mode: m.mode } : {}),
      variants: m.variants,
      items: m.items.map(bundleItem),
    })),
  };
}

function bundleItem(item: MenuItem): MenuItemDefinition {
  return {
    id: item.id,
    label: item.label,
    ...(item.icon ? { icon: item.icon } : {}),
    target: target(item),
    gates: item.gates.map((g) => ({
      when: g.when,
      effect: g.effect,
      ...(g.tooltip ? { tooltip: g.tooltip } : {}),
    })),
    ...(item.badge ? { badge: item.badge } : {}),
    ...(item.alternate
      ? {
          alternate: {
            when: item.alternate.when,
            label: item.alternate.label,
            ...(item.alternate.icon ? { icon: item.alternate.icon } : {}),
            route: item.alternate.route,
            params: item.alternate.params,
          },
        }
      : {}),
    ...(item.children ? { children: item.children.map(bundleItem) } : {}),
  };
}

function target(item: MenuItem): TargetDefinition {
  if (item.route !== undefined)
    return { kind: 'route', route: item.route, params: item.params ?? {} };
  if (item.href !== undefined) return { kind: 'href', href: item.href };
  if (item.action !== undefined) return { kind: 'action', action: item.action };
  if (item.widget !== undefined) return { kind: 'widget', widget: item.widget };
  return { kind: 'group' };
}
