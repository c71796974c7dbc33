/**
 * The campaign as the register page uses it (product.md#records-and-their-fields "Campaign (fetched): enabled, plan,
 * details … Derived: valid, hash, plan"; product.md#errors "Campaign load failure: silent fallback to invalid
 * basic"). The generated client already turns a failed load into `{ enabled: false, plan:
 * basic }`; this rule derives the state from whatever arrived:
 *  - valid only with a hash, an enabled campaign and its details (a fallback has none);
 *  - plan: the campaign's plan when valid, else basic.
 */
import type { Campaign, CampaignState } from '../../../../generated/types';

export function campaignState(
  hash: string | undefined,
  campaign: Campaign | undefined,
): CampaignState {
  const valid = Boolean(hash && campaign?.enabled && campaign.details);
  return {
    valid,
    hash: hash ?? null,
    plan: valid && campaign ? campaign.plan : 'basic',
  };
}
