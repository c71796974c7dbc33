/**
 * `lodestar explain experiment <name> --id <id>` (product.md#roles-and-permissions "Experiments", product.md#calls): the
 * variant an id gets and why — its bucket and the bucket range of every variant under the
 * declared split — read with the runtime's one assignment rule
 * (runtime/rules/experiments/assignVariant.ts), so a product manager can check a split change —
 * and the texts that variant sees in the slots the experiment sets (`texts`), and the values
 * its value slots start on (`values`).
 */
import type { ExperimentDefinition } from '../../../contracts/access';
import {
  assignVariant,
  BUCKETS,
  variantWeights,
} from '../../../runtime/rules/experiments/assignVariant';
import type { Model } from '../core/model';

export interface ExperimentExplanation {
  name: string;
  lookup: ExperimentDefinition['lookup'];
  id: string | number;
  /** null: the id is not well formed, the control was answered. */
  bucket: number | null;
  variant: string;
  ranges: { variant: string; percent: number; from: number; to: number }[];
  /** Slot → translation key this variant sees; slots it leaves to the usual text are absent. */
  texts: Record<string, string>;
  /** Slot → the value this variant starts on; slots it leaves to the usual value are absent. */
  values: Record<string, string>;
}

export type ExperimentResult =
  | { outcome: 'explained'; explanation: ExperimentExplanation }
  | { outcome: 'usage'; problems: string[] };

export function explainExperiment(model: Model, name: string, rawId: string): ExperimentResult {
  const declared = model.access.experiments.find((e) => e.name === name);
  if (!declared) {
    const names = model.access.experiments.map((e) => e.name).join(', ');
    return { outcome: 'usage', problems: [`unknown experiment "${name}" (declared: ${names})`] };
  }
  const definition: ExperimentDefinition = {
    variants: declared.variants,
    control: declared.control,
    lookup: declared.lookup,
    ...(declared.split ? { split: declared.split } : {}),
  };
  // User and site ids are numbers; the anonymous id is a string.
  const id = definition.lookup === 'anonymous' || !/^\d+$/.test(rawId) ? rawId : Number(rawId);
  const { variant, bucket } = assignVariant(name, definition, id);
  const weights = variantWeights(definition);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let from = 0;
  const ranges = definition.variants.map((v, i) => {
    const to =
      total > 0
        ? Math.ceil((BUCKETS * weights.slice(0, i + 1).reduce((s, w) => s + w, 0)) / total)
        : 0;
    const range = {
      variant: v,
      percent: total > 0 ? (100 * weights[i]!) / total : 0,
      from,
      to: to - 1,
    };
    from = to;
    return range;
  });
  return {
    outcome: 'explained',
    explanation: {
      name,
      lookup: definition.lookup,
      id,
      bucket,
      variant,
      ranges,
      texts: slotsOf(declared.texts, variant),
      values: slotsOf(declared.values, variant),
    },
  };
}

function slotsOf(
  slots: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
  variant: string,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [slot, byVariant] of Object.entries(slots ?? {})) {
    const key = byVariant[variant];
    if (key) shown[slot] = key;
  }
  return shown;
}

export function experimentText(e: ExperimentExplanation): string {
  const lines = [
    `experiment ${e.name} (looked up by ${e.lookup} id)`,
    `  id       ${JSON.stringify(e.id)}`,
    e.bucket === null
      ? `  bucket   none: the id is not well formed, so the control variant is answered`
      : `  bucket   ${e.bucket} of 0…${BUCKETS - 1} (stable hash of "${e.name}:${e.id}")`,
    `  split    ${e.ranges
      .map((r) =>
        r.to >= r.from
          ? `${r.variant} ${r.percent}% (buckets ${r.from}…${r.to})`
          : `${r.variant} 0%`,
      )
      .join(', ')}`,
    `  variant  ${e.variant}`,
    ...Object.entries(e.texts).map(([slot, key]) => `  text     ${slot} → ${key}`),
    ...Object.entries(e.values).map(([slot, value]) => `  value    ${slot} → ${value}`),
  ];
  return lines.join('\n');
}
