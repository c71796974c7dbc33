/**
 * The declared experiments (spec §6 "Experiments"; manifests/access.yaml → generated/bundle/
 * access.json) as the server's lookups read them. Read once per project root, like
 * signup/signupBundle.ts; a malformed bundle stops the first call with the file named.
 */
import type { ExperimentDefinition } from '../../../contracts/access';
import { bundlePath, readBundleJson } from '../project/appBundle';

const cache = new Map<string, Record<string, ExperimentDefinition>>();

export function declaredExperiments(root: string): Record<string, ExperimentDefinition> {
  let experiments = cache.get(root);
  if (!experiments) {
    const file = bundlePath(root, 'access');
    const access = readBundleJson(file) as { experiments?: unknown };
    if (!access.experiments || typeof access.experiments !== 'object') {
      throw new Error(`${file}: experiments is missing or malformed; run \`npm run gen\``);
    }
    experiments = access.experiments as Record<string, ExperimentDefinition>;
    cache.set(root, experiments);
  }
  return experiments;
}
