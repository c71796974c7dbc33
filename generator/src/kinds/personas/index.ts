import type { BundledKindDefinition } from '../../core/types';
import type { PersonasBundle } from '../../../../runtime/rules/personas/types';
import { personasBundle } from './bundle';
import { checkPersonas, PERSONAS_READS, PERSONAS_RULES } from './check';
import { collectPersonas } from './collect';
import type { PersonasModel } from './model';
import { personasSchema } from './schema';

/** `kind: personas` — who `lodestar explain diff` reviews a change for. */
export const personasKind: BundledKindDefinition<
  'personas',
  PersonasModel,
  PersonasBundle,
  (typeof PERSONAS_READS)[number]
> = {
  kind: 'personas',
  version: 1,
  title: 'Personas',
  description:
    'The personas `lodestar explain diff` reviews a change for: each persona is a gate context — account variant, permissions, organization access, account admin, plan, flags, experiment variants, analytics access, tracking state, locale — written in the access manifest’s words. A team keeps its own set here; the diff applies the working tree’s personas to both sides.',
  schema: personasSchema,
  collect: collectPersonas,
  reads: PERSONAS_READS,
  check: checkPersonas,
  rules: PERSONAS_RULES,
  // The /studio persona matrix fetches it (runtime/app/studio/).
  bundle: personasBundle,
};
