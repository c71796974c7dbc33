/**
 * What an experiment gives a slot (manifests/access.yaml `texts` and `values`): for the variant
 * the visitor is assigned — the control while no assignment is known — the translation key of a
 * text slot or the starting value of a value slot; undefined when no experiment sets the slot for
 * that variant, and the page shows its usual text or value. Should two experiments set the same
 * slot, the first by name wins, the same on every page load.
 */
import type { ExperimentDefinition, TextSlot, ValueSlot } from '../../../contracts/access';

type Experiments = Readonly<Record<string, ExperimentDefinition>>;
type Assignments = Readonly<Record<string, string>>;

export function experimentText(
  experiments: Experiments,
  assignments: Assignments,
  slot: TextSlot,
): string | undefined {
  return assignedSlot(experiments, assignments, (experiment) => experiment.texts?.[slot]);
}

export function experimentValue(
  experiments: Experiments,
  assignments: Assignments,
  slot: ValueSlot,
): string | undefined {
  return assignedSlot(experiments, assignments, (experiment) => experiment.values?.[slot]);
}

function assignedSlot(
  experiments: Experiments,
  assignments: Assignments,
  slotOf: (experiment: ExperimentDefinition) => Readonly<Record<string, string>> | undefined,
): string | undefined {
  for (const name of Object.keys(experiments).sort()) {
    const experiment = experiments[name]!;
    const byVariant = slotOf(experiment);
    if (!byVariant) continue;
    const assigned = assignments[name];
    const variant =
      assigned !== undefined && experiment.variants.includes(assigned)
        ? assigned
        : experiment.control;
    const value = byVariant[variant];
    if (value) return value;
  }
  return undefined;
}
