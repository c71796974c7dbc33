/**
 * The one question most site endpoints start with: may the signed-in user open this site (is
 * it in one of their organizations)? Otherwise 404 — the same answer as a site that does not
 * exist, so nothing about other people's sites leaks.
 */
import { siteViewsOfUser, type SiteView } from '../data/sites';
import { signedInUser, type RequestContext } from '../http/context';
import { notFound } from '../http/httpError';

export async function memberSite(context: RequestContext, siteId: number): Promise<SiteView> {
  const [view] = await siteViewsOfUser(context.db, signedInUser(context), { siteId });
  if (!view) throw notFound('site');
  return view;
}
