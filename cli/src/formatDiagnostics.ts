/**
 * How diagnostics read in a terminal: `file:line:col severity rule message`, then the JSON pointer,
 * what was expected, what was found and a hint, each on its own line so nothing wraps into a blur.
 * A place in code has no JSON pointer: its `at` line is left out. Problems that follow from an
 * error are listed under it (`follows`) and not counted. `--json` prints the same
 * objects as a stable JSON array (see docs/product-managers.md).
 */
import type { Diagnostic, FollowingProblem } from '../../generator/src/index';

export function formatDiagnostics(diagnostics: Diagnostic[], color = false): string {
  const red = (s: string) => (color ? `\x1b[31m${s}\x1b[0m` : s);
  const yellow = (s: string) => (color ? `\x1b[33m${s}\x1b[0m` : s);
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  const lines: string[] = [];
  for (const d of diagnostics) {
    const severity = d.severity === 'warning' ? yellow('warning') : red('error');
    lines.push(`${d.file}:${d.line}:${d.column} ${severity} ${dim(d.rule)} ${d.message}`);
    if (!isCode(d.file)) lines.push(`  at       ${d.pointer || '(document)'}`);
    if (d.expected) lines.push(`  expected ${d.expected}`);
    if (d.found) lines.push(`  found    ${d.found}`);
    if (d.hint) lines.push(`  hint     ${d.hint}`);
    for (const r of d.related ?? [])
      lines.push(`  see      ${r.file}:${r.line}:${r.column} ${r.pointer}`);
    for (const f of d.follows ?? []) lines.push(...followingLines(f, dim));
  }
  if (diagnostics.length) {
    const files = new Set(diagnostics.map((d) => d.file)).size;
    const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
    const errors = diagnostics.length - warnings;
    const counts = [
      errors ? red(count(errors, 'error')) : '',
      warnings ? yellow(count(warnings, 'warning')) : '',
    ].filter(Boolean);
    lines.push('', `${counts.join(' and ')} in ${count(files, 'file')}`);
  }
  return lines.join('\n');
}

/** A problem that follows from the error above it: its count, message and every place. */
function followingLines(f: FollowingProblem, dim: (s: string) => string): string[] {
  const n = f.places.length;
  const head = `  follows  ${n === 1 ? '' : `${n} × `}${f.message} — fix the error above first`;
  const places = f.places.map(
    (p) =>
      `           ${[`${p.file}:${p.line}:${p.column}`, p.pointer, dim(p.rule)].filter(Boolean).join(' ')}`,
  );
  return [head, ...places];
}

export function errorCount(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.filter((d) => d.severity !== 'warning').length;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function isCode(file: string): boolean {
  return /\.(ts|tsx|js|mjs)$/.test(file);
}
