/**
 * Installation of the tracking code as one fact of the site: the site's last data says it, and
 * every page reads it from the one shared site query (signedIn/useCurrentSite.ts). While the code
 * is not installed that query asks again on an interval, so a page open when the first data
 * arrives — whichever page — learns it without a reload. Pure: the hooks decide with it.
 */
import type { Site } from '../../../generated/types';

/** How often a site without data is asked again: the cadence of sessions in progress (10 s). */
export const INSTALL_POLL_MS = 10_000;

type LastData = Site['lastData'] | undefined;

/** Installed = the tracking code has sent data at least once. */
export function isInstalled(lastData: LastData): boolean {
  return lastData !== null && lastData !== undefined;
}

/**
 * The refetch interval of the site query: none once installed (the fact cannot go back), else
 * `pollMs`. Unknown (not loaded yet) polls too, so a first answer without data keeps polling.
 */
export function installPollInterval(lastData: LastData, pollMs: number): number | false {
  return isInstalled(lastData) ? false : pollMs;
}

export interface SiteSighting {
  id: number;
  lastData: LastData;
}

/** The same site went from "not installed" to "installed" between two answers. */
export function becameInstalled(
  before: SiteSighting | undefined,
  after: SiteSighting | undefined,
): boolean {
  return (
    before !== undefined &&
    after !== undefined &&
    before.id === after.id &&
    !isInstalled(before.lastData) &&
    isInstalled(after.lastData)
  );
}
