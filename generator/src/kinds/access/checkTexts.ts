/**
 * An experiment's texts (`texts: slot → variant → key`) name variants the experiment has: a
 * misspelt variant would never be assigned, so its text would silently never show. Slots and
 * translation keys are checked by the schema (a closed list of slots; keys that locales/en has).
 */
import { childRef, type Located } from '../../core/located';
import type { CheckContext } from '../../core/types';
import type { Experiment } from './model';

export const TEXTS_RULES: Record<string, string> = {
  'access/text-unknown-variant':
    "An experiment's texts name a variant the experiment does not declare.",
};

export function checkTexts(experiment: Located<Experiment>, ctx: CheckContext): void {
  for (const [slot, byVariant] of Object.entries(experiment.texts ?? {})) {
    for (const variant of Object.keys(byVariant))
      checkSlotVariant(experiment, 'texts', slot, variant, ctx);
  }
}

/**
 * A variant named under a slot of `texts` or `values` is one the experiment declares
 * (`access/text-unknown-variant`, `access/value-unknown-variant`).
 */
export function checkSlotVariant(
  experiment: Located<Experiment>,
  field: 'texts' | 'values',
  slot: string,
  variant: string,
  ctx: CheckContext,
): void {
  if (experiment.variants.includes(variant)) return;
  const [rule, what] = field === 'texts' ? ['text', 'Texts'] : ['value', 'Values'];
  ctx.report({
    at: childRef(experiment.$at, field, slot, variant),
    rule: `access/${rule}-unknown-variant`,
    message: `${what} of ${experiment.name} in slot ${slot} name "${variant}", which is not one of its variants`,
    expected: `one of ${experiment.variants.join(', ')}`,
    found: JSON.stringify(variant),
    hint:
      ctx.didYouMeanHint(variant, experiment.variants) ??
      'Add it to variants, or name a declared variant.',
  });
}
