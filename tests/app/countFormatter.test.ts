/**
 * The `count` format of the translations (runtime/app/core/i18nFormatters.ts): a count inside a
 * sentence is shown as the top bar shows it, per language, and plurals still follow the number.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addCountFormatter } from '../../runtime/app/core/i18nFormatters';
import { formatCount } from '../../runtime/rules/format/intlFormat';
import { ROOT } from '../support/appServer';

async function translator(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    defaultNS: 't',
    interpolation: { escapeValue: false },
    resources: {
      [lng]: {
        t: { seen_one: '{{count, count}} session', seen_other: '{{count, count}} sessions' },
      },
    },
  });
  addCountFormatter(i18n);
  return i18n;
}

describe('the count format', () => {
  it.each(['en', 'de', 'fr'])('%s: a sentence shows the top bar’s figure', async (lng) => {
    const i18n = await translator(lng);
    expect(i18n.t('seen', { count: 60000 })).toBe(`${formatCount(60000, lng)} sessions`);
    expect(i18n.t('seen', { count: 1 })).toBe(`${formatCount(1, lng)} session`);
    expect(i18n.t('seen', { count: 1999 })).toBe(`${formatCount(1999, lng)} sessions`);
  });
  it('shortens 60000 to 60k', async () => {
    expect((await translator('en')).t('seen', { count: 60000 })).toBe('60k sessions');
  });
});

/**
 * Over the real locale files: a placeholder whose name says it holds a count (count, limit,
 * total, used, done, max, length) always goes through the count format, in every language, so
 * no sentence prints a raw number the top bar would show otherwise.
 */
describe('every counted placeholder of the locale files is formatted', () => {
  const COUNTED = new Set(['count', 'limit', 'total', 'used', 'done', 'max', 'length']);
  const LOCALES = join(ROOT, 'locales');
  const strings = (node: unknown, path: string[] = []): [string, string][] =>
    typeof node === 'string'
      ? [[path.join('.'), node]]
      : node && typeof node === 'object'
        ? Object.entries(node).flatMap(([k, v]) => strings(v, [...path, k]))
        : [];
  const files = readdirSync(LOCALES).flatMap((lang) =>
    readdirSync(join(LOCALES, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(lang, f)),
  );

  it('finds locale files to check', () => expect(files.length).toBeGreaterThan(7));
  it.each(files)('%s', (file) => {
    const raw = strings(JSON.parse(readFileSync(join(LOCALES, file), 'utf8'))).flatMap(
      ([key, text]) =>
        [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*([\w]+)\s*)?\}\}/g)]
          .filter(([, name, format]) => COUNTED.has(name!) && format !== 'count')
          .map(([whole]) => `${key}: ${whole}`),
    );
    expect(raw).toEqual([]);
  });
});
