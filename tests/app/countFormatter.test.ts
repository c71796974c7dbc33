/**
 * The `count` format of the translations (runtime/app/core/i18nFormatters.ts): a count inside a
 * sentence is shown as the top bar shows it, per language, and plurals still follow the number.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addCountFormatter } from '../../runtime/app/core/i18nFormatters';
import { formatCount } from '../../runtime/rules/format/intlFormat';

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
