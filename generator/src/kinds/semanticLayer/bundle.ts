/**
 * The semantic layer's bundle (`generated/bundle/semantic-layer.json`): what the server's query
 * engine compiles and the pages label, read at request time (a measure added to the manifest
 * is queryable without a server restart).
 */
import type { SemanticLayer } from '../../../../contracts/analysis';
import { sortBy } from '../../core/order';
import type { SemanticLayerModel } from './model';

export function semanticLayerBundle(part: SemanticLayerModel): SemanticLayer {
  return {
    measures: sortBy(part.measures, (m) => m.id).map((m) => ({ ...m })),
    dimensions: sortBy(part.dimensions, (d) => d.id).map((d) => ({ ...d })),
  };
}
