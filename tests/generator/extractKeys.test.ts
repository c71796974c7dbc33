import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractKeyUses, type KeyUse } from '../../generator/src/i18n/extractKeys';
import { listCodeFiles, scanCode } from '../../generator/src/i18n/scanCode';

const keys = (text: string, file = 'runtime/app/x.tsx') =>
  extractKeyUses(file, text).map((u) => `${u.kind} ${u.key}`);

describe('extractKeyUses', () => {
  it('reads string literals and plain templates given to t and <anything>.t', () => {
    const text = [
      "t('shell:loading');",
      'i18n.t(`common:errors.default`);',
      "props.t('nav:tools.heatmaps', { count: 2 });",
      "i18next.t('forms:login.title');",
      "this.t('shell:toast.dismiss');",
    ].join('\n');
    expect(keys(text)).toEqual([
      'exact shell:loading',
      'exact common:errors.default',
      'exact nav:tools.heatmaps',
      'exact forms:login.title',
      'exact shell:toast.dismiss',
    ]);
  });

  it('a template whose head names the namespace marks a prefix; other templates are ignored', () => {
    expect(keys('t(`access:reason.${kind}`); t(`${ns}:title`); t(`plain.${x}`);')).toEqual([
      'prefix access:reason.',
    ]);
  });

  it('ignores non-literal arguments and other callees', () => {
    const text = [
      't(item.label);',
      't(key);',
      't();',
      "translate('shell:loading');",
      "t2('shell:loading');",
      "obj['t']('shell:loading');",
      "tt.translate('shell:loading');",
    ].join('\n');
    expect(keys(text)).toEqual([]);
  });

  it('follows conditionals, ?? / ||, parentheses, `as const` and same-file constants', () => {
    const text = [
      "const KEY = 'common:registration.unhandled';",
      "const OTHER = 'shell:other' as const;",
      "t(collapsed ? 'shell:sidebar.expand' : ('shell:sidebar.collapse'));",
      "t(item.tooltip ?? 'shell:not-built');",
      "t(label || 'shell:none');",
      't(KEY); t(OTHER);',
    ].join('\n');
    expect(keys(text)).toEqual([
      'exact shell:sidebar.expand',
      'exact shell:sidebar.collapse',
      'exact shell:not-built',
      'exact shell:none',
      'exact common:registration.unhandled',
      'exact shell:other',
    ]);
  });

  it('leaves out a constant declared twice (which one is meant needs a type checker) and `let`', () => {
    const text = [
      "function a() { const KEY = 'shell:a'; return t(KEY); }",
      "function b() { const KEY = 'shell:b'; return t(KEY); }",
      "let mutable = 'shell:c'; t(mutable);",
    ].join('\n');
    expect(keys(text)).toEqual([]);
  });

  it('a key without a namespace is unqualified, with the enclosing useTranslation namespaces', () => {
    const text = [
      'export function Panel() {',
      "  const { t } = useTranslation(['shell', 'common']);",
      "  const retry = () => t('error.retry');",
      "  return <p>{t('loading')}</p>;",
      '}',
      'export function Toast() {',
      "  const { t } = useTranslation('common');",
      "  return <p>{t('dismiss')}</p>;",
      '}',
      "const outside = t('bare');",
    ].join('\n');
    const uses = extractKeyUses('runtime/app/Panel.tsx', text);
    expect(uses.map((u) => [u.kind, u.key, u.namespaces])).toEqual([
      ['unqualified', 'error.retry', ['shell', 'common']],
      ['unqualified', 'loading', ['shell', 'common']],
      ['unqualified', 'dismiss', ['common']],
      ['unqualified', 'bare', undefined],
    ]);
  });

  it('gives the 1-based line and column of the literal', () => {
    const text =
      "import x from 'y';\n\nexport const a = () =>\n  i18n.t(\n    'shell:loading',\n  );\n";
    const [use] = extractKeyUses('server/src/a.ts', text);
    expect(use).toEqual<KeyUse>({
      key: 'shell:loading',
      kind: 'exact',
      file: 'server/src/a.ts',
      line: 5,
      column: 5,
    });
  });

  it('parses .ts files as TypeScript (a type assertion is not JSX)', () => {
    expect(keys("const k = <string>'shell:x'; t(k);", 'contracts/a.ts')).toEqual(['exact shell:x']);
  });
});

describe('scanCode', () => {
  function project(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'lodestar-code-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    return root;
  }

  it('reads runtime/, server/src/ and contracts/ relative to the project root, tests left out', () => {
    const root = project({
      'runtime/app/A.tsx': "t('shell:a');",
      'runtime/rules/b.ts': "t('shell:b');",
      'server/src/c.ts': "t('shell:c');",
      'server/scripts/d.ts': "t('shell:d');",
      'contracts/e.ts': "t('shell:e');",
      'runtime/app/A.test.tsx': "t('shell:test');",
      'runtime/app/types.d.ts': 'declare const x: string;',
      'runtime/app/node_modules/m/index.ts': "t('shell:dep');",
      'tests/f.ts': "t('shell:f');",
    });
    expect(listCodeFiles(root)).toEqual([
      'contracts/e.ts',
      'runtime/app/A.tsx',
      'runtime/rules/b.ts',
      'server/src/c.ts',
    ]);
    expect(scanCode(root).map((u) => u.key)).toEqual(['shell:e', 'shell:a', 'shell:b', 'shell:c']);
  });

  it('re-parses only files whose text changed', () => {
    const root = project({ 'runtime/a.ts': "t('shell:a');" });
    const cache = new Map();
    const first = scanCode(root, cache);
    expect(scanCode(root, cache)[0]).toBe(first[0]);
    writeFileSync(join(root, 'runtime/a.ts'), "t('shell:b');");
    expect(scanCode(root, cache).map((u) => u.key)).toEqual(['shell:b']);
  });
});
