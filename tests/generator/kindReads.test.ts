/**
 * Each kind declares the other kinds its check reads (`reads`), and its check is typed over those
 * parts only: the kinds depend on the parts they read, never on the registry's list of every kind.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kindList } from '../../generator/src/registry';

const REPO = resolve(import.meta.dirname, '..', '..');
const KINDS = join(REPO, 'generator/src/kinds');
const FORBIDDEN = ['generator/src/registry.ts', 'generator/src/core/model.ts'];
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// Inside the repository (gitignored) so the probe's imports resolve from its node_modules.
const SCRATCH = join(REPO, '.lodestar');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The repository files a source file imports through relative specifiers (type-only included). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\bfrom\s+'(\.[^']*)'|\bimport\(\s*'(\.[^']*)'\s*\)/g)].map((m) => {
    const target = relative(REPO, resolve(dirname(file), m[1] ?? m[2]!));
    return target.endsWith('.ts') ? target : `${target}.ts`;
  });
}

/** Compiles a kind definition whose check reads `model.routes` while declaring `reads`. */
function compileProbe(reads: string[]): string[] {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(join(SCRATCH, 'reads-'));
  dirs.push(dir);
  const core = relative(dir, join(REPO, 'generator/src/core')).split('\\').join('/');
  const union = reads.map((r) => `'${r}'`).join(' | ') || 'never';
  const source = [
    `import type { PartTypes } from '${core}/partTypes';`,
    `import type { KindDefinition } from '${core}/types';`,
    `export const probe: KindDefinition<'menus', PartTypes['menus'], unknown, ${union}> = {`,
    "  kind: 'menus', version: 1, title: '', description: '', schema: {},",
    "  collect: () => ({}) as PartTypes['menus'],",
    `  reads: [${reads.map((r) => `'${r}'`).join(', ')}],`,
    '  check: (model) => void model.routes.routes.length,',
    '};',
  ].join('\n');
  writeFileSync(join(dir, 'probe.ts'), source);
  const config = { extends: join(REPO, 'tsconfig.node.json'), files: ['probe.ts'], include: [] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(process.execPath, [TSC, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    return [];
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? '');
    return [...output.matchAll(/error (TS\d+)/g)].map((m) => m[1]!);
  }
}

describe('kinds declare the kinds they read', () => {
  const names = new Set(kindList.map((k) => k.kind));

  it.each(kindList.map((k) => [k.kind, k] as const))(
    '%s reads only registered kinds',
    (_, kind) => {
      expect(kind.reads.filter((name) => !names.has(name) || name === kind.kind)).toEqual([]);
      expect(new Set(kind.reads).size).toBe(kind.reads.length);
    },
  );

  it('no kind file imports the registry or the registry-derived model', () => {
    const offending = sourceFiles(KINDS).flatMap((file) =>
      relativeImports(file)
        .filter((target) => FORBIDDEN.includes(target))
        .map((target) => `${relative(REPO, file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('the import scan sees a registry import (control)', () => {
    const pipeline = join(REPO, 'generator/src/pipeline.ts');
    expect(relativeImports(pipeline)).toContain('generator/src/registry.ts');
  });

  describe('a check that reads an undeclared kind does not compile', { timeout: 120_000 }, () => {
    it('declared: compiles', () => expect(compileProbe(['routes'])).toEqual([]));
    it('undeclared: a type error', () => expect(compileProbe([])).toContain('TS2339'));
  });
});
