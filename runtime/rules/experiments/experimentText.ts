/**
 * The text an experiment gives a slot (manifests/access.yaml `texts`): the translation key of the
 * variant the visitor is assigned — the control while no assignment is known — or undefined when
 * no experiment sets the slot for that variant, and the page shows its usual text. Should two
 * experiments set the same slot, the first by name wins, the same on every page load.
 */
import type { ExperimentDefinition, TextSlot } from '../../../contracts/access';

export function experimentText(
  experiments: Readonly<Record<string, ExperimentDefinition>>,
  assignments: Readonly<Record<string, string>>,
  slot: TextSlot,
): string | undefined {
  for (const name of Object.keys(experiments).sort()) {
    const experiment = experiments[name]!;
    const byVariant = experiment.texts?.[slot];
    if (!byVariant) continue;
    const assigned = assignments[name];
    const variant =
      assigned !== undefined && experiment.variants.includes(assigned)
        ? assigned
        : experiment.control;
    const key = byVariant[variant];
    if (key) return key;
  }
  return undefined;
}
