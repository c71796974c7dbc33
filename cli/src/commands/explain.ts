import type { Command } from 'commander';
import type { Io } from '../io';

/** `lodestar explain menu|route` — filled in with the menus/access and routes kinds. */
export function registerExplain(program: Command, _io: Io): void {
  program
    .command('explain')
    .description('Explain how the manifests resolve for a persona or a path');
}
