/**
 * The analysis query (manifests/api/analysis.yaml): a member's site only (404 otherwise), the
 * query checked against the semantic layer the manifests declare now, then run.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { resolveQuery } from '../analysis/resolveQuery';
import { semanticLayer } from '../analysis/semanticLayer';
import { memberSite } from '../auth/memberSite';
import { runAnalysisQuery } from '../data/analysis/runQuery';
import type { RequestContext } from '../http/context';

export const queryAnalysis: ApiHandler<'queryAnalysis', RequestContext> = async (
  { params, query },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  const resolved = resolveQuery(query, semanticLayer(context.config.root));
  return { status: 200, body: await runAnalysisQuery(context.db, site.id, resolved) };
};
