/**
 * Compiles one small file in a throw-away TypeScript project, for tests that show a type rule
 * holds: what must not compile fails with the expected error, a control compiles. The projects
 * live inside the repository (`.lodestar/`, gitignored) so their imports and `types` resolve
 * from its node_modules; `removeProbes` deletes them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '..', '..');
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const SCRATCH = join(REPO, '.lodestar');
const made: string[] = [];

/** A fresh folder for a probe project; `removeProbes` deletes it. */
export function probeDir(prefix: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, prefix));
  made.push(dir);
  return dir;
}

/**
 * Writes `probe.ts` and a tsconfig.json (`config`, whose `files` should name probe.ts) in `dir`
 * and runs tsc on it: tsc's error codes, empty when it compiles.
 */
export function compileProbe(dir: string, source: string, config: object): string[] {
  writeFileSync(join(dir, 'probe.ts'), source);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(process.execPath, [TSC, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    return [];
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? '');
    return [...output.matchAll(/error (TS\d+)/g)].map((m) => m[1]!);
  }
}

export function removeProbes(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
