/** Merge the valid empty-states documents (in file order) into the empty-states model. */
import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import { canonical } from '../guides/canonical';
import type {
  Declared,
  EmptyState,
  EmptyStateAction,
  EmptyStatesModel,
  StandardParts,
} from './model';

interface EmptyStatesDoc {
  features?: Declared[];
  actions?: EmptyStateAction[];
  standard?: StandardParts;
  emptyState?: EmptyState;
}

const EMPTY_STATE_KEYS: (keyof EmptyState)[] = [
  'feature',
  'title',
  'text',
  'image',
  'omitButtons',
  'installLink',
  'newSurveyDropdown',
  'createButton',
  'pendingSetup',
  'pendingInstallation',
  'pendingData',
  'guideCards',
];

export function collectEmptyStates(docs: ManifestDocument[]): EmptyStatesModel {
  const model: EmptyStatesModel = { features: [], actions: [], emptyStates: [], sections: [] };
  for (const doc of docs) {
    const data = doc.data as EmptyStatesDoc;
    const at = (pointer: string) => ({ file: doc.file, pointer });
    (data.features ?? []).forEach((f, i) =>
      model.features.push(locate({ ...f }, at(`/features/${i}`))),
    );
    (data.actions ?? []).forEach((a, i) =>
      model.actions.push(locate({ ...a }, at(`/actions/${i}`))),
    );
    if (data.standard) {
      model.sections.push({ name: 'standard', at: at('/standard') });
      model.standard ??= locate({ ...data.standard }, at('/standard'));
    }
    if (data.emptyState)
      model.emptyStates.push(
        locate(canonical(data.emptyState, EMPTY_STATE_KEYS), at('/emptyState')),
      );
  }
  return model;
}
