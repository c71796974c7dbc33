/**
 * POST /api/v1/organizations/{organizationId}/sites: a user with write or admin access
 * in the organization adds a site (product.md#roles-and-permissions); read access → 403, an organization the user is not in
 * → 404 (the same answer as one that does not exist). The URL follows product.md#validation (http(s) without
 * spaces, or a bare host); its host names the site.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { isValidSiteUrl, siteFromUrl } from '../../../runtime/rules/validation/siteUrl';
import { insertSite, organizationAccess } from '../data/siteCreation';
import { toSiteEntity } from '../data/sites';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { memberSite } from '../auth/memberSite';

export const createSite: ApiHandler<'createSite', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = signedInUser(context);
  const access = await organizationAccess(context.db, userId, params.organizationId);
  if (!access) throw notFound('organization');
  if (access === 'read') {
    throw forbidden('Adding a site needs write or admin access in the organization.');
  }
  const url = body.url.trim();
  if (!isValidSiteUrl(url)) {
    throw badRequest(
      'url',
      'url must be an http(s) address without spaces or a bare host such as example.com',
    );
  }
  const siteId = await insertSite(context.db, params.organizationId, siteFromUrl(url));
  const view = await memberSite(context, siteId);
  return { status: 201, body: toSiteEntity(view) };
};
