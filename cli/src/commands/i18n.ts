import type { Command } from 'commander';
import { i18nReport, i18nReportText } from '../../../generator/src/index';
import { acceptTranslations } from '../../../generator/src/i18n/accept';
import type { Io } from '../io';

interface I18nOptions {
  missing?: boolean;
  stale?: boolean;
  json?: boolean;
  accept?: string;
}

/** `lodestar i18n` — how complete each offered language is; the generator computes the report. */
export function registerI18n(program: Command, io: Io): void {
  program
    .command('i18n')
    .description(
      'Report, per language and namespace, the keys translated of the source language (en); exit 1 when any is missing',
    )
    .argument('[keys...]', 'with --accept: only these keys (default: every key of the language)')
    .option('--missing', 'list the missing keys under each namespace')
    .option(
      '--stale',
      'list the translations made from an older English text, and the copies of English; exit 1 when any is stale',
    )
    .option(
      '--accept <language>',
      "record that the language's translations (or the keys given) match today's English text",
    )
    .option('--json', 'print the report as JSON (missing and stale keys included)')
    .action((keys: string[], options: I18nOptions) => {
      if (options.accept) {
        const result = acceptTranslations(io.root, options.accept, keys);
        for (const problem of result.problems) io.err(`lodestar i18n: ${problem}`);
        if (result.problems.length) io.exitCode = 2;
        else
          io.out(`Recorded ${result.recorded} ${options.accept} translations in ${result.file}.`);
        return;
      }
      const report = i18nReport(io.root);
      if (options.json) io.out(JSON.stringify(report, null, 2));
      else
        io.out(
          i18nReportText(report, {
            missing: options.missing ?? false,
            stale: options.stale ?? false,
          }),
        );
      io.exitCode = report.missing || (options.stale && report.stale) ? 1 : 0;
    });
}
