/**
 * Where the onboarding questionnaire sends the user once answered or skipped ("Then
 * the user lands on the site's setup / overview page"): `next` when it is a safe path of this
 * app, not a signup page (which would loop) and not a page of a site the user does not have
 * (that `next` led to a "No site access" page), else the first site's setup page while its
 * tracking code has never sent data (product.md#states-and-transitions "Tracking code: not installed (no last data)"),
 * its overview otherwise. Without any site, home decides (runtime/rules/routes/homePath.ts): the
 * add-your-first-site page where the user may add one — a new account that gave no site URL
 * ("no dead end for a new account") — else the no-site-access page.
 */
import { pathTo } from '../../../../generated/routes';
import { firstSite, homePath, type HomeOrganization } from '../../../rules/routes/homePath';
import { safeNextPath } from '../../../rules/signup/safeNextPath';

const LOOPS = ['/register', '/onboarding', '/jtbd'];

function loops(pathname: string): boolean {
  return LOOPS.some((loop) => pathname === loop || pathname.startsWith(`${loop}/`));
}

/** A `/sites/{id}/…` path of a site none of the organizations has. */
function foreignSite(pathname: string, organizations: Organizations): boolean {
  const match = /^\/sites\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match) return false;
  const siteId = Number(match[1]);
  return !organizations.some((o) => o.sites.some((site) => site.id === siteId));
}

type Organizations = readonly (HomeOrganization & {
  sites: readonly { id: number; lastData: unknown }[];
})[];

export function afterOnboardingPath(organizations: Organizations, next?: string | null): string {
  const safe = safeNextPath(next);
  if (safe) {
    const { pathname } = new URL(safe, 'http://origin.invalid');
    if (!loops(pathname) && !foreignSite(pathname, organizations)) return safe;
  }
  const site = firstSite(organizations);
  if (!site) return homePath(organizations);
  return site.lastData
    ? pathTo('overview.index', { siteId: site.id })
    : pathTo('setup.index', { siteId: site.id });
}
