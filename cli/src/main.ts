/**
 * The `lodestar` CLI: a thin commander front end over the generator library.
 * Bad input is reported as diagnostics with exit code 1; a stack trace is never the answer.
 */
import { Command, CommanderError } from 'commander';
import { registerGenerate } from './commands/generate';
import { registerValidate } from './commands/validate';
import { registerWatch } from './commands/watch';
import { registerExplain } from './commands/explain';
import { registerI18n } from './commands/i18n';
import { processIo, type Io } from './io';

export async function main(
  argv: string[],
  io: Io = processIo(process.env.LODESTAR_ROOT ?? process.cwd()),
) {
  const program = new Command('lodestar')
    .description('Validate and compile the Lodestar manifests into generated/')
    .option('--root <dir>', 'project root (holds manifests/ and locales/)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.trimEnd()),
      writeErr: (s) => io.err(s.trimEnd()),
    });
  program.hook('preAction', (cmd) => {
    const root = cmd.opts<{ root?: string }>().root;
    if (root) io.root = root;
  });
  registerValidate(program, io);
  registerGenerate(program, io);
  registerWatch(program, io);
  registerExplain(program, io);
  registerI18n(program, io);
  try {
    await program.parseAsync(argv);
    return io.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    io.err(`lodestar: ${(error as Error).message}`);
    return 1;
  }
}
