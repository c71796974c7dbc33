/**
 * What the runtime reads at load time (generated/bundle/guides.json): sidebar kinds, actions and
 * each guide by id. Steps keep their declared order (display order comes from `order`).
 */
import type { GuidesBundle } from '../../../../runtime/rules/guides/types';
import { sortBy } from '../../core/order';
import type { GuidesModel } from './model';

export function guidesBundle(part: GuidesModel): GuidesBundle {
  return {
    ...(part.sidebars
      ? { sidebars: { ...part.sidebars, kinds: sortBy(part.sidebars.kinds, (k) => k.name) } }
      : {}),
    actions: sortBy(part.actions, (a) => a.name),
    guides: Object.fromEntries(sortBy(part.guides, (g) => g.id).map((g) => [g.id, g])),
  };
}
