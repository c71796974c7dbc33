/**
 * The semantic layer as the server reads it (manifests/semantic-layer.yaml →
 * generated/bundle/semantic-layer.json), re-read when the bundle changes: a measure a product
 * manager adds is queryable on the next request.
 */
import type { SemanticLayer } from '../../../contracts/analysis';
import type { DeclaredLayer } from '../../../runtime/rules/analysis/declaredIds';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

// The bundle is this build's output: its ids are the generated unions.
function readSemanticLayer(root: string): DeclaredLayer {
  const file = bundlePath(root, 'semantic-layer');
  const bundle = readBundleJson(file) as Partial<SemanticLayer>;
  if (!Array.isArray(bundle.measures) || !Array.isArray(bundle.dimensions))
    throw new Error(`${file}: measures or dimensions are missing; run \`npm run gen\``);
  return bundle as DeclaredLayer;
}

export function semanticLayer(root: string): DeclaredLayer {
  return fromBundles(root, ['semantic-layer'], readSemanticLayer);
}
