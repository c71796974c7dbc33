/**
 * The routes part of the model (product.md#screens-and-routes "Routes"). Paths use the product rules' `{param}` syntax;
 * the route emitter turns them into react-router patterns.
 */
import type { Located } from '../../core/located';
import type { Gate } from '../../../../contracts/gates';

import type { RouteClass, SidebarMode } from '../../../../runtime/rules/routes/routeClass';
import type { RouteShows } from '../../../../runtime/rules/routes/routeTable';

export type { RouteClass, RouteShows, SidebarMode };
export type RouteLayout = 'shell' | 'full-screen' | 'bare';

export interface PathParam {
  name: string;
  type: 'string' | 'integer';
  description: string;
}

export interface QueryParam {
  name: string;
  type: 'string' | 'integer' | 'boolean';
  description: string;
}

export interface Route {
  /** Stable dotted name, e.g. `surveys.edit`. */
  name: string;
  /** e.g. `/sites/{siteId}/surveys/edit/{surveyId}`. */
  path: string;
  /** Path parameters, in path order (derived from `path`). */
  params: { name: string; type: 'string' | 'integer' }[];
  query: QueryParam[];
  /** Derived from the name (product.md#screens-and-routes). */
  class: RouteClass;
  /** Derived from the name and layout (product.md#screens-and-routes "Signed-in shell"). */
  mode: SidebarMode;
  dataPage: boolean;
  layout: RouteLayout;
  /** Signed-out users may open it (login, register …). */
  public: boolean;
  /** Translation key of the page title. */
  title: string;
  /** The feature the page belongs to (for empty states and placeholders), if any. */
  feature?: string;
  /** Gate required to enter; absent = any signed-in user. */
  gate?: Gate;
  /** What the page shows when the route has no page in code (contracts/codePages.ts). */
  shows?: RouteShows;
  /** Why a path was chosen where the product rules show none. */
  note?: string;
}

export interface Redirect {
  /** Legacy path pattern; `*` matches the rest of the path. */
  from: string;
  /** Target route name. */
  to: string;
  /** Parameters passed on: target param name → source param name or @organization / @site. */
  params: Record<string, string>;
  note?: string;
}

export interface RoutesModel {
  params: Located<PathParam>[];
  routes: Located<Route>[];
  redirects: Located<Redirect>[];
}
