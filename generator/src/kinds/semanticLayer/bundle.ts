/**
 * The semantic layer's bundle (`generated/bundle/semantic-layer.json`): what the server's query
 * engine compiles and the pages label, read at request time (a measure added to the manifest
 * is queryable without a server restart). In the manifest's order: the order pages offer them
 * in (the first measure is what the trends explorer opens with).
 */
import type { SemanticLayer } from '../../../../contracts/analysis';
import type { SemanticLayerModel } from './model';

export function semanticLayerBundle(part: SemanticLayerModel): SemanticLayer {
  return {
    measures: part.measures.map((m) => ({ ...m })),
    dimensions: part.dimensions.map((d) => ({ ...d })),
  };
}
