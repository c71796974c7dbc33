/** `lodestar validate --format text|json|github` (errors on the changed lines of a PR). */
import { describe, expect, it } from 'vitest';
import { formatGithubAnnotations } from '../../cli/src/formatGithub';
import { copyFixture, runCli } from './cliHarness';

describe('lodestar validate --format github', () => {
  it('prints one workflow annotation per diagnostic on stdout and exits 1', async () => {
    const root = copyFixture('invalid', 'menus-several-errors');
    const result = await runCli(root, 'validate', '--format', 'github');
    expect(result.code).toBe(1);
    expect(result.err).toBe('');
    expect(result.out.split('\n')).toEqual([
      '::error file=manifests/menus/sidebars.yaml,line=17,col=50,title=schema/not-allowed-value::Value is not one of the allowed values (did you mean "hidden"?)',
      '::error file=manifests/menus/sidebars.yaml,line=22,col=34,title=access/unknown-predicate::Unknown predicate "not-lit" (Declare it in the access manifest first.)',
      '::error file=manifests/menus/sidebars.yaml,line=34,col=31,title=i18n/missing-key::Translation key "nav:detials" does not exist in locales/en/nav.json (did you mean "nav:details"?)',
    ]);
  });

  it('prints warnings as ::warning and exits 0 when there is no error', async () => {
    const root = copyFixture('invalid', 'i18n-unused-key');
    const result = await runCli(root, 'validate', '--format', 'github');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(
      '::warning file=locales/en/routes.json,line=1,col=32,title=i18n/unused-key::Translation key "routes:auth.logout" is used by no manifest and no code (Remove it from every language, or use it.)',
    );
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^✓ \d+ manifest files are valid$/)]);
  });

  it('prints only the success line for a valid project', async () => {
    const root = copyFixture('valid', 'routes-basic');
    const result = await runCli(root, 'validate', '--format', 'github');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^✓ \d+ manifest files are valid$/);
  });

  it('escapes what would end a property or the message early', () => {
    const text = formatGithubAnnotations([
      {
        file: 'manifests/a,b:c.yaml',
        pointer: '',
        line: 3,
        column: 7,
        rule: 'schema/pattern',
        message: '100% wrong\nsecond line',
        hint: 'use a, b: c',
      },
    ]);
    expect(text).toBe(
      '::error file=manifests/a%2Cb%3Ac.yaml,line=3,col=7,title=schema/pattern::100%25 wrong%0Asecond line (use a, b: c)',
    );
  });
});

describe('lodestar validate --format json and text', () => {
  it('--format json prints the same array as --json', async () => {
    const root = copyFixture('invalid', 'menus-several-errors');
    const viaFormat = await runCli(root, 'validate', '--format', 'json');
    const viaFlag = await runCli(root, 'validate', '--json');
    expect(viaFormat.code).toBe(1);
    expect(viaFormat.out).toBe(viaFlag.out);
    expect(JSON.parse(viaFormat.out).map((d: { rule: string }) => d.rule)).toEqual([
      'schema/not-allowed-value',
      'access/unknown-predicate',
      'i18n/missing-key',
    ]);
  });

  it('text stays the default, on stderr', async () => {
    const root = copyFixture('invalid', 'menus-several-errors');
    const plain = await runCli(root, 'validate');
    expect(plain.code).toBe(1);
    expect(plain.out).toBe('');
    expect(plain.err).toContain('3 errors in 1 file');
    expect((await runCli(root, 'validate', '--format', 'text')).err).toBe(plain.err);
  });

  it('an unknown format is a usage error (exit 2)', async () => {
    const root = copyFixture('invalid', 'menus-several-errors');
    const result = await runCli(root, 'validate', '--format', 'xml');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Allowed choices are text, json, github');
  });
});
