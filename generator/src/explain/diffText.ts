/** `explain diff` as text (a terminal) and as markdown (a pull-request comment: a table per persona). */
import type { DiffExplanation, RowChange } from './diff';

const AREA_TITLES = {
  menu: 'menu item',
  route: 'route',
  guide: 'guide step',
  'empty-state': 'empty state',
  text: 'text',
  plan: 'plan figure',
} as const;

function what(change: RowChange): string {
  if (change.change === 'changed')
    return change.fields
      .map((f) => `${f.field}: ${f.before ?? '—'} → ${f.after ?? '—'}`)
      .join('; ');
  const values = Object.entries(change.values ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return `${change.change}${values ? ` (${values})` : ''}`;
}

function sections(diff: DiffExplanation): { name: string; title: string; changes: RowChange[] }[] {
  return [
    ...diff.personas.map((p) => ({
      name: p.persona,
      title: `${p.persona} — ${p.description}`,
      changes: p.changes,
    })),
    { name: 'plan figures', title: 'plan figures (every persona)', changes: diff.plans },
  ];
}

/** A route whose feature lost its empty state opens nothing: said once, for every persona. */
function pageless(diff: DiffExplanation): string[] {
  return diff.routesWithoutPage.map(
    (r) => `route ${r.route} is left without a page: its feature ${r.feature} has no empty state`,
  );
}

export function diffText(diff: DiffExplanation): string {
  const lines = [`Changes from ${diff.before} to ${diff.after}:`];
  for (const { title, changes } of sections(diff)) {
    lines.push('', title);
    if (!changes.length) lines.push('  no change');
    for (const c of changes) lines.push(`  ${AREA_TITLES[c.area]} ${c.key}: ${what(c)}`);
  }
  const lost = pageless(diff);
  if (lost.length)
    lines.push('', 'routes without a page (every persona)', ...lost.map((l) => `  ${l}`));
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A pull-request comment: a table per persona with changes, one line naming the others. */
export function diffMarkdown(diff: DiffExplanation): string {
  const lines = [
    `### What this change does to each persona`,
    '',
    `\`${diff.before}\` → \`${diff.after}\``,
  ];
  const all = sections(diff);
  for (const { title, changes } of all.filter((s) => s.changes.length)) {
    lines.push('', `#### ${cell(title)}`, '', '| Kind | Item | Change |', '| --- | --- | --- |');
    for (const c of changes)
      lines.push(`| ${AREA_TITLES[c.area]} | \`${cell(c.key)}\` | ${cell(what(c))} |`);
  }
  const lost = pageless(diff);
  if (lost.length)
    lines.push('', '#### Routes without a page', '', ...lost.map((l) => `- ${cell(l)}`));
  const unchanged = all.filter((s) => !s.changes.length).map((s) => s.name);
  if (unchanged.length) lines.push('', `No change for: ${unchanged.join(', ')}.`);
  return lines.join('\n');
}
