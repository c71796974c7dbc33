/**
 * Which pages show a guide (product.md#states-and-transitions: the getting-started sidebar only on feature pages but not on
 * survey or feedback create/edit pages; the survey guide only on survey list and response pages).
 * The guide's `hideWhen` gate (standalone flag) is evaluated by the gate evaluator, not here.
 */
import type { RouteClass } from '../routes/routeClass';
import type { GuideVisibility } from './types';

export function guideVisibleOn(
  showOn: GuideVisibility | undefined,
  route: { name: string; class: RouteClass },
): boolean {
  if (!showOn) return true;
  if (showOn.exceptRoutes?.includes(route.name)) return false;
  if (!showOn.routes && !showOn.routeClasses) return true;
  return Boolean(showOn.routes?.includes(route.name) || showOn.routeClasses?.includes(route.class));
}
