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
    for (const variant of Object.keys(byVariant)) {
      if (experiment.variants.includes(variant)) continue;
      ctx.report({
        at: childRef(experiment.$at, 'texts', slot, variant),
        rule: 'access/text-unknown-variant',
        message: `Texts of ${experiment.name} in slot ${slot} name "${variant}", which is not one of its variants`,
        expected: `one of ${experiment.variants.join(', ')}`,
        found: JSON.stringify(variant),
        hint:
          ctx.didYouMeanHint(variant, experiment.variants) ??
          'Add it to variants, or name a declared variant.',
      });
    }
  }
}
