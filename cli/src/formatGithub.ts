/**
 * `lodestar validate --format github`: one GitHub Actions workflow command per diagnostic
 * (`::error file=…,line=…,col=…,title=<rule>::<message> (hint)`, warnings as `::warning`), so a
 * pull request shows each error on the line that holds it.
 * Escaping follows the runner's rules (actions/toolkit `command.ts`): `%`, CR and LF everywhere,
 * and `:` and `,` in property values.
 */
import type { Diagnostic } from '../../generator/src/index';

export function formatGithubAnnotations(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const command = d.severity === 'warning' ? 'warning' : 'error';
      const properties = [
        `file=${property(d.file)}`,
        `line=${d.line}`,
        `col=${d.column}`,
        `title=${property(d.rule)}`,
      ].join(',');
      const text = d.hint ? `${d.message} (${d.hint})` : d.message;
      return `::${command} ${properties}::${data(text)}`;
    })
    .join('\n');
}

function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
