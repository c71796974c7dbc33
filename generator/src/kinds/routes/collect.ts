import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import { paramNames } from '../../../../runtime/rules/routes/paths';
import { routeClass, sidebarMode } from '../../../../runtime/rules/routes/routeClass';
import type { Gate } from '../../../../contracts/gates';
import type {
  PathParam,
  QueryParam,
  Redirect,
  Route,
  RouteLayout,
  RouteShows,
  RoutesModel,
} from './model';

interface RoutesDoc {
  params?: Record<string, { type: 'string' | 'integer'; description: string }>;
  routes?: {
    name: string;
    path: string;
    title: string;
    query?: Record<string, { type: QueryParam['type']; description: string }>;
    layout?: RouteLayout;
    dataPage?: boolean;
    public?: boolean;
    feature?: string;
    gate?: Gate;
    shows?: RouteShows;
    note?: string;
  }[];
  redirects?: { from: string; to: string; params?: Record<string, string>; note?: string }[];
}

/** Merge routes documents; class and mode are derived here, once, from the route name. */
export function collectRoutes(docs: ManifestDocument[]): RoutesModel {
  const model: RoutesModel = { params: [], routes: [], redirects: [] };
  for (const doc of docs) {
    const data = doc.data as RoutesDoc;
    for (const [name, p] of Object.entries(data.params ?? {})) {
      model.params.push(
        locate<PathParam>(
          { name, type: p.type, description: p.description },
          { file: doc.file, pointer: `/params/${name}` },
        ),
      );
    }
  }
  const types = new Map(model.params.map((p) => [p.name, p.type]));
  for (const doc of docs) {
    const data = doc.data as RoutesDoc;
    (data.routes ?? []).forEach((r, i) => {
      const layout = r.layout ?? 'shell';
      const route: Route = {
        name: r.name,
        path: r.path,
        params: paramNames(r.path).map((name) => ({ name, type: types.get(name) ?? 'string' })),
        query: Object.entries(r.query ?? {}).map(([name, q]) => ({
          name,
          type: q.type,
          description: q.description,
        })),
        class: routeClass(r.name),
        mode: sidebarMode(r.name, layout),
        dataPage: r.dataPage ?? false,
        layout,
        public: r.public ?? false,
        title: r.title,
        ...(r.feature ? { feature: r.feature } : {}),
        ...(r.gate ? { gate: r.gate } : {}),
        ...(r.shows ? { shows: r.shows } : {}),
        ...(r.note ? { note: r.note } : {}),
      };
      model.routes.push(locate(route, { file: doc.file, pointer: `/routes/${i}` }));
    });
    (data.redirects ?? []).forEach((r, i) => {
      const redirect: Redirect = {
        from: r.from,
        to: r.to,
        params: r.params ?? {},
        ...(r.note ? { note: r.note } : {}),
      };
      model.redirects.push(locate(redirect, { file: doc.file, pointer: `/redirects/${i}` }));
    });
  }
  return model;
}
