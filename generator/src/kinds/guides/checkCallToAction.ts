/**
 * Cross-file checks of a call to action, shared by the guides and empty-states kinds: exactly one
 * target (route or action), the route exists, its path parameters are given (all but siteId /
 * orgId, which come from the current site and organization) and nothing undeclared is passed, the
 * action is declared, and the gate names only declared things.
 */
import { childRef } from '../../core/located';
import type { PartsOf } from '../../core/partTypes';
import type { GateParts } from '../access/checkGate';
import type { CheckContext, Ref } from '../../core/types';
import type { CallToAction } from '../../../../runtime/rules/guides/types';
import { checkGate } from '../access/checkGate';

/** The parts of the model this check reads. */
export type CallToActionParts = PartsOf<'routes' | keyof GateParts>;

/** Path parameters the runtime fills from the context. */
export const CONTEXT_PARAMS = ['siteId', 'orgId'];

export type CtaKind = 'guides' | 'empty-states';

export function ctaRules(kind: CtaKind): Record<string, string> {
  return {
    [`${kind}/unknown-route`]:
      'A button or page names a route the routes manifest does not declare.',
    [`${kind}/route-params`]:
      'A button misses a required path parameter of its route (other than siteId / orgId), or passes one the route does not declare.',
    [`${kind}/unknown-action`]: 'A button runs an action the manifest’s `actions` do not declare.',
    [`${kind}/button-target`]: 'A button has both or neither of `route` and `action`.',
  };
}

export function checkRouteName(
  kind: CtaKind,
  route: string,
  at: Ref,
  model: CallToActionParts,
  ctx: CheckContext,
): boolean {
  if (!ctx.complete('routes')) return false;
  const names = model.routes.routes.map((r) => r.name);
  if (names.includes(route)) return true;
  ctx.report({
    at,
    rule: `${kind}/unknown-route`,
    message: `Unknown route "${route}"`,
    expected: 'a route name declared in the routes manifest',
    found: JSON.stringify(route),
    hint: ctx.didYouMeanHint(route, names) ?? 'Declare the route in manifests/routes.yaml first.',
  });
  return false;
}

export function checkCallToAction(
  kind: CtaKind,
  cta: CallToAction,
  at: Ref,
  model: CallToActionParts,
  ctx: CheckContext,
  actions: readonly string[],
): void {
  if ((cta.route === undefined) === (cta.action === undefined)) {
    const both = cta.route !== undefined;
    ctx.report({
      at,
      rule: `${kind}/button-target`,
      message: both
        ? 'A button cannot both go to a route and run an action'
        : 'The button does nothing',
      expected: 'exactly one of `route` or `action`',
      found: both ? `route "${cta.route}" and action "${cta.action}"` : 'neither',
      hint: both ? 'Keep one of the two.' : 'Add `route: <route name>` or `action: <action name>`.',
    });
  }
  if (
    cta.route !== undefined &&
    checkRouteName(kind, cta.route, childRef(at, 'route'), model, ctx)
  ) {
    checkParams(kind, cta, at, model, ctx);
  }
  if (cta.action !== undefined && ctx.complete(kind) && !actions.includes(cta.action)) {
    ctx.report({
      at: childRef(at, 'action'),
      rule: `${kind}/unknown-action`,
      message: `Unknown action "${cta.action}"`,
      expected: 'an action declared under `actions`',
      found: JSON.stringify(cta.action),
      hint:
        ctx.didYouMeanHint(cta.action, actions) ??
        `Declare it under \`actions\`, or use one of: ${actions.join(', ')}`,
    });
  }
  if (cta.gate) checkGate(cta.gate, childRef(at, 'gate'), model, ctx);
}

function checkParams(
  kind: CtaKind,
  cta: CallToAction,
  at: Ref,
  model: CallToActionParts,
  ctx: CheckContext,
): void {
  const route = model.routes.routes.find((r) => r.name === cta.route)!;
  const pathParams = route.params.map((p) => p.name);
  const required = pathParams.filter((p) => !CONTEXT_PARAMS.includes(p));
  const given = Object.keys(cta.params ?? {});
  const missing = required.filter((p) => !given.includes(p));
  if (missing.length) {
    ctx.report({
      at,
      rule: `${kind}/route-params`,
      message: `Route "${route.name}" needs ${missing.map((m) => `"${m}"`).join(', ')}`,
      expected: `params with ${required.join(', ')}`,
      found: given.length ? `params with ${given.join(', ')}` : 'no params',
      hint: `Add \`params: { ${missing.map((m) => `${m}: …`).join(', ')} }\` (siteId and orgId come from the context).`,
      related: [route.$at],
    });
  }
  for (const name of given) {
    if (required.includes(name)) continue;
    const fromContext = CONTEXT_PARAMS.includes(name) && pathParams.includes(name);
    ctx.report({
      at: childRef(at, 'params', name),
      rule: `${kind}/route-params`,
      message: fromContext
        ? `"${name}" comes from the current context and cannot be given`
        : `Route "${route.name}" has no path parameter "${name}"`,
      expected: required.length ? `one of ${required.join(', ')}` : 'no params',
      found: JSON.stringify(name),
      hint: fromContext
        ? `Remove "${name}".`
        : (ctx.didYouMeanHint(name, required) ??
          'Remove it, or pass it under `query` if the route reads it there.'),
      related: [route.$at],
    });
  }
  const queryNames = route.query.map((q) => q.name);
  for (const name of Object.keys(cta.query ?? {})) {
    if (queryNames.includes(name)) continue;
    ctx.report({
      at: childRef(at, 'query', name),
      rule: `${kind}/route-params`,
      message: `Route "${route.name}" declares no query parameter "${name}"`,
      expected: queryNames.length ? `one of ${queryNames.join(', ')}` : 'no query parameters',
      found: JSON.stringify(name),
      hint: ctx.didYouMeanHint(name, queryNames) ?? 'Declare it under the route’s `query` first.',
      related: [route.$at],
    });
  }
}
