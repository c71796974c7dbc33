/**
 * Where the onboarding questionnaire sends the user once answered or skipped (issue 4 "Then
 * the user lands on the site's setup / overview page"): `next` when it is a safe path of this
 * app (and not a signup page, which would loop), else the first site's setup page while its
 * tracking code has never sent data (spec §4 "Tracking code: not installed (no last data)"),
 * its overview otherwise, and the no-site-access page without any site (rules/homePath.ts).
 */
import { pathTo } from '../../../generated/routes';
import { firstSite } from './homePath';
import { safeNextPath } from './safeNextPath';

const LOOPS = ['/register', '/onboarding'];

function loops(path: string): boolean {
  const { pathname } = new URL(path, 'http://origin.invalid');
  return LOOPS.some((loop) => pathname === loop || pathname.startsWith(`${loop}/`));
}

export function afterOnboardingPath(
  organizations: readonly { sites: readonly { id: number; lastData: unknown }[] }[],
  next?: string | null,
): string {
  const safe = safeNextPath(next);
  if (safe && !loops(safe)) return safe;
  const site = firstSite(organizations);
  if (!site) return pathTo('pages.no-site-access');
  return site.lastData
    ? pathTo('overview.index', { siteId: site.id })
    : pathTo('setup.index', { siteId: site.id });
}
