/**
 * The access bundle (`generated/bundle/access.json`): what the gate evaluator needs besides the
 * context — flag scopes and defaults, experiments, and the named predicates (spec §6).
 * Emitted by the access kind of the generator; read by the runtime at load time.
 */
import type { Gate } from './types';

export type FlagScope = 'account' | 'site' | 'user';
export type ExperimentLookup = 'anonymous' | 'user' | 'site';

export interface FlagDefinition {
  /** account: on when the account's feature list holds the flag name; site/user: `context.flags`. */
  scope: FlagScope;
  /** Value when the context does not say. */
  default: boolean;
}

export interface ExperimentDefinition {
  variants: string[];
  /** Assumed while no assignment is known. */
  control: string;
  /** Which id the assignment is looked up by (spec §7). */
  lookup: ExperimentLookup;
}

export interface AccessBundle {
  permissions: string[];
  variants: string[];
  flags: Record<string, FlagDefinition>;
  experiments: Record<string, ExperimentDefinition>;
  predicates: Record<string, Gate>;
}

/** The part of the bundle `evaluateGate` reads. */
export type AccessDefinitions = Pick<AccessBundle, 'flags' | 'experiments' | 'predicates'>;
