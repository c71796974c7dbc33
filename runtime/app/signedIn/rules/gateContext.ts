/**
 * The gate context of the signed-in shell (product.md#roles-and-permissions; runtime/rules/gates/context.ts): who is
 * signed in (SessionInfo from `getCurrentUser`), the app-wide settings, and the current site
 * (`getSite`). What is not loaded stays absent, so gates that need it fail closed.
 *
 * Flags: `SessionInfo.flags` and `Settings.features` list flags that are ON (for this user /
 * for everyone); a flag listed nowhere is left to the evaluator (account feature list, then the
 * declared default). The tracking state needs the usage-based-pricing flag, so it is decided
 * here with the one gate evaluator rather than by reading the flag by hand.
 *
 * Experiments: the user's from `SessionInfo.experiments` (the server assigns them), the current
 * site's computed from its id with the same pure rule (runtime/rules/experiments/).
 */
import type { SessionInfo, Settings, Site } from '../../../../generated/types';
import type { GateContext } from '../../../rules/gates/context';
import type { AccessDefinitions } from '../../../../contracts/access';
import { USAGE_BASED_PRICING_FLAG } from '../../../../contracts/gates';
import { evaluateGate } from '../../../rules/gates/evaluateGate';
import { assignmentsFor } from '../../../rules/experiments/assignments';
import { trackingState } from '../../../rules/tracking/trackingState';

export interface GateContextInput {
  session: SessionInfo;
  settings?: Pick<Settings, 'features'>;
  /** The current site, once loaded. */
  site?: Pick<
    Site,
    'id' | 'analyticsAccess' | 'plan' | 'organization' | 'lastData' | 'sessionCaptureMode'
  >;
  /** The interface language in use. */
  locale?: string;
  inactiveAfterHours: number;
}

export function buildGateContext(input: GateContextInput, access: AccessDefinitions): GateContext {
  const { session, settings, site } = input;
  const flags: Record<string, boolean> = {};
  for (const name of settings?.features ?? []) flags[name] = true;
  for (const name of session.flags) flags[name] = true;
  const experiments: Record<string, string> = {};
  for (const { name, variant } of session.experiments.assignments) experiments[name] = variant;

  const context: GateContext = {
    user: {
      id: session.user.id,
      isAccountAdmin: session.user.isAccountAdmin,
      isDemoUser: session.user.isDemoUser,
    },
    account: { variant: session.account.variant, features: [...session.account.features] },
    permissions: [...session.permissions],
    flags,
    experiments,
    // The server's answer (development, or the preview permission); the /studio gate.
    preview: session.preview === true,
    ...(input.locale ? { locale: input.locale } : {}),
  };
  if (!site) return context;

  const usageBasedPricing = evaluateGate(
    { flag: USAGE_BASED_PRICING_FLAG },
    context,
    access,
  ).allowed;
  // Site-lookup experiments (product.md#calls): the same pure assignment getSiteExperiments answers,
  // computed here from the site's id, so no call is added to the first page.
  for (const { name, variant } of assignmentsFor(access.experiments, 'site', site.id))
    experiments[name] = variant;
  return {
    ...context,
    organization: { access: site.organization.access },
    plan: site.plan,
    site: {
      analyticsAccess: site.analyticsAccess,
      tracking: trackingState({
        lastData: site.lastData,
        usageBasedPricing,
        captureMode: site.sessionCaptureMode,
        inactiveAfterHours: input.inactiveAfterHours,
      }),
    },
  };
}
