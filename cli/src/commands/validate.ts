import type { Command } from 'commander';
import { validate } from '../../../generator/src/index';
import { errorCount, formatDiagnostics } from '../formatDiagnostics';
import type { Io } from '../io';

export function registerValidate(program: Command, io: Io): void {
  program
    .command('validate')
    .description(
      'Check every manifest (schemas and cross-file references) and report all errors at once',
    )
    .option('--json', 'print diagnostics (errors and warnings) as a JSON array')
    .action((options: { json?: boolean }) => {
      const project = validate(io.root);
      const errors = errorCount(project.diagnostics);
      if (options.json) io.out(JSON.stringify(project.diagnostics, null, 2));
      else if (project.diagnostics.length) io.err(formatDiagnostics(project.diagnostics, io.color));
      if (!options.json && errors === 0)
        io.out(`✓ ${project.documents.length} manifest files are valid`);
      io.exitCode = errors ? 1 : 0;
    });
}
