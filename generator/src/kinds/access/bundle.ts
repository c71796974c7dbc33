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
        },
      ]),
    ),
    predicates: Object.fromEntries(byName(part.predicates).map((p) => [p.name, p.gate])),
  };
}
