/**
 * Which post-install success card the dashboard shows (product.md#screens-and-routes "Dashboard post-install success
 * card"; product.md#roles-and-permissions "Plan content: basic, plus, business, scale (scale shows sales contact). Freemium or
 * large-company-trial-campaign users see a different success card"). Pure: the page passes the
 * site's plan and what it knows of the account's signup campaign.
 *
 * Decisions (the product rules show neither the cards' content nor a mapping for the other plans of product.md#records-and-their-fields):
 * - Freemium is the `free` plan. product.md#validation counts free as basic, but product.md#roles-and-permissions singles freemium users out for
 *   the other card, so `free` gets the other card, never the basic content.
 * - The large-company trial is the signup campaign whose audience is `large-company`
 *   (manifests/catalog/campaigns.yaml); the session carries it (`SessionInfo.trialAudience`),
 *   and it wins over the plan (the campaign sets the site's plan to scale).
 * - The plans product.md#roles-and-permissions does not name take the content of their tier (manifests/catalog/plans.yaml):
 *   growth (tier 1) as plus, pro (tier 2) as business, enterprise (tier 3) as scale; an unknown
 *   plan as basic.
 */
import type { PlanName } from '../../../../generated/types';

export type PlanContent = 'basic' | 'plus' | 'business' | 'scale';

export type SuccessCard =
  | { kind: 'plan'; content: PlanContent; salesContact: boolean }
  | { kind: 'other'; reason: 'freemium' | 'large-company-trial' };

const CONTENT: Record<PlanName, PlanContent | undefined> = {
  free: undefined, // the other card (freemium)
  basic: 'basic',
  plus: 'plus',
  growth: 'plus',
  business: 'business',
  pro: 'business',
  scale: 'scale',
  enterprise: 'scale',
};

export function successCard(
  plan: PlanName | string,
  campaignAudience?: string | null,
): SuccessCard {
  if (campaignAudience === 'large-company') return { kind: 'other', reason: 'large-company-trial' };
  if (plan === 'free') return { kind: 'other', reason: 'freemium' };
  const content = CONTENT[plan as PlanName] ?? 'basic';
  return { kind: 'plan', content, salesContact: content === 'scale' };
}
