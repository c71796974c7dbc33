import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli } from './cliHarness';

describe('lodestar generate', () => {
  it('writes generated files once, then only what changed', async () => {
    const root = copyFixture('valid', 'routes-basic');
    const first = await runCli(root, 'generate');
    expect(first.code).toBe(0);
    expect(first.out).toContain('wrote generated/routes.ts');
    expect(existsSync(join(root, 'docs/manifests.md'))).toBe(true);
    const second = await runCli(root, 'generate');
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/✓ 0 written, \d+ unchanged/);
  });

  it('--check passes when fresh and names each stale file and the fixing command', async () => {
    const root = copyFixture('valid', 'routes-basic');
    await runCli(root, 'generate');
    expect((await runCli(root, 'generate', '--check')).code).toBe(0);
    appendFileSync(join(root, 'generated/routes.ts'), '// hand edit\n');
    const stale = await runCli(root, 'generate', '--check');
    expect(stale.code).toBe(1);
    expect(stale.err).toContain('stale:    generated/routes.ts');
    expect(stale.err).toContain('npm run gen');
    // --check never writes: the hand edit is still there.
    expect(readFileSync(join(root, 'generated/routes.ts'), 'utf8')).toContain('// hand edit');
  });

  it('reports orphaned generated files and removes them on generate', async () => {
    const root = copyFixture('valid', 'routes-basic');
    await runCli(root, 'generate');
    writeFileSync(join(root, 'generated/old.ts'), 'export {};\n');
    const check = await runCli(root, 'generate', '--check');
    expect(check.code).toBe(1);
    expect(check.err).toContain('orphaned: generated/old.ts');
    expect((await runCli(root, 'generate')).out).toContain('1 removed');
    expect(existsSync(join(root, 'generated/old.ts'))).toBe(false);
  });

  it('writes nothing when a manifest is invalid', async () => {
    const root = copyFixture('invalid', 'schema-unknown-key');
    const result = await runCli(root, 'generate');
    expect(result.code).toBe(1);
    expect(result.err).toContain('schema/unknown-key');
    expect(result.err).toContain('Nothing was written');
    expect(existsSync(join(root, 'generated'))).toBe(false);
    expect(existsSync(join(root, 'docs'))).toBe(false);
  });
});

describe('lodestar validate', () => {
  it('prints every diagnostic with file:line:col and exits 1', async () => {
    const root = copyFixture('invalid', 'routes-unknown-redirect-target');
    const result = await runCli(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.err).toContain('manifests/routes.yaml:8:44 error routes/unknown-redirect-target');
    expect(result.err).toContain('did you mean "surveys.list"?');
  });

  it('--json prints a stable array of diagnostics', async () => {
    const root = copyFixture('invalid', 'schema-unknown-key');
    const result = await runCli(root, 'validate', '--json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toEqual([
      {
        file: 'manifests/routes.yaml',
        pointer: '/routes/0/layuot',
        line: 7,
        column: 5,
        rule: 'schema/unknown-key',
        message: 'Unknown key "layuot"',
        expected: expect.stringContaining('"layout"'),
        found: '"layuot"',
        hint: 'did you mean "layout"?',
      },
    ]);
  });

  it('never answers bad input with a stack trace (real process, broken YAML)', () => {
    const root = copyFixture('invalid', 'yaml-syntax');
    const result = spawnSync(process.execPath, ['bin/lodestar.mjs', 'validate', '--root', root], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('yaml/syntax');
    expect(result.stderr).not.toMatch(/\n\s+at .*\.(ts|js):\d+/);
  });

  it('an unknown command exits 2 with commander help', async () => {
    const result = await runCli(process.cwd(), 'frobnicate');
    expect(result.code).toBe(2);
    expect(result.err).toContain("unknown command 'frobnicate'");
  });
});
