/**
 * Organization and site settings (manifests/api/orgSettings.yaml):
 * rename an organization, a site's name and address (product.md#validation URL rules, the same check as adding a
 * site), integrations' state per site, and the user lookup over the ingested tracking data.
 * Authorization (product.md#roles-and-permissions): an organization or site the user is not in answers 404 (like a missing
 * one); every change needs write or admin access in the organization (403 for read — a demo
 * site is read-only for everyone).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { isValidSiteUrl } from '../../../runtime/rules/validation/siteUrl';
import { integrationsOfSite, isIntegration, setIntegrationState } from '../data/integrations';
import { sessionsOfVisitor, setOrganizationName, setSiteDetails } from '../data/orgSettings';
import { organizationAccess } from '../data/siteCreation';
import { toSiteEntity } from '../data/sites';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { memberSite } from '../auth/memberSite';

async function writableSite(context: RequestContext, siteId: number, what: string) {
  const view = await memberSite(context, siteId);
  if (view.access === 'read' || view.demo) {
    throw forbidden(`${what} needs write or admin access in the organization.`);
  }
  return view;
}

/** Trimmed and not blank (the schema bounds the length; blank after trimming is a 400). */
function nameOf(field: string, value: string): string {
  const name = value.trim();
  if (!name) throw badRequest(field, `${field} must not be blank`);
  return name;
}

export const renameOrganization: ApiHandler<'renameOrganization', RequestContext> = async (
  { params, body },
  context,
) => {
  const access = await organizationAccess(context.db, signedInUser(context), params.organizationId);
  if (!access) throw notFound('organization');
  if (access === 'read') {
    throw forbidden('Renaming an organization needs write or admin access in it.');
  }
  const name = nameOf('name', body.name);
  await setOrganizationName(context.db, params.organizationId, name);
  return { status: 200, body: { id: params.organizationId, name } };
};

export const updateSiteDetails: ApiHandler<'updateSiteDetails', RequestContext> = async (
  { params, body },
  context,
) => {
  await writableSite(context, params.siteId, 'Changing a site');
  const details: { name?: string; url?: string } = {};
  if (body.name !== undefined) details.name = nameOf('name', body.name);
  if (body.url !== undefined) {
    const url = body.url.trim();
    if (!isValidSiteUrl(url)) {
      throw badRequest(
        'url',
        'url must be an http(s) address without spaces or a bare host such as example.com',
      );
    }
    details.url = url;
  }
  if (details.name === undefined && details.url === undefined) {
    throw badRequest('name', 'Give a name or a url to change.');
  }
  await setSiteDetails(context.db, params.siteId, details);
  const view = await memberSite(context, params.siteId);
  return { status: 200, body: toSiteEntity(view) };
};

export const listSiteIntegrations: ApiHandler<'listSiteIntegrations', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  return { status: 200, body: await integrationsOfSite(context.db, site.id) };
};

export const updateSiteIntegration: ApiHandler<'updateSiteIntegration', RequestContext> = async (
  { params, body },
  context,
) => {
  const { site } = await writableSite(context, params.siteId, 'Connecting an integration');
  if (!isIntegration(params.integrationId)) throw notFound('integration');
  const state = await setIntegrationState(context.db, {
    siteId: site.id,
    integration: params.integrationId,
    connected: body.connected,
    userId: signedInUser(context),
  });
  return { status: 200, body: state };
};

export const lookupVisitorSessions: ApiHandler<'lookupVisitorSessions', RequestContext> = async (
  { params, query },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  const visitorId = (query.visitorId ?? '').trim();
  if (!visitorId) throw badRequest('visitorId', 'visitorId is required (1 to 200 characters)');
  return { status: 200, body: await sessionsOfVisitor(context.db, site.id, visitorId) };
};
