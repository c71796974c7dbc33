/**
 * The routes part of the model (spec §2 "Routes"). Paths use the spec's `{param}` syntax;
 * the route emitter turns them into react-router patterns.
 */
import type { Located } from '../../core/located';
import type { Gate } from '../../../../runtime/rules/gates/types';

export type RouteClass = 'settings' | 'profile' | 'onboarding' | 'feature' | 'public';
export type SidebarMode = 'feature' | 'settings' | 'profile' | 'none';
export type RouteLayout = 'shell' | 'full-screen' | 'bare';

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
  class: RouteClass;
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
  /** Why a path was chosen where the spec shows none. */
  note?: string;
}

export interface Redirect {
  /** Legacy path pattern; `*` matches the rest of the path. */
  from: string;
  /** Target route name. */
  to: string;
  /** Parameters passed on: target param name → source param name (default: same name). */
  params: Record<string, string>;
}

export interface RoutesModel {
  routes: Located<Route>[];
  redirects: Located<Redirect>[];
}
