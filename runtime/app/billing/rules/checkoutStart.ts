/**
 * Where the plans page starts (manifests/access.yaml `values`, slots `checkout.cycle` and
 * `checkout.plan`): the billing cycle and the preselected allowance (sku) an experiment gives the
 * assigned variant, else monthly and nothing preselected. The user can change both. The page is
 * about one site (its `siteId` query, not always the shell's current site), so a site-lookup
 * experiment is assigned by that site's id, with the same pure rule the server answers with.
 */
import type { ExperimentDefinition } from '../../../../contracts/access';
import { assignmentsFor } from '../../../rules/experiments/assignments';
import { experimentValue } from '../../../rules/experiments/experimentText';
import { BILLING_CYCLES, type BillingCycle } from '../catalogOptions';

export interface CheckoutStart {
  cycle: BillingCycle;
  /** The sku of the allowance step preselected, if an experiment sets one. */
  sku?: string;
}

export function checkoutStart(
  experiments: Readonly<Record<string, ExperimentDefinition>>,
  signedIn: Readonly<Record<string, string>>,
  siteId: number | undefined,
): CheckoutStart {
  const assignments = { ...signedIn };
  if (siteId !== undefined)
    for (const { name, variant } of assignmentsFor(experiments, 'site', siteId))
      assignments[name] = variant;
  const cycle = experimentValue(experiments, assignments, 'checkout.cycle');
  const sku = experimentValue(experiments, assignments, 'checkout.plan');
  return {
    // The manifest is checked against the catalog's cycles; a stale bundle still starts sanely.
    cycle: BILLING_CYCLES.find((c) => c === cycle) ?? BILLING_CYCLES[0],
    ...(sku ? { sku } : {}),
  };
}

/**
 * The step a plan card's select starts on: the user's current step on this plan, else the
 * preselected sku when the plan has it, else the first step.
 */
export function startingStep(
  skus: readonly string[],
  currentSku: string | undefined,
  preselectedSku: string | undefined,
): number {
  for (const sku of [currentSku, preselectedSku]) {
    const index = sku === undefined ? -1 : skus.indexOf(sku);
    if (index >= 0) return index;
  }
  return 0;
}
