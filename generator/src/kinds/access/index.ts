import type { BundledKindDefinition } from '../../core/types';
import type { AccessBundle } from '../../../../contracts/access';
import type { AccessModel } from './model';
import { bundleAccess } from './bundle';
import { ACCESS_READS, ACCESS_RULES, checkAccess } from './check';
import { collectAccess } from './collect';
import { accessSchema } from './schema';

/** `kind: access` — the vocabulary every gate in every manifest is written in (product.md#roles-and-permissions). */
export const accessKind: BundledKindDefinition<
  'access',
  AccessModel,
  AccessBundle,
  (typeof ACCESS_READS)[number]
> = {
  kind: 'access',
  version: 1,
  title: 'Access',
  description:
    'Everything a gate may name (product.md#roles-and-permissions): permissions, the fixed organization access levels and the account admin role (described), account variants (product.md#who-it-is-for), feature flags with the scope they are read from and a default, experiments with their variants, control, lookup id (product.md#calls) and split (percent of ids per variant), and named predicates composed with all / any / not. Gates fail closed: what the context does not say denies, except a flag default or an experiment control declared here.',
  schema: accessSchema,
  collect: collectAccess,
  reads: ACCESS_READS,
  check: checkAccess,
  rules: ACCESS_RULES,
  bundle: bundleAccess,
};
