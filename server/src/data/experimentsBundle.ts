/**
 * The declared experiments (product.md#roles-and-permissions "Experiments"; manifests/access.yaml → generated/bundle/
 * access.json) as the server's lookups read them. Read once per project root and again after
 * `npm run gen` rewrote the bundle (project/bundleCache.ts); a malformed bundle stops the call
 * with the file named.
 */
import type { ExperimentDefinition } from '../../../contracts/access';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

export function declaredExperiments(root: string): Record<string, ExperimentDefinition> {
  return fromBundles(root, ['access'], readExperiments);
}

function readExperiments(root: string): Record<string, ExperimentDefinition> {
  const file = bundlePath(root, 'access');
  const access = readBundleJson(file) as { experiments?: unknown };
  if (!access.experiments || typeof access.experiments !== 'object') {
    throw new Error(`${file}: experiments is missing or malformed; run \`npm run gen\``);
  }
  return access.experiments as Record<string, ExperimentDefinition>;
}
