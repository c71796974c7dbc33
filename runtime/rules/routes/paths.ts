/**
 * Path templates in the product rules' `{param}` syntax — the one module that reads or fills them:
 * parameter names, the `:param` form of react-router and Fastify (both ways), matching a pathname
 * against many routes (most specific first: a static segment beats a parameter), and building a
 * path from parameters. A parameter is a whole segment (`/sites/{siteId}`), as the routes and api
 * schemas require. Pure and dependency-free: used by the generated route table and API client,
 * the runtime, the generator (route and api kinds, `lodestar explain`) and the server.
 */
export interface PatternRoute {
  path: string;
}

export interface PathMatch<R extends PatternRoute> {
  route: R;
  params: Record<string, string>;
}

/** Segments of a path; a trailing slash is ignored (`/heatmap/list/` = `/heatmap/list`). */
export function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

/** The parameter a segment stands for (`{siteId}` → `siteId`), or undefined for a static one. */
export function paramName(segment: string): string | undefined {
  return isParam(segment) ? segment.slice(1, -1) : undefined;
}

/** Parameter names in path order: `/sites/{siteId}/x/{id}` → `['siteId', 'id']`. */
export function paramNames(path: string): string[] {
  return segments(path).flatMap((s) => paramName(s) ?? []);
}

/** The path with every parameter name blanked, so `/a/{x}` and `/a/{y}` compare equal. */
export function pathShape(path: string): string {
  return (
    '/' +
    segments(path)
      .map((s) => (isParam(s) ? '{}' : s))
      .join('/')
  );
}

/**
 * The `:param` pattern react-router and Fastify read: `/sites/{siteId}` → `/sites/:siteId`, `/*`
 * kept.
 */
export function toRouterPattern(path: string): string {
  return (
    '/' +
    segments(path)
      .map((s) => (isParam(s) ? ':' + s.slice(1, -1) : s))
      .join('/')
  );
}

/** Back to the product rules' syntax: `/api/v1/users/:userId` → `/api/v1/users/{userId}`. */
export function fromRouterPattern(pattern: string): string {
  return (
    '/' +
    segments(pattern)
      .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s))
      .join('/')
  );
}

/** Higher = more specific. Static segments weigh more than parameters; longer paths first. */
function specificity(path: string): number[] {
  return segments(path).map((s) => (s === '*' ? 0 : isParam(s) ? 1 : 2));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return y - x;
  }
  return 0;
}

/**
 * Most specific first. Each path's weights are computed once, not per comparison: the route
 * table is sorted when the app starts ("interactive sooner").
 */
export function sortBySpecificity<R extends PatternRoute>(routes: readonly R[]): R[] {
  return routes
    .map((route) => ({ route, weights: specificity(route.path) }))
    .sort((a, b) => compareSpecificity(a.weights, b.weights))
    .map(({ route }) => route);
}

/**
 * A pattern's segments, split once: the matcher tries ~100 patterns for each path it is asked
 * (every page request on the server, every navigation in the browser).
 */
const patternSegments = new Map<string, readonly string[]>();

function segmentsOfPattern(pattern: string): readonly string[] {
  let split = patternSegments.get(pattern);
  if (!split) patternSegments.set(pattern, (split = segments(pattern)));
  return split;
}

/** The segments of a pathname, without its query and fragment. */
const pathSegments = (pathname: string) => segments(pathname.split(/[?#]/)[0] ?? '');

/** Match one pattern; `*` as the last segment matches one or more remaining segments. */
export function matchPattern(
  pattern: string,
  pathname: string,
): Record<string, string> | undefined {
  return matchSegments(segmentsOfPattern(pattern), pathSegments(pathname));
}

function matchSegments(
  want: readonly string[],
  got: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*' && i === want.length - 1) {
      if (got.length <= i) return undefined;
      params['*'] = got.slice(i).join('/');
      return params;
    }
    const g = got[i];
    if (g === undefined) return undefined;
    if (isParam(w)) {
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g);
      } catch {
        return undefined; // malformed escape: not a match rather than an exception
      }
    } else if (w !== g) return undefined;
  }
  return got.length === want.length ? params : undefined;
}

/** The most specific route matching `pathname`; `sorted` must come from `sortBySpecificity`. */
export function matchPath<R extends PatternRoute>(
  sorted: readonly R[],
  pathname: string,
): PathMatch<R> | undefined {
  const got = pathSegments(pathname);
  for (const route of sorted) {
    const params = matchSegments(segmentsOfPattern(route.path), got);
    if (params) return { route, params };
  }
  return undefined;
}

export type QueryValue = string | number | boolean | undefined | null;

/** Fill `{param}`s (URI-encoded) and append defined query values in the given order. */
export function buildPath(
  path: string,
  params: Record<string, string | number | boolean> = {},
  query: Record<string, QueryValue> = {},
): string {
  const built =
    '/' +
    segments(path)
      .map((s) => {
        if (!isParam(s)) return s;
        const value = params[s.slice(1, -1)];
        if (value === undefined || value === '')
          throw new Error(`Missing path parameter "${s.slice(1, -1)}" for ${path}`);
        return encodeURIComponent(String(value));
      })
      .join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${built}?${qs}` : built;
}
