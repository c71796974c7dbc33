/**
 * The skip-installation choice of the surveys pending-installation state (product.md#screens-and-routes "a link to use
 * surveys without installing (skips installation)"): stored per site in app-state next to the
 * getting-started flags (namespace atv_getting_started_guide, product.md#records-and-their-fields/product.md#calls), so the
 * getting-started installation step can say installation was skipped (the guide reads the same
 * namespace: a flag `skipped_installation`).
 */
import type { AppStateSetting } from '../../../generated/types';
import { valuesFor } from '../signedIn/guides/state/appStateValues';
import { isFlagSet } from '../../rules/guides/isFlagSet';

export const SKIP_INSTALLATION = {
  namespace: 'atv_getting_started_guide',
  key: 'skipped_installation',
} as const;

export function installationSkipped(
  settings: readonly AppStateSetting[] | undefined,
  siteId: number,
): boolean {
  if (!settings) return false;
  return isFlagSet(valuesFor(settings, SKIP_INSTALLATION.namespace, siteId)[SKIP_INSTALLATION.key]);
}

export function skipInstallationSetting(siteId: number): AppStateSetting {
  return { ...SKIP_INSTALLATION, value: 'true', site_id: siteId };
}
