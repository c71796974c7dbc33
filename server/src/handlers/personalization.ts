/**
 * GET /api/v1/activation/users/{userId}/sites/{siteId}/personalization (product.md#calls; cached 10 s by the
 * client, product.md#constants-and-limits): the onboarding answers expertise and goal, null when unanswered. Only the user's
 * own id (another → 403) and sites they can open (others → 404, like missing ones).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { siteViewsOfUser } from '../data/sites';
import { personalizationOf } from '../data/userAttributes';
import { ownUser } from '../auth/authorize';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/httpError';

export const getPersonalization: ApiHandler<'getPersonalization', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const [site] = await siteViewsOfUser(context.db, userId, { siteId: params.siteId });
  if (!site) throw notFound('site');
  return { status: 200, body: await personalizationOf(context.db, userId, params.siteId) };
};
