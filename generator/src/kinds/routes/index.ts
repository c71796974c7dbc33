import type { BundledKindDefinition } from '../../core/types';
import { routesBundle, type RoutesBundle } from './bundle';
import type { RoutesModel } from './model';
import { checkRoutes, ROUTE_RULES, ROUTES_READS } from './check';
import { collectRoutes } from './collect';
import { routeTableEmitter } from './emitRouteTable';
import { routesSchema } from './schema';

/** `kind: routes` — every page of the product (product.md#screens-and-routes "Routes"). */
export const routesKind: BundledKindDefinition<
  'routes',
  RoutesModel,
  RoutesBundle,
  (typeof ROUTES_READS)[number]
> = {
  kind: 'routes',
  version: 1,
  title: 'Routes',
  description:
    'Every page: a stable name, its path with typed parameters, optional query parameters, layout, whether it shows data (session-limit banner), whether signed-out users may open it, the gate to enter it, and legacy paths that redirect to it. Class and sidebar mode are derived from the name (product.md#screens-and-routes).',
  schema: routesSchema,
  collect: collectRoutes,
  reads: ROUTES_READS,
  check: checkRoutes,
  rules: ROUTE_RULES,
  bundle: routesBundle,
  emitters: [routeTableEmitter],
};
