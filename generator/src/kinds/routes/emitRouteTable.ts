/**
 * `generated/routes.ts`: the typed route table. Route names, per-route path and query parameter
 * types, `pathTo(name, params, query)` builders, `routeByPath(pathname)` lookup (most specific
 * first) and the legacy redirects. Matching and building live in runtime/rules/routes (pure).
 */
import type { Emitter } from '../../core/types';
import { sortBy } from '../../core/order';
import { tsFile } from '../../emit/files';
import { defaultTitle } from '../../../../runtime/rules/routes/routeTable';
import type { Route, RoutesModel } from './model';

const TS_TYPE = { string: 'string', integer: 'number | string', boolean: 'boolean' } as const;

export const routeTableEmitter: Emitter = {
  id: 'routes',
  dependsOn: ['routes'],
  emit(model) {
    return [{ path: 'generated/routes.ts', content: tsFile(renderRouteTable(model.routes)) }];
  },
};

export function renderRouteTable({ routes: unsorted, redirects }: RoutesModel): string {
  const routes = sortBy(unsorted, (r) => r.name);
  const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const names = routes.map((r) => `  | ${q(r.name)}`).join('\n');
  const paramTypes = routes
    .map(
      (r) =>
        `  ${q(r.name)}: ${r.params.length ? `{ ${r.params.map((p) => `${p.name}: ${TS_TYPE[p.type]}`).join('; ')} }` : 'Record<string, never>'};`,
    )
    .join('\n');
  const queryTypes = routes
    .map(
      (r) =>
        `  ${q(r.name)}: ${r.query.length ? `{ ${r.query.map((p) => `${p.name}?: ${TS_TYPE[p.type]}`).join('; ')} }` : 'Record<string, never>'};`,
    )
    .join('\n');
  const table = routes.map((r) => `  ${q(r.name)}: ${renderRoute(r)},`).join('\n');
  const redirectList = sortBy(redirects, (r) => r.from)
    .map((r) => `  { from: ${q(r.from)}, to: ${q(r.to)}, params: ${JSON.stringify(r.params)} },`)
    .join('\n');
  return `import { buildPath, matchPath, sortBySpecificity, toRouterPattern } from '../runtime/rules/routes/paths';
import { resolveRedirect, type RedirectContext, type RedirectRule } from '../runtime/rules/routes/redirects';
import { expandRoutes, type ExpandedRoute, type RouteEntry } from '../runtime/rules/routes/routeTable';

export type RouteName =
${names};

/** Path parameters of each route. */
export interface RouteParams {
${paramTypes}
}

/** Optional query parameters of each route. */
export interface RouteQuery {
${queryTypes}
}

/** A route: path, class, sidebar mode, layout, data page, public, title key, feature, gate. */
export type RouteDefinition = ExpandedRoute<RouteName>;

// Only what cannot be derived (runtime/rules/routes/routeTable.ts expands it at load).
const table: { readonly [N in RouteName]: RouteEntry } = {
${table}
};

export const routes: { readonly [N in RouteName]: RouteDefinition } = expandRoutes(table);

/** Every route, most specific first (static segments beat parameters). */
export const routeList: readonly RouteDefinition[] = sortBySpecificity(Object.values(routes));

/** react-router pattern of a route, e.g. /sites/:siteId/surveys. */
export function routerPattern(name: RouteName): string {
  return toRouterPattern(routes[name].path);
}

type PathArgs<N extends RouteName> = RouteParams[N] extends Record<string, never>
  ? [params?: RouteParams[N], query?: RouteQuery[N]]
  : [params: RouteParams[N], query?: RouteQuery[N]];

/** Typed path builder: pathTo('surveys.edit', { siteId: 1, surveyId: 2 }, { surveyTab: 'design' }). */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: PathArgs<N>): string {
  return buildPath(routes[name].path, (params ?? {}) as Record<string, string | number>, (query ?? {}) as Record<string, string | number | boolean>);
}

/** The route a pathname opens, with its parameters, or undefined (404). */
export function routeByPath(pathname: string): { route: RouteDefinition; params: Record<string, string> } | undefined {
  return matchPath(routeList, pathname);
}

/** Legacy paths (product.md#screens-and-routes) and where they lead. */
export const redirects: readonly RedirectRule[] = [
${redirectList}
];

/** The path a legacy pathname redirects to, or undefined. */
export function redirectFor(pathname: string, context: RedirectContext = {}): string | undefined {
  return resolveRedirect(redirects, (name) => (routes as Record<string, RouteDefinition>)[name]?.path, pathname, context);
}
`;
}

function renderRoute(r: Route): string {
  const parts = [
    `path: '${r.path}'`,
    ...(r.layout !== 'shell' ? [`layout: '${r.layout}'`] : []),
    ...(r.dataPage ? ['dataPage: true'] : []),
    ...(r.public ? ['public: true'] : []),
    ...(r.title !== defaultTitle(r.name) ? [`title: '${r.title}'`] : []),
    ...(r.feature ? [`feature: '${r.feature}'`] : []),
    ...(r.gate ? [`gate: ${JSON.stringify(r.gate)}`] : []),
    ...(r.shows ? [`shows: ${JSON.stringify(r.shows)}`] : []),
  ];
  return `{\n    ${parts.join(',\n    ')},\n  }`;
}
