/**
 * Cross-file check shared by every kind that holds gates (routes, menus, empty states, guides):
 * each name a gate uses must be declared — permissions, variants, flags, experiments and their
 * variants, predicates (access manifest) and plans (catalog manifest).
 */
import { childRef } from '../../core/located';
import type { PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import type { Gate } from '../../../../contracts/gates';

/** The parts of the model this check reads. */
export type GateParts = PartsOf<'access' | 'catalog'>;

export const GATE_RULES: Record<string, string> = {
  'access/unknown-permission': 'A gate names a permission the access manifest does not declare.',
  'access/unknown-variant': 'A gate names an account variant the access manifest does not declare.',
  'access/unknown-flag': 'A gate names a feature flag the access manifest does not declare.',
  'access/unknown-experiment':
    'A gate names an experiment, or an experiment variant, that is not declared.',
  'access/unknown-predicate': 'A gate names a predicate the access manifest does not declare.',
  'access/unknown-plan': 'A gate names a plan the catalog manifest does not declare.',
};

export function checkGate(gate: Gate, at: Ref, model: GateParts, ctx: CheckContext): void {
  if (!ctx.complete('access')) return;
  const access = model.access;
  const unknown = (rule: string, what: string, found: string, where: Ref, candidates: string[]) =>
    ctx.report({
      at: where,
      rule,
      message: `Unknown ${what} "${found}"`,
      expected: candidates.length
        ? `one of the declared names: ${candidates.slice(0, 10).join(', ')}${candidates.length > 10 ? ', …' : ''}`
        : `a name declared in the ${rule === 'access/unknown-plan' ? 'catalog' : 'access'} manifest (none declared yet)`,
      found: JSON.stringify(found),
      hint:
        ctx.didYouMeanHint(found, candidates) ??
        `Declare it in the ${rule === 'access/unknown-plan' ? 'catalog' : 'access'} manifest first.`,
    });
  const names = (list: { name: string }[]) => list.map((x) => x.name);

  if ('permission' in gate) {
    if (!access.permissions.some((p) => p.name === gate.permission))
      unknown(
        'access/unknown-permission',
        'permission',
        gate.permission,
        childRef(at, 'permission'),
        names(access.permissions),
      );
  } else if ('variant' in gate) {
    gate.variant.forEach((v, i) => {
      if (!access.variants.some((x) => x.name === v))
        unknown(
          'access/unknown-variant',
          'account variant',
          v,
          childRef(at, 'variant', i),
          names(access.variants),
        );
    });
  } else if ('flag' in gate) {
    if (!access.flags.some((f) => f.name === gate.flag))
      unknown(
        'access/unknown-flag',
        'feature flag',
        gate.flag,
        childRef(at, 'flag'),
        names(access.flags),
      );
  } else if ('experiment' in gate) {
    const experiment = access.experiments.find((e) => e.name === gate.experiment.name);
    if (!experiment) {
      unknown(
        'access/unknown-experiment',
        'experiment',
        gate.experiment.name,
        childRef(at, 'experiment', 'name'),
        names(access.experiments),
      );
    } else {
      gate.experiment.variants.forEach((v, i) => {
        if (!experiment.variants.includes(v))
          unknown(
            'access/unknown-experiment',
            `variant of ${experiment.name}`,
            v,
            childRef(at, 'experiment', 'variants', i),
            experiment.variants,
          );
      });
    }
  } else if ('predicate' in gate) {
    if (!access.predicates.some((p) => p.name === gate.predicate))
      unknown(
        'access/unknown-predicate',
        'predicate',
        gate.predicate,
        childRef(at, 'predicate'),
        names(access.predicates),
      );
  } else if ('plan' in gate) {
    if (!ctx.complete('catalog')) return;
    const plans = planIds(model);
    gate.plan.forEach((p, i) => {
      if (!plans.includes(p))
        unknown('access/unknown-plan', 'plan', p, childRef(at, 'plan', i), plans);
    });
  } else if ('all' in gate) {
    gate.all.forEach((g, i) => checkGate(g, childRef(at, 'all', i), model, ctx));
  } else if ('any' in gate) {
    gate.any.forEach((g, i) => checkGate(g, childRef(at, 'any', i), model, ctx));
  } else if ('not' in gate) {
    checkGate(gate.not, childRef(at, 'not'), model, ctx);
  }
}

function planIds(model: GateParts): string[] {
  return [...new Set(model.catalog.plans.map((p) => p.id))];
}
