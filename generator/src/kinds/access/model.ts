/**
 * The access part of the model (product.md#roles-and-permissions): what gates may name. The access kind's documents
 * declare these; `checkGate` verifies every gate in every other manifest against them.
 */
import type { Located } from '../../core/located';
import type {
  ExperimentLookup,
  FlagScope,
  TextSlot,
  ValueSlot,
} from '../../../../contracts/access';
import type { Gate } from '../../../../contracts/gates';

export interface NamedThing {
  name: string;
  description: string;
}

export interface Permission extends NamedThing {
  /** Held by a new account's owner (registration); default true. */
  grantedAtSignup: boolean;
}

export interface FeatureFlag extends NamedThing {
  /** What the flag is read from: the account's feature list, the site, or the user. */
  scope: FlagScope;
  /** Value when the context does not say (fail closed: normally false). */
  default: boolean;
}

export interface Experiment extends NamedThing {
  variants: string[];
  /** The variant users get when no assignment is known. */
  control: string;
  /** Which id the assignment is looked up by (product.md#calls "Experiment lookups"). */
  lookup: ExperimentLookup;
  /** Percent of ids per variant (sums to 100); absent = even split. */
  split?: Record<string, number>;
  /** Text slot → variant → translation key. */
  texts?: Partial<Record<TextSlot, Record<string, string>>>;
  /** Value slot → variant → the value the slot starts on. */
  values?: Partial<Record<ValueSlot, Record<string, string>>>;
}

export interface Variant extends NamedThing {
  /** Features (a route's `feature`) this variant does not offer. */
  hiddenFeatures: string[];
}

export interface Predicate extends NamedThing {
  gate: Gate;
}

export interface AccessModel {
  permissions: Located<Permission>[];
  /**
   * The fixed roles, described for people: `orgAccess.read|write|admin` and `accountAdmin`.
   * Gates test them with the `orgAccess` and `accountAdmin` atoms.
   */
  roles: Located<NamedThing>[];
  variants: Located<Variant>[];
  flags: Located<FeatureFlag>[];
  experiments: Located<Experiment>[];
  predicates: Located<Predicate>[];
}
