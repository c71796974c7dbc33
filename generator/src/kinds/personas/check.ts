/**
 * Cross-file rules of the personas manifest: ids are unique, and every name a persona uses is
 * declared (variants, permissions, flags, experiments and their variants in the access
 * manifest, plans in the catalog), so `explain diff` never reviews a persona the app cannot be.
 */
import { childRef } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { declaredOnce, reportDuplicates } from '../../resolve/reportDuplicates';

/** The other kinds' parts the personas check reads (see KindDefinition `reads`). */
export const PERSONAS_READS = ['access', 'catalog'] as const satisfies readonly PartName[];
export type PersonasParts = PartsOf<'personas' | (typeof PERSONAS_READS)[number]>;

export const PERSONAS_RULES: Record<string, string> = {
  'personas/duplicate-id': 'Two personas have the same id.',
  'personas/unknown-name':
    'A persona names a variant, permission, flag, experiment (variant) or plan that is not declared.',
};

export function checkPersonas(model: PersonasParts, ctx: CheckContext): void {
  const personas = model.personas.personas;
  reportDuplicates(ctx, personas, {
    rule: 'personas/duplicate-id',
    ...declaredOnce('persona'),
    key: (p) => p.id,
    at: (p) => childRef(p.$at, 'id'),
  });
  const names = (list: { name: string }[]) => list.map((n) => n.name);
  const access = model.access;
  const experiments = new Map(access.experiments.map((e) => [e.name, e.variants]));
  const unknown = (at: Ref, what: string, value: string, known: string[], where: string) => {
    if (known.includes(value)) return;
    ctx.report({
      at,
      rule: 'personas/unknown-name',
      message: `The ${what} "${value}" is not declared`,
      expected: `a ${what} declared in ${where}`,
      found: JSON.stringify(value),
      hint: ctx.didYouMeanHint(value, known) ?? `Declare it in ${where}, or remove it.`,
    });
  };
  for (const p of personas) {
    if (ctx.complete('access')) {
      const inAccess = 'the access manifest';
      unknown(childRef(p.$at, 'variant'), 'variant', p.variant, names(access.variants), inAccess);
      p.permissions.forEach((name, i) =>
        unknown(
          childRef(p.$at, 'permissions', i),
          'permission',
          name,
          names(access.permissions),
          inAccess,
        ),
      );
      p.flags.forEach((name, i) =>
        unknown(childRef(p.$at, 'flags', i), 'flag', name, names(access.flags), inAccess),
      );
      p.experiments.forEach((assignment, i) => {
        const at = childRef(p.$at, 'experiments', i);
        const [name = '', variant = ''] = assignment.split('=');
        unknown(at, 'experiment', name, [...experiments.keys()], inAccess);
        const variants = experiments.get(name);
        if (variants) unknown(at, `variant of ${name}`, variant, variants, inAccess);
      });
    }
    if (p.plan && ctx.complete('catalog'))
      unknown(
        childRef(p.$at, 'plan'),
        'plan',
        p.plan,
        model.catalog.plans.map((plan) => plan.id),
        'the catalog',
      );
  }
}
