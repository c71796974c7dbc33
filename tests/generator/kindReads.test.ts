/**
 * Each kind declares the other kinds its check reads (`reads`), and its check is typed over those
 * parts only: the kinds depend on the parts they read, never on the registry's list of every kind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kindList } from '../../generator/src/registry';
import { compileProbe, probeDir, removeProbes, REPO } from '../support/tscProbe';

const KINDS = join(REPO, 'generator/src/kinds');
const FORBIDDEN = ['generator/src/registry.ts', 'generator/src/core/model.ts'];
afterAll(removeProbes);

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
function compileReading(reads: string[]): string[] {
  const dir = probeDir('reads-');
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
  const config = { extends: join(REPO, 'tsconfig.node.json'), files: ['probe.ts'], include: [] };
  return compileProbe(dir, source, config);
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
    it('declared: compiles', () => expect(compileReading(['routes'])).toEqual([]));
    it('undeclared: a type error', () => expect(compileReading([])).toContain('TS2339'));
  });
});
