/**
 * The assignments of one lookup kind (product.md#calls): every declared experiment looked up by that
 * kind of id, with the variant `assignVariant` gives the id — the answer of the experiment
 * endpoints, of SessionInfo.experiments and of the shell's site experiments.
 */
import type { ExperimentDefinition, ExperimentLookup } from '../../../contracts/access';
import { assignVariant } from './assignVariant';

export interface ExperimentAssignment {
  name: string;
  variant: string;
}

/** Sorted by experiment name, so that answers compare byte for byte. */
export function assignmentsFor(
  experiments: Readonly<Record<string, ExperimentDefinition>>,
  lookup: ExperimentLookup,
  id: unknown,
): ExperimentAssignment[] {
  return Object.keys(experiments)
    .filter((name) => experiments[name]!.lookup === lookup)
    .sort()
    .map((name) => ({ name, variant: assignVariant(name, experiments[name], id).variant }));
}
