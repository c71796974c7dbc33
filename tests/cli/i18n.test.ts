import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli } from './cliHarness';

describe('lodestar i18n', () => {
  it('a complete project: every language and namespace at 100 %, exit 0', async () => {
    const root = copyFixture('valid', 'i18n-staging');
    const result = await runCli(root, 'i18n');
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      [
        'en (source): 5 keys in 2 namespaces; languages from the app manifest',
        '',
        'de  5/5  100.0 %  0 missing',
        '  app     4/4  100.0 %  0 missing',
        '  routes  1/1  100.0 %  0 missing',
        '',
        '✓ every language is complete (de)',
      ].join('\n'),
    );
  });

  it('missing keys: the counts, --missing lists them, exit 1', async () => {
    const root = copyFixture('invalid', 'i18n-missing-translation');
    const result = await runCli(root, 'i18n', '--missing');
    expect(result.code).toBe(1);
    expect(result.out).toContain('de  5/8   62.5 %  3 missing');
    expect(result.out).toContain('  pages   0/1    0.0 %  1 missing\n    - pages:help');
    expect(result.out).toContain(
      '  routes  2/4   50.0 %  2 missing\n    - routes:auth.signup\n    - routes:status.forbidden',
    );
    expect(result.out).toContain('fr  0/8    0.0 %  8 missing');
    expect(result.out).toContain('✗ 11 missing: de 3, fr 8');
    expect((await runCli(root, 'i18n')).out).toContain('(--missing lists the keys)');
  });

  it('--json prints the report for machines', async () => {
    const root = copyFixture('invalid', 'i18n-plural-forms');
    const result = await runCli(root, 'i18n', '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ source: 'en', sourceKeys: 5, missing: 2 });
    expect(report.languages.map((l: { language: string }) => l.language)).toEqual([
      'de',
      'fr',
      'ja',
    ]);
    expect(report.languages[1].namespaces[1]).toEqual({
      namespace: 'routes',
      translated: 0,
      total: 1,
      percent: 0,
      missing: 1,
      missingKeys: ['routes:sessions'],
    });
  });
});

describe('translation warnings and staging files', () => {
  it('warnings are printed but neither validate nor generate fails on them', async () => {
    const root = copyFixture('invalid', 'i18n-unused-key');
    const validate = await runCli(root, 'validate');
    expect(validate.code).toBe(0);
    expect(validate.err).toContain('warning i18n/unused-key Translation key "routes:auth.logout"');
    expect(validate.err).toContain('1 warning in 1 file');
    expect(validate.out).toContain('✓ 2 manifest files are valid');
    const generate = await runCli(root, 'generate');
    expect(generate.code).toBe(0);
    expect(generate.out).toContain('wrote generated/routes.ts');
  });

  it('staging translations are derived on generate, and --check fails when they are stale', async () => {
    const root = copyFixture('valid', 'i18n-staging');
    expect((await runCli(root, 'generate')).out).toContain(
      'wrote generated/locales/de-staging/routes.json',
    );
    const staging = join(root, 'generated/locales/de-staging/routes.json');
    expect(JSON.parse(readFileSync(staging, 'utf8')).sessions_other).toBe('⟦{{count}} Sitzungen⟧');
    expect((await runCli(root, 'generate', '--check')).code).toBe(0);

    // A translator's edit of the base language makes the derived file stale.
    const base = join(root, 'locales/de/routes.json');
    writeFileSync(base, readFileSync(base, 'utf8').replace('Sitzungen', 'Besuche'));
    const check = await runCli(root, 'generate', '--check');
    expect(check.code).toBe(1);
    expect(check.err).toContain('stale:    generated/locales/de-staging/routes.json');
    await runCli(root, 'generate');
    expect(JSON.parse(readFileSync(staging, 'utf8')).sessions_other).toBe('⟦{{count}} Besuche⟧');
  });
});

describe('stale translations', () => {
  it('an English change after --accept makes the translation stale until accepted again', async () => {
    const root = copyFixture('valid', 'i18n-staging');
    const accept = await runCli(root, 'i18n', '--accept', 'de');
    expect(accept.out).toBe('Recorded 5 de translations in locales/de/.translations.json.');
    expect((await runCli(root, 'i18n', '--stale')).code).toBe(0);

    const english = join(root, 'locales/en/routes.json');
    writeFileSync(english, readFileSync(english, 'utf8').replace('sessions"', 'visits"'));
    const stale = await runCli(root, 'i18n', '--stale');
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('  stale, English changed since (1):\n    - routes:sessions');
    expect(stale.out).toContain('✗ 1 stale: de 1');
    const validate = await runCli(root, 'validate');
    expect(validate.code).toBe(0);
    expect(validate.err).toContain(
      'warning i18n/stale-translation The de translation of "routes:sessions" was made from an older English text',
    );

    // The translator updates the text and accepts just that key.
    const accepted = await runCli(root, 'i18n', '--accept', 'de', 'routes:sessions');
    expect(accepted.code).toBe(0);
    expect((await runCli(root, 'i18n', '--stale')).out).toContain('✓ no stale translation');
    expect((await runCli(root, 'i18n', '--accept', 'de', 'routes:nope')).code).toBe(2);
  });

  it('a copy of English is listed unless the key is allowed to be the same', async () => {
    const root = copyFixture('invalid', 'i18n-same-as-english');
    const report = JSON.parse((await runCli(root, 'i18n', '--json')).out) as {
      languages: { language: string; sameAsEnglishKeys: string[] }[];
    };
    // "OK" is allowed, "{{start}} – {{end}}" has no words, "Log in" is a copy.
    expect(report.languages).toMatchObject([
      { language: 'nl', sameAsEnglishKeys: ['routes:auth.login'] },
    ]);
  });
});
