import { Option, type Command } from 'commander';
import { validate } from '../../../generator/src/index';
import { errorCount, formatDiagnostics } from '../formatDiagnostics';
import { formatGithubAnnotations } from '../formatGithub';
import { generatorCache, type Io } from '../io';

const FORMATS = ['text', 'json', 'github'] as const;
type Format = (typeof FORMATS)[number];

export function registerValidate(program: Command, io: Io): void {
  program
    .command('validate')
    .description(
      'Check every manifest (schemas and cross-file references) and report all errors at once',
    )
    .addOption(
      new Option(
        '--format <format>',
        'text (default), json (a JSON array of diagnostics) or github (workflow annotations)',
      )
        .choices(FORMATS)
        .default('text'),
    )
    .option('--json', 'same as --format json')
    .action((options: { format: Format; json?: boolean }) => {
      const format: Format = options.json ? 'json' : options.format;
      const project = validate(io.root, generatorCache(io));
      const errors = errorCount(project.diagnostics);
      if (format === 'json') io.out(JSON.stringify(project.diagnostics, null, 2));
      // Workflow commands are read from the step's standard output.
      else if (format === 'github' && project.diagnostics.length)
        io.out(formatGithubAnnotations(project.diagnostics));
      else if (format === 'text' && project.diagnostics.length)
        io.err(formatDiagnostics(project.diagnostics, io.color));
      if (format !== 'json' && errors === 0)
        io.out(`✓ ${project.documents.length} manifest files are valid`);
      io.exitCode = errors ? 1 : 0;
    });
}
