/** Merge the measures and dimensions of every valid `kind: semantic-layer` document. */
import { locate, pointer } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { Dimension, Measure, SemanticLayerModel } from './model';

export function collectSemanticLayer(docs: ManifestDocument[]): SemanticLayerModel {
  const model: SemanticLayerModel = { measures: [], dimensions: [] };
  for (const doc of docs) {
    const data = doc.data as { measures?: Measure[]; dimensions?: Dimension[] };
    (data.measures ?? []).forEach((m, i) =>
      model.measures.push(locate({ ...m }, { file: doc.file, pointer: pointer('measures', i) })),
    );
    (data.dimensions ?? []).forEach((d, i) =>
      model.dimensions.push(
        locate({ ...d }, { file: doc.file, pointer: pointer('dimensions', i) }),
      ),
    );
  }
  return model;
}
