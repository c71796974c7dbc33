/**
 * The feature switch as the app applies it (runtime/rules/features/featureSwitch.ts), built from
 * a model: explanations leave out what the app leaves out for the persona's variant.
 */
import type { AccessBundle } from '../../../contracts/access';
import { routeCheck, type RouteCheck } from '../../../runtime/rules/features/featureSwitch';
import type { GateContext } from '../../../runtime/rules/gates/context';
import type { Model } from '../core/model';

export function modelRouteCheck(
  model: Pick<Model, 'routes'>,
  access: AccessBundle,
  context: GateContext,
): RouteCheck {
  const features = new Map(model.routes.routes.map((r) => [r.name, r.feature]));
  return routeCheck((route) => features.get(route), access.hiddenFeatures, context, access);
}
