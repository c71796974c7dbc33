/**
 * What the runtime reads at load time (generated/bundle/empty-states.json): the actions, the
 * standard parts and each feature's empty state, keyed by feature.
 */
import { sortBy } from '../../core/order';
import type { EmptyState, EmptyStateAction, EmptyStatesModel, StandardParts } from './model';

export interface EmptyStatesBundle {
  actions: EmptyStateAction[];
  standard?: StandardParts;
  features: Record<string, EmptyState>;
}

export function emptyStatesBundle(part: EmptyStatesModel): EmptyStatesBundle {
  return {
    actions: sortBy(part.actions, (a) => a.name),
    ...(part.standard ? { standard: part.standard } : {}),
    features: Object.fromEntries(
      sortBy(part.emptyStates, (e) => e.feature).map((e) => [e.feature, e]),
    ),
  };
}
