/** Cross-file rules of the access kind (product.md#roles-and-permissions). */
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import { sortStrings } from '../../core/order';
import type { CheckContext } from '../../core/types';
import type { Gate } from '../../../../contracts/gates';
import { declaredOnce, reportDuplicates } from '../../resolve/reportDuplicates';
import { checkGate, GATE_RULES } from './checkGate';
import { checkTexts, TEXTS_RULES } from './checkTexts';
import { catalogValues, checkValues, VALUES_RULES } from './checkValues';
import type { Experiment, NamedThing, Predicate } from './model';

/** The other kinds' parts the access check reads (see KindDefinition `reads`). */
export const ACCESS_READS = ['catalog', 'routes', 'schemas'] as const satisfies readonly PartName[];
export type AccessParts = PartsOf<'access' | (typeof ACCESS_READS)[number]>;

export const ACCESS_RULES: Record<string, string> = {
  ...GATE_RULES,
  ...TEXTS_RULES,
  ...VALUES_RULES,
  'access/duplicate-name':
    'Two permissions, roles, variants, flags, experiments or predicates share a name.',
  'access/predicate-cycle': 'A predicate refers to itself, directly or through other predicates.',
  'access/unknown-control': "An experiment's control variant is not one of its variants.",
  'access/split-unknown-variant':
    "An experiment's split names a variant the experiment does not declare.",
  'access/split-sum': "An experiment's split percentages do not add up to 100.",
  'access/unknown-feature':
    "A variant's `hiddenFeatures` names a feature no route declares (routes `feature:`).",
  'access/variant-enum-mismatch':
    "The Account entity's `variant` enum (schemas) lists other values than the access manifest's account variants.",
};

export function checkAccess(model: AccessParts, ctx: CheckContext): void {
  const access = model.access;
  const collections: [string, Located<NamedThing>[]][] = [
    ['permission', access.permissions],
    ['role', access.roles],
    ['account variant', access.variants],
    ['feature flag', access.flags],
    ['experiment', access.experiments],
    ['predicate', access.predicates],
  ];
  for (const [what, items] of collections) {
    // A role is a plain name in a list; everything else has a `name` key.
    const at = (x: Located<NamedThing>) => (what === 'role' ? x.$at : childRef(x.$at, 'name'));
    reportDuplicates(ctx, items, {
      rule: 'access/duplicate-name',
      key: (x) => x.name,
      at,
      ...declaredOnce(what, 'Remove one, or rename it: gates refer to it by name.'),
      expected: `one declaration per ${what}`,
    });
  }
  for (const experiment of access.experiments) {
    if (experiment.variants.includes(experiment.control)) continue;
    ctx.report({
      at: childRef(experiment.$at, 'control'),
      rule: 'access/unknown-control',
      message: `Control variant "${experiment.control}" is not a variant of ${experiment.name}`,
      expected: `one of ${experiment.variants.join(', ')}`,
      found: JSON.stringify(experiment.control),
      hint:
        ctx.didYouMeanHint(experiment.control, experiment.variants) ??
        'Add it to variants, or name one of them.',
    });
  }
  // A catalog with errors of its own gives no list to check values against.
  const allowed = ctx.complete('catalog') ? catalogValues(model.catalog) : undefined;
  for (const experiment of access.experiments) {
    checkSplit(experiment, ctx);
    checkTexts(experiment, ctx);
    checkValues(experiment, allowed, ctx);
  }
  for (const predicate of access.predicates)
    checkGate(predicate.gate, childRef(predicate.$at, 'gate'), model, ctx);
  checkCycles(access.predicates, ctx);
  checkAccountVariantEnum(model, ctx);
  checkHiddenFeatures(model, ctx);
}

/** A hidden feature must be one the routes declare: a misspelt name would hide nothing. */
function checkHiddenFeatures(model: AccessParts, ctx: CheckContext): void {
  if (!ctx.complete('routes')) return;
  const known = new Set(model.routes.routes.flatMap((r) => (r.feature ? [r.feature] : [])));
  for (const variant of model.access.variants) {
    variant.hiddenFeatures.forEach((feature, i) => {
      if (known.has(feature)) return;
      ctx.report({
        at: childRef(variant.$at, 'hiddenFeatures', i),
        rule: 'access/unknown-feature',
        message: `Variant "${variant.name}" hides unknown feature "${feature}"`,
        expected: 'a feature some route declares with `feature:`',
        found: JSON.stringify(feature),
        hint:
          ctx.didYouMeanHint(feature, known) ??
          `Features the routes declare: ${sortStrings([...known]).join(', ')}`,
      });
    });
  }
}

/**
 * A split a product manager edits (product.md#roles-and-permissions "Experiments"; docs/features.md): every key a
 * declared variant, the percentages adding up to 100 — else the assignment would silently give
 * some ids no variant, or a variant nobody can be assigned.
 */
function checkSplit(experiment: Located<Experiment>, ctx: CheckContext): void {
  const split = experiment.split;
  if (!split) return;
  let unknown = false;
  for (const key of Object.keys(split)) {
    if (experiment.variants.includes(key)) continue;
    unknown = true;
    ctx.report({
      at: childRef(experiment.$at, 'split', key),
      rule: 'access/split-unknown-variant',
      message: `Split of ${experiment.name} names "${key}", which is not one of its variants`,
      expected: `one of ${experiment.variants.join(', ')}`,
      found: JSON.stringify(key),
      hint:
        ctx.didYouMeanHint(key, experiment.variants) ??
        'Add it to variants, or give its share to a declared variant.',
    });
  }
  const sum = Object.values(split).reduce((total, percent) => total + percent, 0);
  if (sum === 100 || unknown) return;
  ctx.report({
    at: childRef(experiment.$at, 'split'),
    rule: 'access/split-sum',
    message: `Split of ${experiment.name} adds up to ${sum}%, not 100%`,
    expected: 'percentages summing to 100',
    found: Object.entries(split)
      .map(([variant, percent]) => `${variant}: ${percent}`)
      .join(', '),
    hint: `${sum < 100 ? 'Add' : 'Remove'} ${Math.abs(sum - 100)} percentage points (a variant left out of the split gets 0).`,
  });
}

/**
 * The account variants are declared once, here (product.md#who-it-is-for); the API's Account entity repeats them
 * as the enum of its `variant` property, so that clients see the values: the two must agree.
 */
function checkAccountVariantEnum(model: AccessParts, ctx: CheckContext): void {
  if (!ctx.complete('schemas') || !ctx.complete('access')) return;
  const account = model.schemas.schemas.find((entity) => entity.name === 'Account');
  const listed = account?.schema.properties?.variant?.enum;
  if (!account || !listed) return;
  const declared = model.access.variants.map((v) => v.name);
  const values = listed.map(String);
  const missing = declared.filter((name) => !values.includes(name));
  const extra = values.filter((value) => !declared.includes(value));
  if (!missing.length && !extra.length) return;
  ctx.report({
    at: childRef(account.$at, 'properties', 'variant', 'enum'),
    rule: 'access/variant-enum-mismatch',
    message: `Account.variant lists ${extra.length ? `unknown ${extra.map((v) => `"${v}"`).join(', ')}` : ''}${extra.length && missing.length ? ' and ' : ''}${missing.length ? `misses ${missing.map((v) => `"${v}"`).join(', ')}` : ''}`,
    expected: `the account variants of the access manifest: ${sortStrings(declared).join(', ')}`,
    found: JSON.stringify(values),
    hint: 'Declare a variant under `variants:` in the access manifest and list it in the enum, or remove it from both.',
  });
}

/** Names of the predicates a gate refers to, in order of appearance. */
export function predicateRefs(gate: Gate, out: string[] = []): string[] {
  if ('predicate' in gate) out.push(gate.predicate);
  else if ('all' in gate) gate.all.forEach((g) => predicateRefs(g, out));
  else if ('any' in gate) gate.any.forEach((g) => predicateRefs(g, out));
  else if ('not' in gate) predicateRefs(gate.not, out);
  return out;
}

/** Depth-first search over predicate references; each cycle is reported once, at its first member. */
function checkCycles(predicates: Located<Predicate>[], ctx: CheckContext): void {
  const byName = new Map<string, Located<Predicate>>();
  for (const p of predicates) if (!byName.has(p.name)) byName.set(p.name, p);
  const done = new Set<string>();
  const reported = new Set<string>();
  const visit = (name: string, stack: string[]) => {
    const at = stack.indexOf(name);
    if (at >= 0) {
      const cycle = stack.slice(at);
      const key = sortStrings(cycle).join('|');
      if (reported.has(key)) return;
      reported.add(key);
      const first = byName.get(cycle[0]!)!;
      ctx.report({
        at: childRef(first.$at, 'gate'),
        rule: 'access/predicate-cycle',
        message: `Predicate "${first.name}" refers to itself: ${[...cycle, cycle[0]].join(' → ')}`,
        expected: 'predicates that end in atoms (permission, variant, flag …)',
        found: `the cycle ${[...cycle, cycle[0]].join(' → ')}`,
        hint: 'Write the shared condition out in one of them instead of naming the other.',
        related: cycle.slice(1).map((n) => childRef(byName.get(n)!.$at, 'gate')),
      });
      return;
    }
    if (done.has(name)) return;
    const predicate = byName.get(name);
    if (!predicate) return; // unknown names are checkGate's to report
    for (const ref of new Set(predicateRefs(predicate.gate))) visit(ref, [...stack, name]);
    done.add(name);
  };
  for (const p of byName.values()) visit(p.name, []);
}
