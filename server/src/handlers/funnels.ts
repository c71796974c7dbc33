/**
 * The funnel query (manifests/api/funnels.yaml): a member's site only (404 otherwise), the
 * funnel checked, its page views read and walked.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { FunnelResult } from '../../../generated/types';
import { resolveFunnel } from '../analysis/resolveFunnel';
import { semanticLayer } from '../analysis/semanticLayer';
import { breakdownGroups, stepFigures, walkFunnel } from '../analysis/walkFunnel';
import { memberSite } from '../auth/memberSite';
import { funnelViews } from '../data/analysis/funnelViews';
import type { RequestContext } from '../http/context';

export const queryFunnel: ApiHandler<'queryFunnel', RequestContext> = async (
  { params, query },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  const funnel = resolveFunnel(query, semanticLayer(context.config.root));
  const views = await funnelViews(context.db, site.id, funnel);
  const progress = [...walkFunnel(views, funnel.steps.length, funnel.windowMs).values()];
  const { from, to, start, end, timeZone } = funnel.range;
  const body: FunnelResult = {
    steps: stepFigures(progress, funnel.steps.length),
    range: { from, to, start, end, timeZone },
    ...(query.window ? { window: query.window } : {}),
  };
  if (funnel.by)
    body.breakdown = {
      dimension: funnel.by.id,
      groups: breakdownGroups(progress, funnel.steps.length),
    };
  return { status: 200, body };
};
