/**
 * How diagnostics read in a terminal: `file:line:col rule message`, then the JSON pointer, what
 * was expected, what was found and a hint, each on its own line so nothing wraps into a blur.
 * `--json` prints the same objects as a stable JSON array (see README "CLI").
 */
import type { Diagnostic } from '../../generator/src/index';

export function formatDiagnostics(diagnostics: Diagnostic[], color = false): string {
  const red = (s: string) => (color ? `\x1b[31m${s}\x1b[0m` : s);
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  const lines: string[] = [];
  for (const d of diagnostics) {
    lines.push(`${d.file}:${d.line}:${d.column} ${red('error')} ${dim(d.rule)} ${d.message}`);
    lines.push(`  at       ${d.pointer || '(document)'}`);
    if (d.expected) lines.push(`  expected ${d.expected}`);
    if (d.found) lines.push(`  found    ${d.found}`);
    if (d.hint) lines.push(`  hint     ${d.hint}`);
    for (const r of d.related ?? [])
      lines.push(`  see      ${r.file}:${r.line}:${r.column} ${r.pointer}`);
  }
  if (diagnostics.length) {
    const files = new Set(diagnostics.map((d) => d.file)).size;
    lines.push(
      '',
      red(
        `${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
      ),
    );
  }
  return lines.join('\n');
}
