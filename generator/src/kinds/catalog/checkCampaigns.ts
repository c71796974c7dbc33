/**
 * Trial campaigns (product.md#constants-and-limits): "Organizations with size minimum 100 or less use their own trial
 * campaign, otherwise the large-company campaign. Trial duration 15 days." Every organization
 * size is covered by exactly one campaign; a small size by a campaign of its own, every larger
 * size by the large-company campaign; the free days match the app's trial length.
 */
import { childRef } from '../../core/located';
import type { PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import type { CatalogSettings } from './model';

export function checkCampaigns(
  model: PartsOf<'catalog' | 'app'>,
  settings: CatalogSettings,
  ctx: CheckContext,
): void {
  const { campaigns, organizationSizes, plans } = model.catalog;
  const rule = (at: Ref, message: string, expected: string, found: string, hint: string) =>
    ctx.report({ at, rule: 'catalog/trial-campaign-rule', message, expected, found, hint });
  // A known organization size in two campaigns (reported before the size rules of its place).
  const coveredBy = reportDuplicates(
    ctx,
    campaigns.flatMap((campaign) =>
      campaign.organizationSizes.flatMap((id, i) =>
        organizationSizes.some((s) => s.id === id)
          ? [{ id, at: childRef(campaign.$at, 'organizationSizes', i) }]
          : [],
      ),
    ),
    {
      rule: 'catalog/trial-campaign-rule',
      key: (c) => c.id,
      at: (c) => c.at,
      message: (id) => `Organization size "${id}" is covered by two trial campaigns`,
      expected: 'each organization size in exactly one campaign',
      found: (id) => `a second campaign for "${id}"`,
      hint: 'Remove the size from one of the campaigns.',
    },
  );
  const threshold = settings.trialCampaignRules?.ownCampaignMaxSizeMinimum;
  const trialDays = ctx.complete('app') ? model.app.constants?.pricing.trialDays : undefined;

  for (const campaign of campaigns) {
    if (!plans.some((p) => p.id === campaign.plan)) {
      ctx.report({
        at: childRef(campaign.$at, 'plan'),
        rule: 'catalog/unknown-plan',
        message: `Campaign "${campaign.hash}" grants unknown plan "${campaign.plan}"`,
        expected: 'a plan id declared under `plans`',
        found: JSON.stringify(campaign.plan),
        hint:
          ctx.didYouMeanHint(
            campaign.plan,
            plans.map((p) => p.id),
          ) ?? `Declared plans: ${plans.map((p) => p.id).join(', ') || 'none'}.`,
      });
    }
    if (trialDays !== undefined && campaign.details.numFreeDays !== trialDays) {
      rule(
        childRef(campaign.$at, 'details', 'numFreeDays'),
        `Campaign "${campaign.hash}" lasts ${campaign.details.numFreeDays} days, the trial lasts ${trialDays}`,
        `numFreeDays: ${trialDays} (app constant pricing.trialDays, product.md#constants-and-limits)`,
        `numFreeDays: ${campaign.details.numFreeDays}`,
        'Change the campaign, or the trial length in manifests/app.yaml.',
      );
    }
    campaign.organizationSizes.forEach((id, i) => {
      const at = childRef(campaign.$at, 'organizationSizes', i);
      const size = organizationSizes.find((s) => s.id === id);
      if (!size) {
        ctx.report({
          at,
          rule: 'catalog/unknown-organization-size',
          message: `Unknown organization size "${id}"`,
          expected: 'an id declared under `organizationSizes`',
          found: JSON.stringify(id),
          hint:
            ctx.didYouMeanHint(
              id,
              organizationSizes.map((s) => s.id),
            ) ?? `Declared sizes: ${organizationSizes.map((s) => s.id).join(', ') || 'none'}.`,
        });
        return;
      }
      if (threshold === undefined) return;
      const small = size.minimum <= threshold;
      if (campaign.audience === 'large-company' && small) {
        rule(
          at,
          `Size "${id}" (minimum ${size.minimum}) is in the large-company campaign`,
          `sizes with minimum ≤ ${threshold} in a campaign of their own (product.md#constants-and-limits)`,
          `minimum ${size.minimum}`,
          'Give this size its own `audience: organization-size` campaign.',
        );
      } else if (campaign.audience === 'organization-size' && !small) {
        rule(
          at,
          `Size "${id}" (minimum ${size.minimum}) has its own campaign`,
          `sizes with minimum > ${threshold} in the large-company campaign (product.md#constants-and-limits)`,
          `minimum ${size.minimum}`,
          'Move this size to the `audience: large-company` campaign.',
        );
      }
    });
    if (campaign.audience === 'organization-size' && campaign.organizationSizes.length > 1) {
      rule(
        childRef(campaign.$at, 'organizationSizes'),
        `Campaign "${campaign.hash}" is an own campaign for ${campaign.organizationSizes.length} sizes`,
        'one organization size per `audience: organization-size` campaign (product.md#constants-and-limits)',
        campaign.organizationSizes.join(', '),
        'Split it into one campaign per size.',
      );
    }
  }
  if (campaigns.length === 0) return;
  const large = campaigns.filter((c) => c.audience === 'large-company');
  reportDuplicates(ctx, large, {
    rule: 'catalog/trial-campaign-rule',
    key: (c) => c.audience,
    at: (c) => childRef(c.$at, 'audience'),
    message: (_, c) => `"${c.hash}" is a second large-company campaign`,
    expected: 'one large-company campaign (product.md#constants-and-limits)',
    found: `large-company campaigns ${large.map((c) => c.hash).join(', ')}`,
    hint: 'Merge their organization sizes into one campaign.',
  });
  for (const size of organizationSizes) {
    if (coveredBy.has(size.id)) continue;
    rule(
      size.$at,
      `No trial campaign covers organization size "${size.id}"`,
      'each organization size in exactly one campaign (product.md#constants-and-limits)',
      'no campaign',
      'Add the size to the large-company campaign or give it its own campaign.',
    );
  }
}
