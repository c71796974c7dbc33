/**
 * `lodestar explain diff [ref] [--json | --markdown]`: what the working tree's
 * manifest change does to each persona, compared with a git ref (default: the merge base with
 * main, else HEAD). The generator library computes it (generator/src/explain/diff*.ts); this
 * file parses options and prints. `--json` prints `DiffExplanation` (generator/src/explain/diff.ts):
 *   { "before", "after", "personas": [{ "persona", "description", "changes": [RowChange] }],
 *     "plans": [RowChange], "routesWithoutPage": [{ "route", "feature" }] }
 *   RowChange = { "area": "menu" | "route" | "guide" | "empty-state" | "text" | "plan", "key",
 *     "change": "added" | "removed" | "changed", "fields": [{ "field", "before", "after" }],
 *     "values"?: { field: value } }
 *   A "text" row is keyed `<page> › <translation key>`; its fields are the languages.
 * Exit codes: 0 explained, 1 invalid manifests on either side or an unknown ref, 2 a persona
 * naming what the manifests do not declare.
 */
import type { Command } from 'commander';
import { validate } from '../../../generator/src/index';
import { diffSide, explainDiff, type DiffSide } from '../../../generator/src/explain/diff';
import { checkoutRef, defaultRef } from '../../../generator/src/explain/diffGit';
import { diffMarkdown, diffText } from '../../../generator/src/explain/diffText';
import { errorCount, formatDiagnostics } from '../formatDiagnostics';
import type { Io } from '../io';

export function registerExplainDiff(explain: Command, io: Io): void {
  explain
    .command('diff')
    .description(
      'Show what the working tree changes for each persona (personas manifest): menu items, routes, guide steps, empty states, texts in every language and plan figures',
    )
    .argument('[ref]', 'git ref to compare with (default: merge base with main, else HEAD)')
    .option('--before <dir>', 'compare with this project folder instead of a git ref')
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explainDiff.ts)')
    .option('--markdown', 'print a pull-request comment: a table per persona')
    .action(
      (
        ref: string | undefined,
        options: { before?: string; json?: boolean; markdown?: boolean },
      ) => {
        const after = load(io, io.root, 'the working tree');
        if (!after) return;
        let label = options.before ?? '';
        let checkout: { dir: string; dispose(): void } | undefined;
        try {
          if (!options.before) {
            label = ref ?? defaultRef(io.root);
            checkout = checkoutRef(io.root, label);
            if (!ref) label = `merge base with main (${label.slice(0, 12)})`;
          }
        } catch (error) {
          const detail = (error as { stderr?: Buffer }).stderr?.toString().trim();
          io.err(`lodestar explain diff: cannot read "${label}" from git in ${io.root}`);
          if (detail) io.err(detail);
          io.exitCode = 1;
          return;
        }
        try {
          const before = load(io, options.before ?? checkout!.dir, label);
          if (!before) return;
          const result = explainDiff(before, after, { before: label, after: 'working tree' });
          if (result.outcome === 'usage') {
            for (const p of result.problems) io.err(`lodestar explain diff: ${p}`);
            io.exitCode = 2;
          } else if (options.json) io.out(JSON.stringify(result.explanation, null, 2));
          else if (options.markdown) io.out(diffMarkdown(result.explanation));
          else io.out(diffText(result.explanation));
        } finally {
          checkout?.dispose();
        }
      },
    );
}

function load(io: Io, root: string, what: string): DiffSide | undefined {
  const project = validate(root);
  if (errorCount(project.diagnostics) === 0) return diffSide(project.model, project.locales);
  io.err(formatDiagnostics(project.diagnostics, io.color));
  io.err(`Cannot explain the diff: the manifests of ${what} have errors (above).`);
  io.exitCode = 1;
  return undefined;
}
