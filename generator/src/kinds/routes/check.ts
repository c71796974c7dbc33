/** Cross-file rules of the routes kind. */
import { childRef } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext } from '../../core/types';
import { paramNames, pathShape } from '../../../../runtime/rules/routes/paths';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import { checkGate } from '../access/checkGate';
import { checkShows, SHOWS_RULES } from './checkShows';

/** The other kinds' parts the routes check reads (see KindDefinition `reads`). */
export const ROUTES_READS = [
  'access',
  'catalog',
  'empty-states',
  'forms',
  'analysis-pages',
] as const satisfies readonly PartName[];
export type RoutesParts = PartsOf<'routes' | (typeof ROUTES_READS)[number]>;

export const ROUTE_RULES: Record<string, string> = {
  'routes/duplicate-name': 'Two routes share a name.',
  'routes/duplicate-path': 'Two routes share a path (parameter names aside).',
  'routes/unknown-param': 'A path uses a `{param}` not declared under `params`.',
  'routes/unknown-redirect-target': 'A redirect points to a route that does not exist.',
  'routes/redirect-param-missing': 'A redirect cannot supply a parameter its target route needs.',
  'routes/redirect-shadows-route':
    'A redirect `from` path is also the path of a route (the route would be unreachable).',
  ...SHOWS_RULES,
};

export function checkRoutes(model: RoutesParts, ctx: CheckContext): void {
  const { routes, redirects, params } = model.routes;
  const byName = reportDuplicates(ctx, routes, {
    rule: 'routes/duplicate-name',
    key: (r) => r.name,
    at: (r) => childRef(r.$at, 'name'),
    message: (name) => `Route name "${name}" is used twice`,
    expected: 'a unique route name',
    hint: 'Rename one of them; names are what menus, guides and code refer to.',
  });
  // Paths that differ only in parameter names match the same requests.
  const byShape = reportDuplicates(ctx, routes, {
    rule: 'routes/duplicate-path',
    key: (r) => pathShape(r.path),
    at: (r) => childRef(r.$at, 'path'),
    message: (_, r, first) => `Path "${r.path}" is already the path of route "${first.name}"`,
    expected: 'a path no other route has',
    found: (_, r) => JSON.stringify(r.path),
  });
  const declared = new Set(params.map((p) => p.name));
  for (const route of routes) {
    for (const p of route.params) {
      if (!declared.has(p.name)) {
        ctx.report({
          at: childRef(route.$at, 'path'),
          rule: 'routes/unknown-param',
          message: `Path parameter {${p.name}} is not declared`,
          expected: `a parameter declared under params: (${[...declared].join(', ')})`,
          found: `{${p.name}}`,
          hint: ctx.didYouMeanHint(p.name, declared) ?? `Declare it under params: with its type.`,
        });
      }
    }
    if (route.gate) checkGate(route.gate, childRef(route.$at, 'gate'), model, ctx);
  }
  checkShows(model, ctx);
  for (const redirect of redirects) {
    const target = byName.get(redirect.to);
    const shadowed = redirect.from.endsWith('*')
      ? undefined
      : byShape.get(pathShape(redirect.from));
    if (shadowed) {
      ctx.report({
        at: childRef(redirect.$at, 'from'),
        rule: 'routes/redirect-shadows-route',
        message: `Redirect from "${redirect.from}" has the same path as route "${shadowed.name}"`,
        expected: 'a legacy path no route uses',
        found: JSON.stringify(redirect.from),
        related: [childRef(shadowed.$at, 'path')],
      });
    }
    if (!target) {
      // A route set aside for a schema error is not unknown: say nothing then.
      if (!ctx.complete('routes')) continue;
      ctx.report({
        at: childRef(redirect.$at, 'to'),
        rule: 'routes/unknown-redirect-target',
        message: `Redirect target "${redirect.to}" is not a route`,
        expected: 'the name of a route',
        found: JSON.stringify(redirect.to),
        hint: ctx.didYouMeanHint(redirect.to, byName.keys()),
      });
      continue;
    }
    const captured = new Set(paramNames(redirect.from));
    for (const p of target.params) {
      const source = redirect.params[p.name] ?? p.name;
      if (source.startsWith('@') || captured.has(source)) continue;
      ctx.report({
        at: redirect.params[p.name] ? childRef(redirect.$at, 'params', p.name) : redirect.$at,
        rule: 'routes/redirect-param-missing',
        message: `Route "${target.name}" needs {${p.name}}, which the redirect from "${redirect.from}" cannot supply`,
        expected: `{${p.name}} captured in "from", or params: { ${p.name}: '@organization' | '@site' }`,
        found: captured.size
          ? `captured: ${[...captured].map((c) => `{${c}}`).join(', ')}`
          : 'no captured parameters',
      });
    }
  }
}
