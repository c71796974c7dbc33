import { routes, type RouteName } from '../../../../generated/routes';
import type { ResolvedTarget } from '../../../rules/menus/resolveMenu';
import { buildPath } from '../../../rules/routes/paths';

/** The path a resolved route target opens (its parameters already filled by resolveMenu). */
export function targetPath(target: Extract<ResolvedTarget, { kind: 'route' }>): string {
  return buildPath(routes[target.route as RouteName].path, target.params);
}
