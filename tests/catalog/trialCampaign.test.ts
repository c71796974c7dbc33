/** product.md#constants-and-limits: size minimum ≤ 100 → the size's own trial campaign, otherwise the large-company one. */
import { describe, expect, it } from 'vitest';
import { trialCampaignFor } from '../../runtime/rules/catalog/trialCampaign';
import type { TrialCampaign } from '../../runtime/rules/catalog/types';

const campaign = (
  hash: string,
  audience: TrialCampaign['audience'],
  organizationSizes: string[],
  enabled = true,
): TrialCampaign => ({
  hash,
  enabled,
  plan: 'business',
  details: { id: 1, name: hash, plan: 'business', numFreeDays: 15 },
  audience,
  organizationSizes,
});

const CAMPAIGNS = [
  campaign('trial-org-1-10', 'organization-size', ['size-1-10']),
  campaign('trial-org-51-100', 'organization-size', ['size-51-100']),
  campaign('trial-org-11-50', 'organization-size', ['size-11-50'], false),
  campaign('trial-large-company', 'large-company', ['size-101-500', 'size-1001-plus']),
];

describe('trialCampaignFor', () => {
  const cases: [string, string | undefined][] = [
    ['size-1-10', 'trial-org-1-10'],
    ['size-51-100', 'trial-org-51-100'],
    ['size-101-500', 'trial-large-company'],
    ['size-1001-plus', 'trial-large-company'],
    ['size-11-50', undefined], // its campaign is disabled
    ['size-unknown', undefined],
  ];
  for (const [size, want] of cases) {
    it(`${size} → ${want ?? 'no trial'}`, () => {
      expect(trialCampaignFor(size, CAMPAIGNS)?.hash).toBe(want);
    });
  }
});
