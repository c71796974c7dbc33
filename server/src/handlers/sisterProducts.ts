/**
 * The sister-product lookups (product.md#calls "site-to-project and account-to-cross-sell-account lookup:
 * paths not shown"; paths chosen in manifests/api/sites.yaml and accounts.yaml):
 * - GET /api/v1/sites/{siteId}/project: the site's research project, made on the first ask
 *   (every site can run research; a project per site is the smallest model that answers);
 * - GET /api/v1/accounts/{accountId}/cross-sell-account: the linked account of the sister
 *   product, null when the account has none.
 * Both need a member (of the site's organization / of the account): anything else is a 404, the
 * same answer as a missing id.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { memberAccount } from '../auth/authorize';
import { crossSellAccountOf, projectOfSite } from '../data/sisterProducts';
import type { RequestContext } from '../http/context';
import { memberSite } from '../auth/memberSite';

export const getSiteProject: ApiHandler<'getSiteProject', RequestContext> = async (
  { params },
  context,
) => {
  const view = await memberSite(context, params.siteId);
  const projectId = await projectOfSite(context.db, view.site.id);
  return { status: 200, body: { siteId: view.site.id, projectId } };
};

export const getCrossSellAccount: ApiHandler<'getCrossSellAccount', RequestContext> = async (
  { params },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  const crossSellAccountId = await crossSellAccountOf(context.db, account.id);
  return { status: 200, body: { accountId: account.id, crossSellAccountId } };
};
