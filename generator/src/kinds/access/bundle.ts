import type { AccessBundle } from '../../../../contracts/access';
import { sortBy } from '../../core/order';
import type { AccessModel } from './model';

const byName = <T extends { name: string }>(items: readonly T[]) => sortBy(items, (i) => i.name);

/** What the runtime's gate evaluator reads (`generated/bundle/access.json`), keyed by name. */
export function bundleAccess(part: AccessModel): AccessBundle {
  return {
    permissions: byName(part.permissions).map((p) => p.name),
    signupPermissions: byName(part.permissions)
      .filter((p) => p.grantedAtSignup)
      .map((p) => p.name),
    variants: byName(part.variants).map((v) => v.name),
    hiddenFeatures: hiddenFeatures(part),
    flags: Object.fromEntries(
      byName(part.flags).map((f) => [f.name, { scope: f.scope, default: f.default }]),
    ),
    experiments: Object.fromEntries(
      byName(part.experiments).map((e) => [
        e.name,
        {
          variants: e.variants,
          control: e.control,
          lookup: e.lookup,
          ...(e.split ? { split: e.split } : {}),
          ...(e.texts ? { texts: e.texts } : {}),
          ...(e.values ? { values: e.values } : {}),
        },
      ]),
    ),
    predicates: Object.fromEntries(byName(part.predicates).map((p) => [p.name, p.gate])),
  };
}

/** Feature → the variants that hide it, both sorted: what a link to the feature is gated on. */
function hiddenFeatures(part: AccessModel): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const variant of byName(part.variants))
    for (const feature of variant.hiddenFeatures) (out[feature] ??= []).push(variant.name);
  return Object.fromEntries(sortBy(Object.entries(out), ([feature]) => feature));
}
