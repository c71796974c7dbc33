/**
 * A route names what its page shows: a page written in code for it (contracts/codePages.ts), or
 * `shows:` an empty state, a redirect, another route's page or a form. A route naming nothing
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
    'A route has no page in code and no `shows:` (an empty state, a redirect, a page or a form).',
  'routes/unknown-shown':
    '`shows:` names an empty state, a route, a page or a form that does not exist.',
  'routes/form-not-stored':
    '`shows: { form }` names a form without `storage: user-attributes`: nothing would save it.',
};

type ShowsParts = PartsOf<'routes' | 'empty-states' | 'forms'>;

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

type ShownKind = 'emptyState' | 'redirect' | 'page' | 'form';

function knownNames(model: ShowsParts): Record<ShownKind, Set<string>> {
  return {
    emptyState: new Set(model['empty-states'].emptyStates.map((e) => e.feature)),
    redirect: new Set(model.routes.routes.map((r) => r.name)),
    page: new Set(CODE_PAGE_ROUTES),
    form: new Set(model.forms.forms.map((f) => f.id)),
  };
}

/**
 * The kind whose files declare what a route shows: with one of its files set aside for a schema
 * error, a name not found may be declared there, so it is not reported as unknown.
 */
const DECLARED_IN: Partial<Record<ShownKind, 'empty-states' | 'forms'>> = {
  emptyState: 'empty-states',
  form: 'forms',
};

const DESCRIBED: Record<ShownKind, string> = {
  emptyState: 'the empty state of feature',
  redirect: 'a redirect to route',
  page: 'the page of route',
  form: 'the form',
};

const MISSING: Record<ShownKind, string> = {
  emptyState: 'which no empty state declares',
  redirect: 'which is not a route',
  page: 'which has no page in code',
  form: 'which no form declares',
};

const EXPECTED: Record<ShownKind, string> = {
  emptyState: 'the feature of an empty state in manifests/empty-states',
  redirect: 'the name of a route in manifests/routes.yaml',
  page: 'a route whose page is written in code',
  form: 'the id of a form in manifests/forms',
};

const HINT: Record<ShownKind, string> = {
  emptyState:
    'Add an empty state with this feature under manifests/empty-states/, or fix the name.',
  redirect: 'Name an existing route.',
  page: 'Only routes with a page in code can lend it; show an empty state instead.',
  form: 'Add the form under manifests/forms/ (with `storage: user-attributes`), or fix the id.',
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
      'shows: { emptyState: <feature> } | { redirect: <route> } | { page: <route> } | { form: <form> }',
    found: 'no shows: and no page in code for this route',
    hint: `Add e.g. \`shows: { emptyState: ${suggestion} }\` with an empty state for "${suggestion}" in manifests/empty-states/.`,
  });
}
