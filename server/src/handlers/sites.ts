/** Organizations and sites of the signed-in user (product.md#screens-and-routes site selector, product.md#calls). */
import type { ApiHandler } from '../../../generated/api/contracts';
import { organizationsOfUser } from '../data/organizations';
import { siteOfUser } from '../data/sites';
import { ownUser } from '../auth/authorize';
import { signedInUser, type RequestContext } from '../http/context';
import { notFound } from '../http/httpError';

export const listUserOrganizations: ApiHandler<'listUserOrganizations', RequestContext> = async (
  { params },
  context,
) => ({
  status: 200,
  body: await organizationsOfUser(context.db, ownUser(context, params.userId)),
});

/** A site of another account, or of an organization the user is not in, is "not found". */
export const getSite: ApiHandler<'getSite', RequestContext> = async ({ params }, context) => {
  const site = await siteOfUser(context.db, signedInUser(context), params.accountId, params.siteId);
  if (!site) throw notFound('site');
  return { status: 200, body: site };
};
