import { locate, pointer } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { Gate } from '../../../../contracts/gates';
import type { AccessModel, Experiment, FeatureFlag, NamedThing, Predicate, Variant } from './model';

interface AccessDoc {
  permissions?: NamedThing[];
  organizationAccess?: Record<'read' | 'write' | 'admin', { description: string }>;
  accountAdmin?: { description: string };
  variants?: (NamedThing & { hiddenFeatures?: string[] })[];
  flags?: FeatureFlag[];
  experiments?: Experiment[];
  predicates?: (NamedThing & { gate: Gate })[];
}

/** Merge access documents (the vocabulary may be split over several files), in file order. */
export function collectAccess(docs: ManifestDocument[]): AccessModel {
  const model: AccessModel = {
    permissions: [],
    roles: [],
    variants: [],
    flags: [],
    experiments: [],
    predicates: [],
  };
  for (const doc of docs) {
    const data = doc.data as AccessDoc;
    const at = (...path: (string | number)[]) => ({ file: doc.file, pointer: pointer(...path) });
    (data.permissions ?? []).forEach((p, i) =>
      model.permissions.push(
        locate(
          {
            name: p.name,
            description: p.description,
            grantedAtSignup: (p as { grantedAtSignup?: boolean }).grantedAtSignup !== false,
          },
          at('permissions', i),
        ),
      ),
    );
    for (const [level, value] of Object.entries(data.organizationAccess ?? {})) {
      model.roles.push(
        locate(
          { name: `orgAccess.${level}`, description: value.description },
          at('organizationAccess', level),
        ),
      );
    }
    if (data.accountAdmin) {
      model.roles.push(
        locate(
          { name: 'accountAdmin', description: data.accountAdmin.description },
          at('accountAdmin'),
        ),
      );
    }
    (data.variants ?? []).forEach((v, i) =>
      model.variants.push(
        locate<Variant>(
          { name: v.name, description: v.description, hiddenFeatures: v.hiddenFeatures ?? [] },
          at('variants', i),
        ),
      ),
    );
    (data.flags ?? []).forEach((f, i) =>
      model.flags.push(
        locate<FeatureFlag>(
          { name: f.name, description: f.description, scope: f.scope, default: f.default },
          at('flags', i),
        ),
      ),
    );
    (data.experiments ?? []).forEach((e, i) =>
      model.experiments.push(
        locate<Experiment>(
          {
            name: e.name,
            description: e.description,
            variants: e.variants,
            control: e.control,
            lookup: e.lookup,
            ...(e.split ? { split: e.split } : {}),
            ...(e.texts ? { texts: e.texts } : {}),
            ...(e.values ? { values: e.values } : {}),
          },
          at('experiments', i),
        ),
      ),
    );
    (data.predicates ?? []).forEach((p, i) =>
      model.predicates.push(
        locate<Predicate>(
          { name: p.name, description: p.description, gate: p.gate },
          at('predicates', i),
        ),
      ),
    );
  }
  return model;
}
