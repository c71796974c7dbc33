/**
 * The feature switch of the signed-in context (runtime/rules/features/featureSwitch.ts): which
 * routes a menu item, guide step, button or card may lead to for this account's variant.
 */
import { useMemo } from 'react';
import { routes, type RouteName } from '../../../generated/routes';
import { routeCheck, type RouteCheck } from '../../rules/features/featureSwitch';
import { useSignedIn } from './context';

/** A route's feature from the route table (undefined for an unknown name). */
export const featureOfRoute = (name: string): string | undefined =>
  (routes as Partial<Record<string, { feature?: string }>>)[name as RouteName]?.feature;

export function useRouteCheck(): RouteCheck {
  const { bundles, gateContext } = useSignedIn();
  return useMemo(
    () => routeCheck(featureOfRoute, bundles.access.hiddenFeatures, gateContext, bundles.access),
    [bundles.access, gateContext],
  );
}
