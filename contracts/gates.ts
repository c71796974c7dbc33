/**
 * The gate language of the access manifest (product.md#roles-and-permissions): its words, declared once. The generator's
 * `gate` JSON Schema (generator/src/kinds/shared.ts) takes its enums and keys from here, the
 * evaluator (runtime/rules/gates/evaluateGate.ts) has one entry per atom, and `lodestar explain`
 * offers the same values as options. A gate is one mapping with one key.
 *
 * Account variants are not here: they are product data, declared in manifests/access.yaml (and
 * typed by the Account entity of manifests/schemas, generated/types.ts `Account['variant']`).
 */

/** The atoms: each tests one fact of the signed-in context. */
export const GATE_ATOMS = [
  'permission',
  'orgAccess',
  'accountAdmin',
  'variant',
  'flag',
  'experiment',
  'plan',
  'analyticsAccess',
  'locale',
  'tracking',
  'demoUser',
  'preview',
] as const;
export type GateAtom = (typeof GATE_ATOMS)[number];

/** A named predicate of the access manifest, and the composition of gates. */
export const GATE_OPERATORS = ['predicate', 'all', 'any', 'not'] as const;
export type GateOperator = (typeof GATE_OPERATORS)[number];

/** Organization access levels, lowest first (product.md#roles-and-permissions). */
export const ORG_ACCESS_LEVELS = ['read', 'write', 'admin'] as const;
export type OrgAccess = (typeof ORG_ACCESS_LEVELS)[number];

/** States of a site's tracking code (product.md#states-and-transitions "Tracking code"). */
export const TRACKING_STATES = ['not-installed', 'inactive', 'active', 'capture-off'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/**
 * The account flag that makes an installed tracking code count as active and pauses data
 * collection at the monthly session limit (product.md#states-and-transitions; declared in manifests/access.yaml).
 */
export const USAGE_BASED_PRICING_FLAG = 'usage-based-pricing';

/** What each atom's value is (an atom missing here fails to compile in AtomGate). */
export interface GateAtomValues {
  permission: string;
  orgAccess: OrgAccess[];
  accountAdmin: boolean;
  variant: string[];
  flag: string;
  experiment: { name: string; variants: string[] };
  plan: string[];
  analyticsAccess: boolean;
  locale: string[];
  tracking: TrackingState[];
  demoUser: boolean;
  preview: boolean;
}

/** The gate of one atom: `{ permission: 'surveys-create' }`. */
export type AtomGate<A extends GateAtom = GateAtom> = {
  [K in A]: { [P in K]: GateAtomValues[K] };
}[A];

export type Gate =
  AtomGate | { predicate: string } | { all: Gate[] } | { any: Gate[] } | { not: Gate };
