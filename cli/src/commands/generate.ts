import type { Command } from 'commander';
import { generate } from '../../../generator/src/index';
import { errorCount, formatDiagnostics } from '../formatDiagnostics';
import { generatorCache, type Io } from '../io';

export function registerGenerate(program: Command, io: Io): void {
  program
    .command('generate')
    .description(
      'Validate the manifests and write generated/ and docs/manifests.md (only files that changed)',
    )
    .option('--check', 'write nothing; exit 1 when a generated file is stale, missing or orphaned')
    .option('--timings', 'print how long each step took')
    .action(async (options: { check?: boolean; timings?: boolean }) => {
      const result = await generate(io.root, {
        check: options.check ?? false,
        ...generatorCache(io),
      });
      if (result.diagnostics.length) io.err(formatDiagnostics(result.diagnostics, io.color));
      if (errorCount(result.diagnostics)) {
        io.err('Nothing was written: fix the errors above first.');
        io.exitCode = 1;
        return;
      }
      if (options.timings) {
        for (const [step, ms] of Object.entries(result.timings))
          io.err(`  ${step.padEnd(22)} ${ms.toFixed(1)} ms`);
      }
      if (options.check) {
        if (result.ok) {
          io.out(`✓ generated files are up to date (${result.unchanged} files)`);
          return;
        }
        for (const file of result.stale ?? []) io.err(`stale:    ${file}`);
        for (const file of result.orphans ?? [])
          io.err(`orphaned: ${file} (no manifest produces it any more)`);
        io.err(
          'Generated files do not match the manifests. Run `npm run gen` (lodestar generate) and commit the result.',
        );
        io.exitCode = 1;
        return;
      }
      const removed = result.orphans?.length ?? 0;
      io.out(
        `✓ ${result.written?.length ?? 0} written, ${result.unchanged} unchanged${removed ? `, ${removed} removed` : ''}`,
      );
      for (const file of result.written ?? []) io.out(`  wrote ${file}`);
    });
}
