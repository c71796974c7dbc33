import { compareStrings } from '../../core/order';
import type { KindDefinition } from '../../core/types';
import { ROUTE_RULES, checkRoutes } from './check';
import { collectRoutes } from './collect';
import { routeTableEmitter } from './emitRouteTable';
import { routesSchema } from './schema';

/** `kind: routes` — every page of the product (spec §2 "Routes"). */
export const routesKind: KindDefinition<'routes'> = {
  kind: 'routes',
  version: 1,
  title: 'Routes',
  description:
    'Every page: a stable name, its path with typed parameters, optional query parameters, layout, whether it shows data (session-limit banner), whether signed-out users may open it, the gate to enter it, and legacy paths that redirect to it. Class and sidebar mode are derived from the name (spec §2).',
  schema: routesSchema,
  collect: collectRoutes,
  check: checkRoutes,
  rules: ROUTE_RULES,
  bundle: ({ routes }) => ({
    routes: [...routes]
      .sort((a, b) => compareStrings(a.name, b.name))
      .map((r) => ({
        name: r.name,
        class: r.class,
        mode: r.mode,
        layout: r.layout,
        dataPage: r.dataPage,
        title: r.title,
      })),
  }),
  emitters: [routeTableEmitter],
};
