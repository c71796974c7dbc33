/**
 * What the runtime reads of the routes at load time (`generated/bundle/routes.json`): per route,
 * sorted by name, what the shell shows without the typed route table (class, sidebar mode, layout,
 * data page, title key), and each route's path and query parameters with their types, for tools
 * and tests (the typed table of generated/routes.ts leaves them to its TypeScript types).
 */
import { sortBy } from '../../core/order';
import type { Route, RoutesModel } from './model';

export interface RoutesBundle {
  routes: (Pick<Route, 'name' | 'class' | 'mode' | 'layout' | 'dataPage' | 'title' | 'params'> & {
    query: { name: string; type: Route['query'][number]['type'] }[];
  })[];
}

export function routesBundle({ routes }: RoutesModel): RoutesBundle {
  return {
    routes: sortBy(routes, (r) => r.name).map((r) => ({
      name: r.name,
      class: r.class,
      mode: r.mode,
      layout: r.layout,
      dataPage: r.dataPage,
      title: r.title,
      params: r.params.map((p) => ({ name: p.name, type: p.type })),
      query: r.query.map((p) => ({ name: p.name, type: p.type })),
    })),
  };
}
