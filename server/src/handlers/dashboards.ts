/**
 * Dashboards a team builds (manifests/api/dashboards.yaml): shared in the site's organization.
 * Any member reads; `write` and `admin` members create, change and delete (`read` → 403). A
 * site not the user's, or a dashboard not of that site, is 404 like a missing one.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { DeclaredWidget } from '../../../runtime/rules/analysis/declaredIds';
import { intoDashboard } from '../../../runtime/rules/analysis/dashboardWidgets';
import { dashboardTemplate } from '../analysis/analysisPages';
import { checkWidgets } from '../analysis/checkWidgets';
import { semanticLayer } from '../analysis/semanticLayer';
import { memberSite } from '../auth/memberSite';
import {
  deleteDashboard as removeDashboard,
  findDashboard,
  insertDashboard,
  listDashboards as selectDashboards,
  updateDashboard as storeDashboard,
} from '../data/dashboards';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/httpError';

/** The site's id when the user's organization access lets them change its dashboards. */
async function writableSite(context: RequestContext, siteId: number): Promise<number> {
  const view = await memberSite(context, siteId);
  if (view.access === 'read')
    throw forbidden('Read-only members of the organization cannot change its dashboards.');
  return view.site.id;
}

/** The schema refuses empty and blank names; the trimmed name is what is stored. */
function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('name', 'name must not be blank');
  return trimmed;
}

export const listDashboards: ApiHandler<'listDashboards', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  return { status: 200, body: await selectDashboards(context.db, site.id) };
};

export const getDashboard: ApiHandler<'getDashboard', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  const dashboard = await findDashboard(context.db, site.id, params.dashboardId);
  if (!dashboard) throw notFound('dashboard');
  return { status: 200, body: dashboard };
};

export const createDashboard: ApiHandler<'createDashboard', RequestContext> = async (
  { params, body },
  context,
) => {
  const siteId = await writableSite(context, params.siteId);
  const name = trimmedName(body.name);
  let widgets: DeclaredWidget[] = [];
  if (body.templateId !== undefined) {
    const template = dashboardTemplate(context.config.root, body.templateId);
    if (!template) throw badRequest('templateId', `No dashboard template "${body.templateId}".`);
    widgets = template.widgets.map(intoDashboard);
  }
  const id = await insertDashboard(context.db, siteId, signedInUser(context), {
    name,
    templateId: body.templateId ?? null,
    widgets,
  });
  return { status: 201, body: (await findDashboard(context.db, siteId, id))! };
};

export const updateDashboard: ApiHandler<'updateDashboard', RequestContext> = async (
  { params, body },
  context,
) => {
  const siteId = await writableSite(context, params.siteId);
  const name = trimmedName(body.name);
  checkWidgets(body.widgets, semanticLayer(context.config.root));
  const values = { name, widgets: body.widgets };
  if (!(await storeDashboard(context.db, siteId, params.dashboardId, values)))
    throw notFound('dashboard');
  return { status: 200, body: (await findDashboard(context.db, siteId, params.dashboardId))! };
};

export const deleteDashboard: ApiHandler<'deleteDashboard', RequestContext> = async (
  { params },
  context,
) => {
  const siteId = await writableSite(context, params.siteId);
  if (!(await removeDashboard(context.db, siteId, params.dashboardId))) throw notFound('dashboard');
  return { status: 204 };
};
