/**
 * Legacy paths (product.md#screens-and-routes: `/sites/{siteId}/polls/*`, `/research`, `/research/engage/*` …) redirect
 * to a route. A parameter the old path lacks comes from the signed-in context (@organization,
 * @site); without it there is no redirect (the caller shows the 404 page).
 */
import { buildPath, matchPattern, paramNames, sortBySpecificity } from './paths';

export interface RedirectRule {
  from: string;
  to: string;
  params: Readonly<Record<string, string>>;
}

export interface RedirectContext {
  organizationId?: string | number;
  siteId?: string | number;
}

export function resolveRedirect(
  rules: readonly RedirectRule[],
  routePath: (name: string) => string | undefined,
  pathname: string,
  context: RedirectContext = {},
): string | undefined {
  for (const rule of sortBySpecificity(rules.map((r) => ({ ...r, path: r.from })))) {
    const captured = matchPattern(rule.from, pathname);
    if (!captured) continue;
    const target = routePath(rule.to);
    if (!target) return undefined;
    const values: Record<string, string | number> = {};
    for (const name of paramNames(target)) {
      const source = rule.params[name] ?? name;
      const value =
        source === '@organization'
          ? context.organizationId
          : source === '@site'
            ? context.siteId
            : captured[source];
      if (value === undefined || value === '') return undefined;
      values[name] = value;
    }
    return buildPath(target, values);
  }
  return undefined;
}
