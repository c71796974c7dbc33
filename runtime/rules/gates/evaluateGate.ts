/**
 * Gate evaluation (product.md#roles-and-permissions; ARCHITECTURE "Gates fail closed and explain themselves"): a gate of
 * the access language against the signed-in context → allowed, or denied with the reason.
 *
 * Three-valued underneath: an atom whose fact the context does not give is UNKNOWN, and unknown
 * denies whatever surrounds it — `not` of unknown is still denied, `all` with an unknown member
 * is denied, `any` is allowed only by a member that is definitely allowed. `not` is pushed down
 * to the atoms (De Morgan), so every denial names the atom that decided it.
 * Declared fallbacks are not unknown: a flag the context does not set takes its declared default,
 * an experiment without an assignment its control variant.
 * Pure: no React, no generator imports.
 */
import type { AccessDefinitions } from '../../../contracts/access';
import {
  GATE_ATOMS,
  type Gate,
  type GateAtom,
  type GateAtomValues,
} from '../../../contracts/gates';
import type { GateContext } from './context';

/** What decided a denial: an atom, a predicate, or a gate the evaluator cannot read. */
export type DenialKind = GateAtom | 'predicate' | 'unknown';

export interface DenialReason {
  kind: DenialKind;
  /** For people (explain, logs): what was needed and what the context says. */
  detail: string;
  /** The gate that decided; `{ not: atom }` when the atom had to be false. */
  gate: Gate;
  /** For a predicate: the denial inside it. */
  cause?: DenialReason;
}

export type GateResult = { allowed: true } | { allowed: false; reason: DenialReason };

const ALLOWED: GateResult = { allowed: true };

export function evaluateGate(
  gate: Gate,
  context: GateContext,
  definitions: AccessDefinitions,
): GateResult {
  return evaluate(gate, false, context, definitions, []);
}

/** What an atom found: true / false, or undefined when the context does not say. */
interface AtomFact {
  kind: DenialKind;
  truth: boolean | undefined;
  /** The condition, worded positively: `permission surveys-create`. */
  need: string;
  /** What the context says: `the user lacks it`. */
  fact: string;
}

function evaluate(
  gate: Gate,
  negated: boolean,
  context: GateContext,
  definitions: AccessDefinitions,
  stack: string[],
): GateResult {
  if ('all' in gate || 'any' in gate) {
    const members = 'all' in gate ? gate.all : gate.any;
    // all under `not` is any of the negations, and the other way round (De Morgan).
    const conjunction = 'all' in gate !== negated;
    const results = members.map((m) => () => evaluate(m, negated, context, definitions, stack));
    return conjunction ? firstDenial(results) : firstAllowance(results, gate);
  }
  if ('not' in gate) return evaluate(gate.not, !negated, context, definitions, stack);
  if ('predicate' in gate) return predicate(gate.predicate, negated, context, definitions, stack);
  const fact = atom(gate, context, definitions);
  if (!fact) return deny('unknown', 'a gate with no known key', gate);
  const decided: Gate = negated ? { not: gate } : gate;
  const need = `needs ${negated ? 'not ' : ''}${fact.need}`;
  if (fact.truth === undefined) return deny(fact.kind, `${need}; ${fact.fact}`, decided);
  if (fact.truth !== negated) return ALLOWED;
  return deny(fact.kind, `${need}; ${fact.fact}`, decided);
}

/** A conjunction: every member must allow; the reason is that of the first that does not. */
function firstDenial(members: (() => GateResult)[]): GateResult {
  for (const member of members) {
    const result = member();
    if (!result.allowed) return result;
  }
  return ALLOWED;
}

/** A disjunction: one member allowing suffices; otherwise the first member's reason. */
function firstAllowance(members: (() => GateResult)[], gate: Gate): GateResult {
  let first: GateResult | undefined;
  for (const member of members) {
    const result = member();
    if (result.allowed) return result;
    first ??= result;
  }
  // The schema asks for at least one member; an empty choice allows nothing.
  return first ?? deny('unknown', 'a choice between no gates', gate);
}

function predicate(
  name: string,
  negated: boolean,
  context: GateContext,
  definitions: AccessDefinitions,
  stack: string[],
): GateResult {
  const gate: Gate = negated ? { not: { predicate: name } } : { predicate: name };
  const body = definitions.predicates[name];
  if (!body) return deny('unknown', `predicate "${name}" is not declared`, gate);
  // The generator rejects cycles (access/predicate-cycle); a hand-made bundle must not hang.
  if (stack.includes(name)) return deny('predicate', `predicate "${name}" refers to itself`, gate);
  const inner = evaluate(body, negated, context, definitions, [...stack, name]);
  if (inner.allowed) return inner;
  return {
    allowed: false,
    reason: {
      kind: 'predicate',
      detail: `${negated ? 'not ' : ''}${name}: ${inner.reason.detail}`,
      gate,
      cause: inner.reason,
    },
  };
}

function deny(kind: DenialKind, detail: string, gate: Gate): GateResult {
  return { allowed: false, reason: { kind, detail, gate } };
}

const oneOf = (values: readonly string[]) => values.join(', ');

function atom(
  gate: Gate,
  context: GateContext,
  definitions: AccessDefinitions,
): AtomFact | undefined {
  const key = GATE_ATOMS.find((name) => name in gate);
  if (key === undefined) return undefined;
  // The key and its value belong together (AtomGate); TypeScript cannot follow that through `find`.
  const evaluateAtom = ATOMS[key] as AtomEvaluator<GateAtom>;
  return evaluateAtom((gate as Record<GateAtom, never>)[key], context, definitions);
}

type AtomEvaluator<A extends GateAtom> = (
  value: GateAtomValues[A],
  context: GateContext,
  definitions: AccessDefinitions,
) => AtomFact;

/** One evaluator per atom of the gate language: an atom without one does not compile. */
const ATOMS: { [A in GateAtom]: AtomEvaluator<A> } = {
  permission: (permission, context) => {
    const held = context.permissions;
    return {
      kind: 'permission',
      need: `permission ${permission}`,
      truth: held?.includes(permission),
      fact: !held
        ? "the user's permissions are unknown"
        : held.includes(permission)
          ? 'the user holds it'
          : 'the user lacks it',
    };
  },
  orgAccess: (levels, context) => {
    const access = context.organization?.access;
    return {
      kind: 'orgAccess',
      need: `organization access ${oneOf(levels)}`,
      truth: access === undefined ? undefined : levels.includes(access),
      fact: access === undefined ? 'organization access is unknown' : `it is ${access}`,
    };
  },
  accountAdmin: (wanted, context) => {
    const admin = context.user?.isAccountAdmin;
    return {
      kind: 'accountAdmin',
      need: wanted ? 'an account admin' : 'a user who is not an account admin',
      truth: admin === undefined ? undefined : admin === wanted,
      fact:
        admin === undefined
          ? 'whether the user is an account admin is unknown'
          : admin
            ? 'the user is an account admin'
            : 'the user is not an account admin',
    };
  },
  demoUser: (wanted, context) => {
    const demo = context.user?.isDemoUser;
    return {
      kind: 'demoUser',
      need: wanted ? 'a demo user' : 'a user who is not a demo user',
      truth: demo === undefined ? undefined : demo === wanted,
      fact:
        demo === undefined
          ? 'whether the user is a demo user is unknown'
          : demo
            ? 'the user is a demo user'
            : 'the user is not a demo user',
    };
  },
  preview: (wanted, context) => {
    const preview = context.preview;
    return {
      kind: 'preview',
      need: wanted ? 'a session that may preview personas' : 'a session that may not preview',
      truth: preview === undefined ? undefined : preview === wanted,
      fact:
        preview === undefined
          ? 'whether the session may preview is unknown'
          : preview
            ? 'the session may preview (development, or the preview permission)'
            : 'the session may not preview',
    };
  },
  variant: (variants, context) => {
    const variant = context.account?.variant;
    return {
      kind: 'variant',
      need: `account variant ${oneOf(variants)}`,
      truth: variant === undefined ? undefined : variants.includes(variant),
      fact: variant === undefined ? 'the account variant is unknown' : `it is ${variant}`,
    };
  },
  plan: (plans, context) => {
    const plan = context.plan;
    return {
      kind: 'plan',
      need: `plan ${oneOf(plans)}`,
      truth: plan === undefined ? undefined : plans.includes(plan),
      fact: plan === undefined ? 'the site plan is unknown' : `the site plan is ${plan}`,
    };
  },
  analyticsAccess: (wanted, context) => {
    const has = context.site?.analyticsAccess;
    return {
      kind: 'analyticsAccess',
      need: wanted ? 'analytics access' : 'no analytics access',
      truth: has === undefined ? undefined : has === wanted,
      fact:
        has === undefined
          ? "the site's analytics access is unknown"
          : has
            ? 'the site has analytics access'
            : 'the site lacks analytics access',
    };
  },
  locale: (locales, context) => {
    const locale = context.locale;
    return {
      kind: 'locale',
      need: `language ${oneOf(locales)}`,
      truth: locale === undefined ? undefined : locales.includes(locale),
      fact: locale === undefined ? 'the language is unknown' : `it is ${locale}`,
    };
  },
  tracking: (states, context) => {
    const tracking = context.site?.tracking;
    return {
      kind: 'tracking',
      need: `tracking code ${oneOf(states)}`,
      truth: tracking === undefined ? undefined : states.includes(tracking),
      fact: tracking === undefined ? 'the tracking code state is unknown' : `it is ${tracking}`,
    };
  },
  flag,
  experiment,
};

/**
 * A flag's value: what the runtime loaded (`context.flags`) wins; a flag of scope account is
 * otherwise on when the account's feature list holds its name (product.md#roles-and-permissions "the account feature
 * list"); failing both, its declared default. An undeclared flag is unknown.
 */
function flag(name: string, context: GateContext, definitions: AccessDefinitions): AtomFact {
  const definition = definitions.flags[name];
  const need = `flag ${name} on`;
  if (!definition)
    return { kind: 'unknown', need, truth: undefined, fact: `flag "${name}" is not declared` };
  const loaded = context.flags?.[name];
  if (loaded !== undefined)
    return { kind: 'flag', need, truth: loaded, fact: `it is ${loaded ? 'on' : 'off'}` };
  const features = context.account?.features;
  if (definition.scope === 'account' && features) {
    const on = features.includes(name);
    return {
      kind: 'flag',
      need,
      truth: on,
      fact: `the account feature list ${on ? 'holds' : 'lacks'} it`,
    };
  }
  return {
    kind: 'flag',
    need,
    truth: definition.default,
    fact: `it is ${definition.default ? 'on' : 'off'} (default)`,
  };
}

/** An experiment's variant: the assignment, else the declared control. Undeclared is unknown. */
function experiment(
  gate: { name: string; variants: string[] },
  context: GateContext,
  definitions: AccessDefinitions,
): AtomFact {
  const definition = definitions.experiments[gate.name];
  const need = `experiment ${gate.name} in ${oneOf(gate.variants)}`;
  if (!definition)
    return {
      kind: 'unknown',
      need,
      truth: undefined,
      fact: `experiment "${gate.name}" is not declared`,
    };
  const assigned = context.experiments?.[gate.name];
  const variant = assigned ?? definition.control;
  return {
    kind: 'experiment',
    need,
    truth: gate.variants.includes(variant),
    fact: assigned ? `assigned ${assigned}` : `not assigned: control ${variant} assumed`,
  };
}
