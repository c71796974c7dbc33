/**
 * The refer-and-earn link: the register page with the tracked campaign parameters
 * utm_source=referral and utm_campaign=<code> (app manifest trackedCampaignParameters), which the
 * server keeps in cookies and records with the signup (signup_attribution).
 */
import { pathTo } from '../../../generated/routes';

export function referralLink(origin: string, code: string): string {
  const query = new URLSearchParams({ utm_source: 'referral', utm_campaign: code });
  return `${origin}${pathTo('auth.register')}?${query.toString()}`;
}
