/**
 * Every error at once: a document that fails its schema still feeds the cross-file
 * checks with the parts of it that are schema-valid. The part holding an error (the smallest
 * "unit" around it: a menu item, a menu …) is dropped from a copy of the data; the rest is
 * re-validated and, when valid, collected into the model. Everything else stays as before:
 * the schema diagnostics are reported, nothing is emitted, and the kind counts as incomplete
 * (`CheckContext.complete`), so no check says "unknown X" because X sat in a dropped part.
 *
 * Units are opt-in per kind: a kind's own checks, and every check of another kind that reads it,
 * must not mistake a dropped unit for a missing one. A unit is an array item (spliced out, later
 * places renumbered back to the file's) or an object key (deleted). Audited so far:
 * - menus: a menu, or an item (at any depth). Its own checks either look at one item at a time
 *   (targets, routes, gates, icons), report duplicates (dropping never adds one), or are guarded
 *   by `complete('menus')` (missing menus).
 * - guides: the guide, a step, an action, a sidebar kind. Checks look at one guide or button at a
 *   time or report duplicates; unknown sidebar kinds and actions, the step count and order tables
 *   naming a step are guarded by `complete('guides')`; no other kind reads guides.
 * - empty-states: the empty state, a guide card, a dropdown item, a pending-setup card, a
 *   feature, an action, the standard parts. Unknown / missing features, unknown actions and the
 *   missing standard are guarded by `complete('empty-states')`; no other kind reads them.
 * - survey-templates: a template, a question, a category. Per-template checks and duplicates;
 *   unknown categories and the 1..n orders are guarded by `complete('survey-templates')`.
 * - personas: a persona. Duplicates and per-persona name checks; no check reads personas.
 * - access: a permission, a variant, a flag, an experiment, a predicate. Every reader of those
 *   names is guarded by `complete('access')`: gates (checkGate, used by routes, menus, guides,
 *   empty states and predicates), personas, menus' variants and missing menus, the Account
 *   variant enum; the predicate-cycle search leaves unknown names to checkGate.
 * - api: an endpoint. Checks look at one endpoint at a time or report duplicates; no other kind
 *   reads endpoints.
 * - routes: a route, a redirect. Checks look at one route at a time or report duplicates; a
 *   redirect's unknown target is guarded by `complete('routes')`, as is every other kind's
 *   reading of route names (menus, guides, empty states).
 * A kind not listed here keeps the old behaviour: a document with a structural error is left out
 * whole. Not listed on purpose: catalog (unknown plan / product, missing price / quota / setting compare plans,
 * allowances and campaigns unguarded), schemas, forms and app (single documents read whole by
 * other kinds' checks, e.g. api's unknown schema, which only `complete('schemas')` guards).
 */
import type { Diagnostic, KindDefinition, Ref } from '../core/types';
import type { SchemaValidator } from './schemaValidate';

/** Per kind: which JSON pointers name a unit that may be dropped on its own. */
const UNITS: Record<string, RegExp> = {
  menus: /^\/menus\/\d+(\/(items|children)\/\d+)*$/,
  guides: /^\/(guide(\/steps\/\d+)?|actions\/\d+|sidebars\/kinds\/\d+)$/,
  'empty-states':
    /^\/(emptyState(\/(guideCards|newSurveyDropdown\/items|pendingSetup\/cards)\/\d+)?|features\/\d+|actions\/\d+|standard)$/,
  'survey-templates': /^\/(templates\/\d+(\/questions\/\d+)?|categories\/\d+)$/,
  personas: /^\/personas\/\d+$/,
  access: /^\/(permissions|variants|flags|experiments|predicates)\/\d+$/,
  api: /^\/endpoints\/\d+$/,
  routes: /^\/(routes|redirects)\/\d+$/,
};

/**
 * Whether a schema diagnostic leaves the data's shape intact. A well-formed translation key that
 * `locales/en` lacks is reported by the schema (format `i18n-key`) but changes nothing a check
 * reads, so its document is collected whole and its kind stays complete.
 */
export function isStructural(d: Diagnostic): boolean {
  return d.rule !== 'i18n/missing-key';
}

/**
 * The units to drop so that the structural errors are gone (outermost only, one per place), or
 * undefined when an error lies outside every unit of the kind (the document is left out whole).
 */
export function unitsToDrop(kind: string, diagnostics: Diagnostic[]): string[] | undefined {
  const unit = UNITS[kind];
  if (!unit) return undefined;
  const units = new Set<string>();
  for (const d of diagnostics.filter(isStructural)) {
    const at = enclosingUnit(d.pointer, unit);
    if (at === undefined) return undefined;
    units.add(at);
  }
  const all = [...units];
  return all.filter((p) => !all.some((q) => q !== p && p.startsWith(q + '/')));
}

/** The pointer itself or its nearest ancestor that names a unit. */
function enclosingUnit(pointer: string, unit: RegExp): string | undefined {
  const segments = pointer.split('/').slice(1);
  for (let n = segments.length; n > 0; n--) {
    const candidate = '/' + segments.slice(0, n).join('/');
    if (unit.test(candidate)) return candidate;
  }
  return undefined;
}

/** A copy of the data without the dropped units (array items spliced out, object keys deleted). */
export function withoutUnits(data: unknown, dropped: string[]): unknown {
  const copy = structuredClone(data);
  // Last first: splicing an item then never shifts the index of one still to drop.
  for (const pointer of [...dropped].sort(compareDescending)) {
    const segments = pointer.split('/').slice(1).map(unescape);
    const last = segments.pop()!;
    const parent = segments.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      copy,
    );
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete (parent as Record<string, unknown>)[last];
  }
  return copy;
}

/** Turns a pointer into the pruned copy back into the pointer of the same node in the file. */
export function originalPointer(dropped: string[]): (pointer: string) => string {
  const byArray = new Map<string, number[]>();
  // Only spliced array items shift their later siblings; a deleted key shifts nothing.
  for (const p of dropped.filter((d) => /\/\d+$/.test(d))) {
    const cut = p.lastIndexOf('/');
    const list = byArray.get(p.slice(0, cut)) ?? [];
    list.push(Number(p.slice(cut + 1)));
    byArray.set(p.slice(0, cut), list);
  }
  for (const list of byArray.values()) list.sort((a, b) => a - b);
  return (pointer) => {
    let out = '';
    for (const segment of pointer.split('/').slice(1)) {
      const removed = byArray.get(out);
      let next = segment;
      if (removed && /^\d+$/.test(segment)) {
        let index = Number(segment);
        for (const r of removed) if (r <= index) index++;
        next = String(index);
      }
      out += '/' + next;
    }
    return out;
  };
}

/**
 * Turns a place the checks report (a `$at` a collected model part remembers, or a child pointer a
 * check builds from an index in the pruned copy: `steps/<i>`, `questions/<i>` …) into the same
 * place in its file, so diagnostics and `related` places point at the real lines. Applied once,
 * when a check reports: the model itself keeps the pruned numbering throughout.
 */
export function placeInFile(droppedByFile: ReadonlyMap<string, string[]>): (ref: Ref) => Ref {
  const maps = new Map(
    [...droppedByFile].filter(([, d]) => d.length).map(([file, d]) => [file, originalPointer(d)]),
  );
  return (ref) => {
    const map = maps.get(ref.file);
    return map ? { ...ref, pointer: map(ref.pointer) } : ref;
  };
}

/** Segment-wise, numbers as numbers, greatest first. */
function compareDescending(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const both = /^\d+$/.test(x[i]!) && /^\d+$/.test(y[i]!);
    return both ? Number(y[i]) - Number(x[i]) : y[i]! < x[i]! ? -1 : 1;
  }
  return y.length - x.length;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** What of a document that failed its schema still enters the model. */
export interface ValidPart {
  /** The document's data, without the dropped units. */
  data: unknown;
  /** Pointers (in the file's numbering) of the units left out; empty when the data is whole. */
  dropped: string[];
}

/**
 * The schema-valid part of a document whose schema check reported `problems`, or undefined when
 * none can be told apart (the document is then left out whole, as before).
 */
export function schemaValidPart(
  data: unknown,
  kind: KindDefinition,
  problems: Diagnostic[],
  validator: Pick<SchemaValidator, 'accepts'>,
): ValidPart | undefined {
  const dropped = problems.some(isStructural) ? unitsToDrop(kind.kind, problems) : [];
  if (!dropped) return undefined;
  const part = dropped.length ? withoutUnits(data, dropped) : data;
  // The proof: what is left passes the schema (a minItems may now fail: then nothing is kept).
  return validator.accepts(part, kind) ? { data: part, dropped } : undefined;
}
