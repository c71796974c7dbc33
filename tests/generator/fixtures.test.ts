import { join } from 'node:path';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../cli/src/formatDiagnostics';
import { CORE_RULES, generate, kindList, validate } from '../../generator/src/index';
import { FIXTURES, fixtureCases, listFiles, readOrUpdate } from './fixtureHarness';

describe('invalid fixtures print their expected diagnostics', () => {
  for (const name of fixtureCases('invalid')) {
    it(name, () => {
      const root = join(FIXTURES, 'invalid', name);
      const { diagnostics } = validate(root);
      const actual = formatDiagnostics(diagnostics) + '\n';
      expect(
        diagnostics.length,
        'an invalid fixture must produce at least one diagnostic',
      ).toBeGreaterThan(0);
      expect(actual).toBe(readOrUpdate(join(root, 'expected.txt'), actual));
    });
  }
});

describe('valid fixtures produce their expected files', () => {
  for (const name of fixtureCases('valid')) {
    it(name, async () => {
      const root = join(FIXTURES, 'valid', name);
      const result = await generate(root, { dryRun: true });
      expect(formatDiagnostics(result.diagnostics)).toBe('');
      const produced = new Map(result.outputs.map((o) => [o.path, o.content]));
      const expectedDir = join(root, 'expected');
      const expectedFiles = listFiles(expectedDir);
      expect(
        expectedFiles.length,
        'a valid fixture lists at least one expected file',
      ).toBeGreaterThan(0);
      for (const file of expectedFiles) {
        // An expected file nothing produces any more is an orphan and fails the run.
        expect(produced.has(file), `${name}: expected/${file} is not produced`).toBe(true);
        const actual = produced.get(file)!;
        expect(actual).toBe(readOrUpdate(join(expectedDir, file), actual));
      }
    });
  }
});

describe('every validation rule has a failing fixture', () => {
  const all = [...Object.keys(CORE_RULES), ...kindList.flatMap((k) => Object.keys(k.rules ?? {}))];
  // Read lazily: a case without expected.txt yet must not break collection of the others.
  const texts = () =>
    fixtureCases('invalid').map((n) => {
      const file = join(FIXTURES, 'invalid', n, 'expected.txt');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    });
  for (const rule of all.filter((r) => r !== 'internal/check-failed')) {
    it(rule, () => {
      expect(
        texts().some((t) => t.includes(` ${rule} `)),
        `no fixture under tests/fixtures/invalid shows ${rule}`,
      ).toBe(true);
    });
  }
  it('fixture folders only hold manifests/, locales/, code (runtime/) and expectations', () => {
    for (const group of ['valid', 'invalid'] as const) {
      for (const name of fixtureCases(group)) {
        const entries = readdirSync(join(FIXTURES, group, name)).sort();
        for (const entry of entries)
          expect(['manifests', 'locales', 'runtime', 'expected', 'expected.txt']).toContain(entry);
      }
    }
  });
});
