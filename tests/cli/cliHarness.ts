/** Run the CLI in-process with captured output, on a throw-away copy of a fixture project. */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/src/main';
import type { Io } from '../../cli/src/io';
import { FIXTURES } from '../generator/fixtureHarness';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(root: string, ...args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    root,
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    color: false,
    exitCode: 0,
  };
  const code = await main(['node', 'lodestar', ...args], io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A writable copy of tests/fixtures/<group>/<name> (manifests + locales only). */
export function copyFixture(group: 'valid' | 'invalid', name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-'));
  for (const part of ['manifests', 'locales'])
    cpSync(join(FIXTURES, group, name, part), join(dir, part), { recursive: true });
  return dir;
}
