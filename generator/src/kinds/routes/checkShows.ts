/**
 * A route names what its page shows: a page written in code for it (contracts/codePages.ts), or
 * `shows:` an empty state, a redirect, another route's page, a form or an analysis page. A route naming nothing
 * would open a page nobody configured, so `lodestar validate` stops it here; so is a form that
 * nothing would save, since a page of its own has no code to send the answers anywhere.
 */
import { childRef, type Located, type Ref } from '../../core/located';
import type { CheckContext } from '../../core/types';
import { CODE_PAGE_ROUTES, isCodePageRoute } from '../../../../contracts/codePages';
import type { Route } from './model';
import type { PartsOf } from '../../core/partTypes';

export const SHOWS_RULES: Record<string, string> = {
  'routes/shows-nothing':
    'A route has no page in code and no `shows:` (an empty state, a redirect, a page, a form or an analysis page).',
  'routes/unknown-shown':
    '`shows:` names an empty state, a route, a page, a form or an analysis page that does not exist.',
  'routes/analysis-without-site':
    '`shows: { analysis }` on a route without `{siteId}` in its path: the page has no site to show.',
  'routes/form-not-stored':
    '`shows: { form }` names a form without `storage: user-attributes`: nothing would save it.',
};

type ShowsParts = PartsOf<'routes' | 'empty-states' | 'forms' | 'analysis-pages'>;

export function checkShows(model: ShowsParts, ctx: CheckContext): void {
  const { routes } = model.routes;
  const known = knownNames(model);
  const storedForms = new Set(model.forms.forms.filter((f) => f.storage).map((f) => f.id));
  for (const route of routes) {
    if (!route.shows) {
      if (!isCodePageRoute(route.name)) reportNothing(route, ctx);
      continue;
    }
    const [what, name] = Object.entries(route.shows)[0] as [ShownKind, string];
    const at = childRef(route.$at, 'shows', what);
    if (known[what].has(name)) {
      if (what === 'form' && !storedForms.has(name)) reportUnstored(route, name, at, ctx);
      if (what === 'analysis' && !route.params.some((p) => p.name === 'siteId'))
        ctx.report({
          at,
          rule: 'routes/analysis-without-site',
          message: `Route "${route.name}" shows the analysis page "${name}" but its path names no site`,
          expected: 'a path with {siteId}, e.g. /sites/{siteId}/…',
          found: JSON.stringify(route.path),
          hint: 'Analysis pages show the data of one site: put the route under /sites/{siteId}/.',
        });
      continue;
    }
    const declaredIn = DECLARED_IN[what];
    if (declaredIn && !ctx.complete(declaredIn)) continue;
    ctx.report({
      at,
      rule: 'routes/unknown-shown',
      message: `Route "${route.name}" shows ${DESCRIBED[what]} "${name}", ${MISSING[what]}`,
      expected: EXPECTED[what],
      found: JSON.stringify(name),
      hint: ctx.didYouMeanHint(name, known[what]) ?? HINT[what],
    });
  }
}

type ShownKind = 'emptyState' | 'redirect' | 'page' | 'form' | 'analysis';

function knownNames(model: ShowsParts): Record<ShownKind, Set<string>> {
  return {
    emptyState: new Set(model['empty-states'].emptyStates.map((e) => e.feature)),
    redirect: new Set(model.routes.routes.map((r) => r.name)),
    page: new Set(CODE_PAGE_ROUTES),
    form: new Set(model.forms.forms.map((f) => f.id)),
    analysis: new Set(model['analysis-pages'].pages.map((p) => p.id)),
  };
}

/**
 * The kind whose files declare what a route shows: with one of its files set aside for a schema
 * error, a name not found may be declared there, so it is not reported as unknown.
 */
const DECLARED_IN: Partial<Record<ShownKind, 'empty-states' | 'forms' | 'analysis-pages'>> = {
  emptyState: 'empty-states',
  form: 'forms',
  analysis: 'analysis-pages',
};

const DESCRIBED: Record<ShownKind, string> = {
  emptyState: 'the empty state of feature',
  redirect: 'a redirect to route',
  page: 'the page of route',
  form: 'the form',
  analysis: 'the analysis page',
};

const MISSING: Record<ShownKind, string> = {
  emptyState: 'which no empty state declares',
  redirect: 'which is not a route',
  page: 'which has no page in code',
  form: 'which no form declares',
  analysis: 'which no analysis page declares',
};

const EXPECTED: Record<ShownKind, string> = {
  emptyState: 'the feature of an empty state in manifests/empty-states',
  redirect: 'the name of a route in manifests/routes.yaml',
  page: 'a route whose page is written in code',
  form: 'the id of a form in manifests/forms',
  analysis: 'the id of a page in manifests/analysis-pages',
};

const HINT: Record<ShownKind, string> = {
  emptyState:
    'Add an empty state with this feature under manifests/empty-states/, or fix the name.',
  redirect: 'Name an existing route.',
  page: 'Only routes with a page in code can lend it; show an empty state instead.',
  form: 'Add the form under manifests/forms/ (with `storage: user-attributes`), or fix the id.',
  analysis: 'Add the page under manifests/analysis-pages/, or fix the id.',
};

function reportUnstored(route: Located<Route>, form: string, at: Ref, ctx: CheckContext): void {
  ctx.report({
    at,
    rule: 'routes/form-not-stored',
    message: `Route "${route.name}" shows the form "${form}", which nothing would save: it has no \`storage\``,
    expected: 'a form with `storage: user-attributes`',
    found: `form "${form}" without storage`,
    hint: `Add \`storage: user-attributes\` to the form "${form}" in manifests/forms/ so the server stores its answers, or show it on a page written in code.`,
  });
}

function reportNothing(route: Located<Route>, ctx: CheckContext): void {
  const suggestion = route.feature ?? route.name.split('.')[0];
  ctx.report({
    at: route.$at,
    rule: 'routes/shows-nothing',
    message: `Route "${route.name}" does not say what its page shows`,
    expected:
      'shows: { emptyState: <feature> } | { redirect: <route> } | { page: <route> } | { form: <form> } | { analysis: <page> }',
    found: 'no shows: and no page in code for this route',
    hint: `Add e.g. \`shows: { emptyState: ${suggestion} }\` with an empty state for "${suggestion}" in manifests/empty-states/.`,
  });
}
