/**
 * A route names what its page shows: a page written in code for it (contracts/codePages.ts), or
 * `shows:` an empty state, a redirect or another route's page. A route naming nothing would open
 * a page nobody configured, so `lodestar validate` stops it here.
 */
import { childRef, type Located } from '../../core/located';
import type { CheckContext } from '../../core/types';
import { CODE_PAGE_ROUTES, isCodePageRoute } from '../../../../contracts/codePages';
import type { Route } from './model';
import type { PartsOf } from '../../core/partTypes';

export const SHOWS_RULES: Record<string, string> = {
  'routes/shows-nothing':
    'A route has no page in code and no `shows:` (an empty state, a redirect or a page).',
  'routes/unknown-shown': '`shows:` names an empty state, a route or a page that does not exist.',
};

export function checkShows(model: PartsOf<'routes' | 'empty-states'>, ctx: CheckContext): void {
  const { routes } = model.routes;
  const routeNames = new Set(routes.map((r) => r.name));
  const features = new Set(model['empty-states'].emptyStates.map((e) => e.feature));
  for (const route of routes) {
    if (!route.shows) {
      if (!isCodePageRoute(route.name)) reportNothing(route, ctx);
      continue;
    }
    const [what, name] = Object.entries(route.shows)[0] as [keyof ShownKinds, string];
    const known = SHOWN[what](features, routeNames);
    if (known.has(name)) continue;
    if (what === 'emptyState' && !ctx.complete('empty-states')) continue;
    ctx.report({
      at: childRef(route.$at, 'shows', what),
      rule: 'routes/unknown-shown',
      message: `Route "${route.name}" shows ${DESCRIBED[what]} "${name}", ${MISSING[what]}`,
      expected: EXPECTED[what],
      found: JSON.stringify(name),
      hint: ctx.didYouMeanHint(name, known) ?? HINT[what],
    });
  }
}

interface ShownKinds {
  emptyState: unknown;
  redirect: unknown;
  page: unknown;
}

type Known = (features: Set<string>, routes: Set<string>) => Set<string>;

const SHOWN: Record<keyof ShownKinds, Known> = {
  emptyState: (features) => features,
  redirect: (_, routes) => routes,
  page: () => new Set(CODE_PAGE_ROUTES),
};

const DESCRIBED: Record<keyof ShownKinds, string> = {
  emptyState: 'the empty state of feature',
  redirect: 'a redirect to route',
  page: 'the page of route',
};

const MISSING: Record<keyof ShownKinds, string> = {
  emptyState: 'which no empty state declares',
  redirect: 'which is not a route',
  page: 'which has no page in code',
};

const EXPECTED: Record<keyof ShownKinds, string> = {
  emptyState: 'the feature of an empty state in manifests/empty-states',
  redirect: 'the name of a route in manifests/routes.yaml',
  page: 'a route whose page is written in code',
};

const HINT: Record<keyof ShownKinds, string> = {
  emptyState:
    'Add an empty state with this feature under manifests/empty-states/, or fix the name.',
  redirect: 'Name an existing route.',
  page: 'Only routes with a page in code can lend it; show an empty state instead.',
};

function reportNothing(route: Located<Route>, ctx: CheckContext): void {
  const suggestion = route.feature ?? route.name.split('.')[0];
  ctx.report({
    at: route.$at,
    rule: 'routes/shows-nothing',
    message: `Route "${route.name}" does not say what its page shows`,
    expected: 'shows: { emptyState: <feature> } | { redirect: <route> } | { page: <route> }',
    found: 'no shows: and no page in code for this route',
    hint: `Add e.g. \`shows: { emptyState: ${suggestion} }\` with an empty state for "${suggestion}" in manifests/empty-states/.`,
  });
}
