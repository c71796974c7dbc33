/**
 * `explain diff`: what a change does to each persona. Two valid models — before
 * (a git ref) and after (the working tree) — are explained for the same personas (the working
 * tree's personas manifest, else DEFAULT_PERSONAS) by diffSnapshot.ts, and every row whose
 * state, label, order, text (any language) or figure changes is reported, with the routes the
 * change leaves without a page. `DiffExplanation` is what `--json` prints;
 * diffText.ts renders it as text and as a pull-request comment (markdown).
 */
import type { Persona } from '../kinds/personas/model';
import {
  personaProblems,
  personaRows,
  planRows,
  routesWithoutPage,
  type DiffArea,
  type DiffSide,
  type Row,
} from './diffSnapshot';

export { diffSide, type DiffArea, type DiffSide } from './diffSnapshot';

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface RowChange {
  area: DiffArea;
  key: string;
  change: 'added' | 'removed' | 'changed';
  /** For changed rows: the fields that differ (`order` as 1-based positions among siblings). */
  fields: FieldChange[];
  /** For added and removed rows: their fields on the side that has them. */
  values?: Record<string, string>;
}

export interface PersonaDiff {
  persona: string;
  description: string;
  changes: RowChange[];
}

export interface DiffExplanation {
  before: string;
  after: string;
  personas: PersonaDiff[];
  /** Plan figures are the same for every persona. */
  plans: RowChange[];
  /** Routes the change leaves without a page: their feature's empty state is gone. */
  routesWithoutPage: { route: string; feature: string }[];
}

export type DiffResult =
  { outcome: 'usage'; problems: string[] } | { outcome: 'diff'; explanation: DiffExplanation };

/** Used when the working tree declares no `kind: personas` manifest (list). */
export const DEFAULT_PERSONAS: Persona[] = [
  base('default-admin', 'A full account; account and organization admin.', 'default'),
  { ...base('lite', 'A lite account, admin.', 'lite'), plan: 'basic', flags: ['cs_lite'] },
  { ...base('cross-sell', 'A cross-sell account, admin.', 'cross-sell'), plan: 'basic' },
  {
    ...base('standalone', 'The standalone product, admin.', 'standalone'),
    plan: 'basic',
    flags: ['voc.csq.standalone'],
  },
  {
    ...base('no-surveys-create', 'A member without surveys-create.', 'default'),
    permissions: ['feedbacks-create'],
    orgAccess: 'write',
    accountAdmin: false,
  },
  {
    ...base('read-only-organization', 'A member with read access only.', 'default'),
    permissions: [],
    orgAccess: 'read',
    accountAdmin: false,
  },
  {
    ...base('no-analytics-access', 'A site without analytics access.', 'default'),
    analyticsAccess: false,
  },
];

function base(id: string, description: string, variant: string): Persona {
  return {
    id,
    description,
    variant,
    permissions: ['feedbacks-create', 'surveys-create'],
    orgAccess: 'admin',
    accountAdmin: true,
    demoUser: false,
    analyticsAccess: true,
    plan: 'business',
    flags: [],
    experiments: [],
    tracking: 'active',
    locale: 'en',
  };
}

export function explainDiff(
  before: DiffSide,
  after: DiffSide,
  labels: { before: string; after: string },
): DiffResult {
  const declared = after.model.personas.personas;
  const personas: Persona[] = declared.length ? declared : DEFAULT_PERSONAS;
  // A persona must make sense on both sides; a name the ref does not know yet is reported.
  const problems = personas.flatMap((p) =>
    [...new Set([...personaProblems(after.model, p), ...personaProblems(before.model, p)])].map(
      (problem) => `persona ${p.id}: ${problem}`,
    ),
  );
  if (problems.length) return { outcome: 'usage', problems };
  return {
    outcome: 'diff',
    explanation: {
      ...labels,
      personas: personas.map((p) => ({
        persona: p.id,
        description: p.description,
        changes: compareRows(personaRows(before, p), personaRows(after, p)),
      })),
      plans: compareRows(planRows(before.model), planRows(after.model)),
      routesWithoutPage: lostPages(before, after),
    },
  };
}

/** Routes without a page after the change that had one (or did not exist) before. */
function lostPages(before: DiffSide, after: DiffSide): { route: string; feature: string }[] {
  const already = routesWithoutPage(before.model);
  return [...routesWithoutPage(after.model)]
    .filter(([route]) => !already.has(route))
    .map(([route, feature]) => ({ route, feature }));
}

/** The changes from one set of rows to the other, in the after side's order (removed last). */
export function compareRows(before: Row[], after: Row[]): RowChange[] {
  const id = (r: Row) => `${r.area}\0${r.key}`;
  const old = new Map(before.map((r) => [id(r), r]));
  const now = new Map(after.map((r) => [id(r), r]));
  const moved = movedPositions(before, after, old, now, id);
  const changes: RowChange[] = [];
  for (const row of after) {
    const was = old.get(id(row));
    if (!was) {
      changes.push({
        area: row.area,
        key: row.key,
        change: 'added',
        fields: [],
        values: row.fields,
      });
      continue;
    }
    const fields: FieldChange[] = [];
    for (const field of new Set([...Object.keys(was.fields), ...Object.keys(row.fields)])) {
      const b = was.fields[field] ?? null;
      const a = row.fields[field] ?? null;
      if (b !== a) fields.push({ field, before: b, after: a });
    }
    const move = moved.get(id(row));
    if (move) fields.push(move);
    if (fields.length) changes.push({ area: row.area, key: row.key, change: 'changed', fields });
  }
  for (const row of before)
    if (!now.has(id(row)))
      changes.push({
        area: row.area,
        key: row.key,
        change: 'removed',
        fields: [],
        values: row.fields,
      });
  return changes;
}

/**
 * Rows whose order among the siblings present on both sides changed. Comparing only the common
 * siblings keeps an added or removed item from reporting every item after it as moved.
 */
function movedPositions(
  before: Row[],
  after: Row[],
  old: Map<string, Row>,
  now: Map<string, Row>,
  id: (r: Row) => string,
): Map<string, FieldChange> {
  const sequence = (rows: Row[], other: Map<string, Row>) => {
    const groups = new Map<string, Row[]>();
    for (const r of rows)
      if (r.group && other.has(id(r)) && r.order >= 0) {
        const key = `${r.area}\0${r.group}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
    for (const g of groups.values()) g.sort((a, b) => a.order - b.order);
    return groups;
  };
  const oldGroups = sequence(before, now);
  const moved = new Map<string, FieldChange>();
  for (const [group, rows] of sequence(after, old)) {
    const oldIds = (oldGroups.get(group) ?? []).map(id);
    rows.forEach((row, index) => {
      const was = oldIds.indexOf(id(row));
      if (was !== index)
        moved.set(id(row), {
          field: 'order',
          before: String(old.get(id(row))!.order + 1),
          after: String(row.order + 1),
        });
    });
  }
  return moved;
}
