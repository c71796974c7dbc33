/**
 * `explain route` as text: one `key     value` line per fact of the matched route, or where a
 * legacy path redirects, or (on stderr, exit 1) that nothing matches and the closest route paths.
 * The routes model supplies what the JSON leaves out (parameter types, the target's path, notes).
 */
import type { Gate } from '../../../contracts/gates';
import type { AnalysisPagesModel } from '../kinds/analysisPages/model';
import type { RoutesModel, RouteShows } from '../kinds/routes/model';
import {
  inputPathname,
  legacyRule,
  type RedirectExplanation,
  type RouteExplanation,
  type RouteMatchExplanation,
} from './route';

/** The lines to print: on stdout for a route or a redirect, on stderr when nothing matched. */
export function routeText(
  explanation: RouteExplanation,
  model: RoutesModel,
  pages?: AnalysisPagesModel,
): { stream: 'out' | 'err'; text: string } {
  switch (explanation.match) {
    case 'route':
      return { stream: 'out', text: matchText(explanation, model, pages) };
    case 'redirect':
      return { stream: 'out', text: redirectText(explanation, model) };
    case null: {
      const lines = [`no route matches ${inputPathname(explanation.input)}`];
      if (explanation.suggestions.length)
        lines.push(`did you mean ${explanation.suggestions.join(' or ')}?`);
      return { stream: 'err', text: lines.join('\n') };
    }
  }
}

function matchText(
  e: RouteMatchExplanation,
  model: RoutesModel,
  pages: AnalysisPagesModel | undefined,
): string {
  const route = model.routes.find((r) => r.name === e.route);
  const types = new Map(route?.params.map((p) => [p.name, p.type]));
  const params = Object.entries(e.params).map(([k, v]) => {
    const type = types.get(k);
    const bad = type === 'integer' && !/^-?\d+$/.test(v) ? ', not an integer!' : '';
    return `${k}=${v} (${type}${bad})`;
  });
  const queries = Object.entries(e.query).map(
    ([k, q]) => `${k}=${q.value} (${q.declared ? q.type : 'not declared by the route'})`,
  );
  const lines: [string, string][] = [
    ['route', e.route],
    ['pattern', e.pattern],
    ['params', params.join(', ') || 'none'],
    ['query', queries.join(', ') || 'none'],
    ['class', e.class],
    ['mode', e.mode === 'none' ? `none (${e.layout} layout: no sidebar)` : e.mode],
    ['layout', e.layout],
    ['dataPage', e.dataPage ? 'yes (the session-limit banner may show)' : 'no'],
    ['public', e.public ? 'yes (signed-out users may open it)' : 'no'],
    ['title', e.title],
    ['gate', e.gate ? describeGate(e.gate) : 'none (any signed-in user)'],
  ];
  if (route?.shows) lines.push(['shows', describeShows(route.shows, pages)]);
  return lines.map(([key, value]) => `${key.padEnd(9)}${value}`).join('\n');
}

/** What a route without a page in code shows; a declared analysis page with its widgets. */
function describeShows(shows: RouteShows, pages: AnalysisPagesModel | undefined): string {
  if ('emptyState' in shows) return `the empty state of feature "${shows.emptyState}"`;
  if ('redirect' in shows) return `a redirect to route "${shows.redirect}"`;
  if ('page' in shows) return `the page of route "${shows.page}"`;
  if ('form' in shows) return `the form "${shows.form}"`;
  const page = pages?.pages.find((p) => p.id === shows.analysis);
  if (!page) return `the analysis page "${shows.analysis}" (not declared)`;
  const widgets = page.widgets.map((w) =>
    w.steps
      ? `${w.type} ${w.steps.map((s) => s.value).join(' → ')}`
      : `${w.type} ${w.measures.join(', ')}${w.by?.length ? ` by ${w.by.join(', ')}` : ''}`,
  );
  return `the analysis page "${page.id}", ${page.range}: ${widgets.join('; ')}`;
}

function redirectText(e: RedirectExplanation, model: RoutesModel): string {
  const rule = legacyRule(model.redirects, inputPathname(e.input));
  const target = model.routes.find((r) => r.name === e.to);
  const lines = [
    `legacy   ${e.from}`,
    `redirect ${e.to} (${target?.path})`,
    `location ${e.location ?? neededContext(rule?.params ?? {})}`,
  ];
  if (rule?.note) lines.push(`note     ${rule.note}`);
  return lines.join('\n');
}

/** What a redirect takes from the signed-in context, as the options that supply it. */
function neededContext(params: Readonly<Record<string, string>>): string {
  const sources = Object.values(params).filter((s) => s === '@organization' || s === '@site');
  const names = sources.length ? sources.map((s) => s.slice(1)) : ['organization', 'site'];
  return `needs the current ${names.join(' and ')}: pass ${names.map((n) => `--${n}`).join(' and ')}`;
}

/** A gate in the manifests' flow style, e.g. `{ not: { variant: [lite] } }`. */
function describeGate(gate: Gate): string {
  const show = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
    if (value && typeof value === 'object')
      return `{ ${Object.entries(value)
        .map(([k, v]) => `${k}: ${show(v)}`)
        .join(', ')} }`;
    return String(value);
  };
  return show(gate);
}
