/**
 * The access bundle (`generated/bundle/access.json`, product.md#roles-and-permissions): what the gate evaluator needs
 * besides the context — flag scopes and defaults, experiments, the named predicates. Emitted by
 * the access kind of the generator (whose schema takes the enums below), read by the runtime at
 * load time and inlined by the server into a signed-in page (shellBundles.ts).
 */
import type { Gate } from './gates';

/**
 * Where a flag's value is read from: account = the account's feature list; site / user = the
 * flags the runtime loads for the current site or user.
 */
export const FLAG_SCOPES = ['account', 'site', 'user'] as const;
export type FlagScope = (typeof FLAG_SCOPES)[number];

/** Which id an experiment's assignment is looked up by (product.md#calls "Experiment lookups"). */
export const EXPERIMENT_LOOKUPS = ['anonymous', 'user', 'site'] as const;
export type ExperimentLookup = (typeof EXPERIMENT_LOOKUPS)[number];

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
  /** Which id the assignment is looked up by (product.md#calls). */
  lookup: ExperimentLookup;
  /**
   * Percent of ids per variant, summing to 100 (a variant left out gets none); absent = an
   * even split. Read by runtime/rules/experiments/assignVariant.ts.
   */
  split?: Record<string, number>;
  /**
   * Text slot → variant → translation key: what the slot shows to that variant (a variant not
   * named shows the slot's usual text). Read by runtime/rules/experiments/experimentText.ts.
   */
  texts?: Partial<Record<TextSlot, Record<string, string>>>;
  /**
   * Value slot → variant → value: what the slot starts on for that variant (a variant not named
   * starts on the page's usual value). Read by runtime/rules/experiments/experimentText.ts.
   */
  values?: Partial<Record<ValueSlot, Record<string, string>>>;
}

/**
 * The places of the product whose text an experiment may set from the manifest (the page that
 * shows the slot reads it): the register page's headline and its sign-up button.
 */
export const TEXT_SLOTS = ['register.headline', 'register.submit'] as const;
export type TextSlot = (typeof TEXT_SLOTS)[number];

/** Lists of the catalog manifest a value slot's values are checked against. */
export type CatalogValues = 'billingCycles' | 'skus';
/** What one value of each catalog list is called, for people reading the docs and errors. */
export const CATALOG_VALUE_NAMES: Record<CatalogValues, string> = {
  billingCycles: 'billing cycle',
  skus: 'allowance sku',
};

/**
 * The places of the product whose starting value an experiment may set from the manifest: the
 * billing cycle the checkout page starts on, and the plan step (an allowance's sku, which names
 * the product, the plan and the step) it preselects. `values` is the catalog list a value must be
 * in; `lookups` the assignments the page knows (it is signed in: user and site, not anonymous).
 */
export const VALUE_SLOTS = {
  'checkout.cycle': { values: 'billingCycles', lookups: ['user', 'site'] },
  'checkout.plan': { values: 'skus', lookups: ['user', 'site'] },
} as const satisfies Record<
  string,
  { values: CatalogValues; lookups: readonly ExperimentLookup[] }
>;
export type ValueSlot = keyof typeof VALUE_SLOTS;

export interface AccessBundle {
  permissions: string[];
  /** The permissions a new account's owner holds (registration): not the staff-only ones. */
  signupPermissions: string[];
  variants: string[];
  /**
   * Feature → the account variants it is hidden for (a variant's `hiddenFeatures`): its pages
   * are gated and every menu item, guide step, button and card leading to them goes
   * (runtime/rules/features/featureSwitch.ts).
   */
  hiddenFeatures: Record<string, string[]>;
  flags: Record<string, FlagDefinition>;
  experiments: Record<string, ExperimentDefinition>;
  predicates: Record<string, Gate>;
}

/** The part of the bundle `evaluateGate` reads. */
export type AccessDefinitions = Pick<AccessBundle, 'flags' | 'experiments' | 'predicates'>;
