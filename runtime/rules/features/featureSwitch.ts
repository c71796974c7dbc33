/**
 * One switch per feature: a variant's `hiddenFeatures` (access manifest) is the only place a
 * feature is turned off for a kind of account. Every consumer asks this module instead of
 * carrying its own gate: the route gate (the page shows the forbidden page), menu items, guide
 * steps and buttons, and empty-state cards that lead to one of the feature's routes. The switch
 * is written as a gate (`not` the hiding variants), so it fails closed like every other gate and
 * explains a denial the same way. Pure: no React.
 */
import type { AccessBundle, AccessDefinitions } from '../../../contracts/access';
import type { Gate } from '../../../contracts/gates';
import type { GateContext } from '../gates/context';
import { evaluateGate, type GateResult } from '../gates/evaluateGate';

export type HiddenFeatures = AccessBundle['hiddenFeatures'];

/** Whether a link to a route may be offered, and why not: the feature switch's answer. */
export type RouteCheck = (route: string) => GateResult;

const ALLOWED: GateResult = { allowed: true };

/** The gate a feature's switch adds, or undefined when no variant hides the feature. */
export function featureGate(
  feature: string | undefined,
  hidden: HiddenFeatures | undefined,
): Gate | undefined {
  const variants = feature === undefined ? undefined : hidden?.[feature];
  return variants?.length ? { not: { variant: [...variants] } } : undefined;
}

/** A route's own gate and its feature's switch, both required. */
export function withFeatureGate(
  gate: Gate | undefined,
  feature: string | undefined,
  hidden: HiddenFeatures | undefined,
): Gate | undefined {
  const feat = featureGate(feature, hidden);
  if (!feat) return gate;
  return gate ? { all: [gate, feat] } : feat;
}

/**
 * The check every link consumer takes: a route whose feature is hidden for the context's variant
 * is denied; an unknown route or one without a feature is allowed (the route's own gate is the
 * page's business).
 */
export function routeCheck(
  featureOf: (route: string) => string | undefined,
  hidden: HiddenFeatures | undefined,
  context: GateContext,
  access: AccessDefinitions,
): RouteCheck {
  return (route) => {
    const gate = featureGate(featureOf(route), hidden);
    return gate ? evaluateGate(gate, context, access) : ALLOWED;
  };
}

/**
 * Whether a step or card is left out: it has links and every one leads to a hidden feature (a
 * button running an action keeps it).
 */
export function allLinksHidden(
  routes: readonly (string | undefined)[],
  check: RouteCheck | undefined,
): boolean {
  if (!check || routes.length === 0) return false;
  return routes.every((r) => r !== undefined && !check(r).allowed);
}
