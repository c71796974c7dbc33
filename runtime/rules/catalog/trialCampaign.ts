/**
 * Which trial campaign an organization gets (product.md#constants-and-limits: organizations with size minimum 100 or less
 * use their own trial campaign, otherwise the large-company campaign). The catalog manifest
 * assigns each organization size to exactly one campaign (the generator checks product.md#constants-and-limits rule), so
 * the runtime only looks the size up.
 */
import type { TrialCampaign } from './types';

/** The enabled trial campaign for an organization size id, or undefined (no trial offered). */
export function trialCampaignFor(
  organizationSize: string,
  campaigns: readonly TrialCampaign[],
): TrialCampaign | undefined {
  return campaigns.find((c) => c.enabled && c.organizationSizes.includes(organizationSize));
}
