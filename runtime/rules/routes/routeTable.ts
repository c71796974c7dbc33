/**
 * The generated route table, written compactly (generated/routes.ts is in the first page's
 * JavaScript keeps that page small): the generator writes for each route only what
 * cannot be derived — its path, a layout other than the shell, `dataPage` / `public` when true,
 * a title key other than `routes:<name>`, its feature and gate — and this expands it once at
 * load with the same rules the generator uses (routeClass.ts). Parameter and query types live in
 * the generated types (RouteParams, RouteQuery) and in generated/bundle/routes.json.
 */
import type { Gate } from '../../../contracts/gates';
import { routeClass, sidebarMode, type RouteClass, type SidebarMode } from './routeClass';

export type RouteLayout = 'shell' | 'full-screen' | 'bare';

/**
 * What a route declared in YAML shows (routes.yaml `shows`), exactly one of: the empty state of
 * a feature (manifests/empty-states), a redirect to another route, the page another route
 * has in code, or a form whose answers the server stores (manifests/forms).
 */
export type RouteShows =
  | { emptyState: string }
  | { redirect: string }
  | { page: string }
  | { form: string }
  | { analysis: string };

export interface RouteEntry {
  path: string;
  layout?: Exclude<RouteLayout, 'shell'>;
  dataPage?: true;
  public?: true;
  title?: string;
  feature?: string;
  gate?: Gate;
  shows?: RouteShows;
}

export interface ExpandedRoute<N extends string = string> {
  name: N;
  /** The declared path syntax: /sites/{siteId}/surveys. */
  path: string;
  class: RouteClass;
  mode: SidebarMode;
  layout: RouteLayout;
  dataPage: boolean;
  public: boolean;
  title: string;
  feature?: string;
  gate?: Gate;
  shows?: RouteShows;
}

/** The title key of a route that declares none of its own. */
export const defaultTitle = (name: string) => `routes:${name}`;

export function expandRoutes<N extends string>(table: {
  readonly [K in N]: RouteEntry;
}): { readonly [K in N]: ExpandedRoute<K> } {
  const out = {} as { [K in N]: ExpandedRoute<K> };
  for (const name of Object.keys(table) as N[]) {
    const entry = table[name];
    const layout = entry.layout ?? 'shell';
    out[name] = {
      name,
      path: entry.path,
      class: routeClass(name),
      mode: sidebarMode(name, layout),
      layout,
      dataPage: entry.dataPage ?? false,
      public: entry.public ?? false,
      title: entry.title ?? defaultTitle(name),
      ...(entry.feature ? { feature: entry.feature } : {}),
      ...(entry.gate ? { gate: entry.gate } : {}),
      ...(entry.shows ? { shows: entry.shows } : {}),
    } as ExpandedRoute<typeof name>;
  }
  return out;
}
