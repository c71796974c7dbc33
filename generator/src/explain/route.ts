/**
 * `explain route`: what a path opens, computed from a valid model with the rules the app runs
 * (`matchPath` over the routes most specific first, `resolveRedirect` for legacy paths). The
 * result is what `--json` prints (contract: top of cli/src/commands/explain.ts); `routeText`
 * (routeText.ts) renders it as text.
 */
import type { Gate } from '../../../contracts/gates';
import {
  matchPath,
  matchPattern,
  paramName,
  segments,
  sortBySpecificity,
} from '../../../runtime/rules/routes/paths';
import { resolveRedirect } from '../../../runtime/rules/routes/redirects';
import type { Route, RoutesModel } from '../kinds/routes/model';
import { didYouMean } from '../validate/didYouMean';
import { idValue } from './idValue';

export interface QueryExplanation {
  value: string;
  /** The route declares this query parameter (then `type` is its declared type). */
  declared: boolean;
  type?: Route['query'][number]['type'];
}

export interface RouteMatchExplanation {
  input: string;
  match: 'route';
  route: string;
  pattern: string;
  params: Record<string, string>;
  query: Record<string, QueryExplanation>;
  class: Route['class'];
  mode: Route['mode'];
  layout: Route['layout'];
  dataPage: boolean;
  public: boolean;
  title: string;
  gate: Gate | null;
}

export interface RedirectExplanation {
  input: string;
  match: 'redirect';
  from: string;
  to: string;
  /** Null: the target needs the current organization or site, and it was not given. */
  location: string | null;
}

export interface NoRouteExplanation {
  input: string;
  match: null;
  /** Route paths close to the input. */
  suggestions: string[];
}

export type RouteExplanation = RouteMatchExplanation | RedirectExplanation | NoRouteExplanation;

/** The current site and organization (`--site`, `--organization`) a redirect may need. */
export interface RedirectPlace {
  site?: string;
  organization?: string;
}

/** The pathname of the input (a leading `/` added when missing; query and fragment dropped). */
export function inputPathname(input: string): string {
  return inputUrl(input).pathname;
}

function inputUrl(input: string): URL {
  return new URL(input.startsWith('/') ? input : `/${input}`, 'http://lodestar.invalid');
}

export function explainRoute(
  { routes, redirects }: RoutesModel,
  input: string,
  place: RedirectPlace = {},
): RouteExplanation {
  const url = inputUrl(input);
  const pathname = url.pathname;

  const match = matchPath(sortBySpecificity(routes), pathname);
  if (match) {
    const route = match.route;
    const query = Object.fromEntries(
      [...url.searchParams].map(([name, value]): [string, QueryExplanation] => {
        const declared = route.query.find((q) => q.name === name);
        return [
          name,
          { value, declared: Boolean(declared), ...(declared ? { type: declared.type } : {}) },
        ];
      }),
    );
    return {
      input,
      match: 'route',
      route: route.name,
      pattern: route.path,
      params: match.params,
      query,
      class: route.class,
      mode: route.mode,
      layout: route.layout,
      dataPage: route.dataPage,
      public: route.public,
      title: route.title,
      gate: route.gate ?? null,
    };
  }

  const rule = legacyRule(redirects, pathname);
  if (rule) {
    const byName = new Map(routes.map((r) => [r.name, r.path]));
    const location =
      resolveRedirect(redirects, (name) => byName.get(name), pathname, {
        ...(place.site ? { siteId: idValue(place.site) } : {}),
        ...(place.organization ? { organizationId: idValue(place.organization) } : {}),
      }) ?? null;
    return { input, match: 'redirect', from: rule.from, to: rule.to, location };
  }

  return {
    input,
    match: null,
    suggestions: suggestPaths(
      pathname,
      routes.map((r) => r.path),
    ),
  };
}

/** The legacy rule a pathname falls under (most specific first), as `resolveRedirect` picks it. */
export function legacyRule<R extends { from: string }>(
  redirects: readonly R[],
  pathname: string,
): R | undefined {
  return sortBySpecificity(redirects.map((r) => ({ ...r, path: r.from }))).find(
    (r) => matchPattern(r.from, pathname) !== undefined,
  );
}

/**
 * Route paths close to a path that matched none: each pattern is compared with its parameters
 * filled from the path's own segments, so `/sites/1/survey/list` finds `/sites/{siteId}/surveys/list`.
 */
function suggestPaths(pathname: string, patterns: string[]): string[] {
  const given = segments(pathname);
  const filled = new Map<string, string>();
  for (const pattern of patterns) {
    const shaped =
      '/' +
      segments(pattern)
        .map((s, i) => (paramName(s) !== undefined ? (given[i] ?? s) : s))
        .join('/');
    if (!filled.has(shaped)) filled.set(shaped, pattern);
  }
  return didYouMean(pathname, filled.keys()).map((shaped) => filled.get(shaped)!);
}
