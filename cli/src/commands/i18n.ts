import type { Command } from 'commander';
import { i18nReport, i18nReportText } from '../../../generator/src/index';
import type { Io } from '../io';

/** `lodestar i18n` — how complete each offered language is; the generator computes the report. */
export function registerI18n(program: Command, io: Io): void {
  program
    .command('i18n')
    .description(
      'Report, per language and namespace, the keys translated of the source language (en); exit 1 when any is missing',
    )
    .option('--missing', 'list the missing keys under each namespace')
    .option('--json', 'print the report as JSON (missing keys included)')
    .action((options: { missing?: boolean; json?: boolean }) => {
      const report = i18nReport(io.root);
      if (options.json) io.out(JSON.stringify(report, null, 2));
      else io.out(i18nReportText(report, { missing: options.missing ?? false }));
      io.exitCode = report.missing ? 1 : 0;
    });
}
