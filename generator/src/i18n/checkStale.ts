/**
 * The warnings of staleTranslations.ts: `i18n/stale-translation` (English changed after the
 * translation was made) and `i18n/same-as-english` (a copy of English in another language). Both
 * point at the translation's own entry; neither fails `validate`.
 */
import type { Diagnostic } from '../core/types';
import { locateIn } from '../load/positions';
import type { Locales } from '../load/translations';
import type { OfferedLanguage } from './languages';
import { reviewTranslations } from './staleTranslations';
import { recordPath, type TranslationRecord } from './translationRecord';
import { firstForm } from './checkLanguages';

export function checkStale(
  languages: readonly OfferedLanguage[],
  locales: Locales,
  recordOf: (language: string) => TranslationRecord,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { code } of languages) {
    if (!locales.languages.includes(code)) continue;
    const review = reviewTranslations(locales, code, recordOf(code));
    for (const { key, english } of review.stale) {
      const entry = firstForm(key);
      const text = firstForm(english).value;
      out.push({
        ...locateIn(entry.file.positions(), entry.pointer, true),
        severity: 'warning',
        rule: 'i18n/stale-translation',
        message: `The ${code} translation of "${key.key}" was made from an older English text`,
        expected: `a translation of the current English text ${JSON.stringify(text)}`,
        found: JSON.stringify(entry.value),
        hint: `Update the translation, then record it: lodestar i18n --accept ${code} ${key.key}`,
      });
    }
    for (const { key, entry } of review.sameAsEnglish) {
      out.push({
        ...locateIn(entry.file.positions(), entry.pointer, true),
        severity: 'warning',
        rule: 'i18n/same-as-english',
        message: `The ${code} text of "${key}" is the English text`,
        expected: `a ${code} translation`,
        found: JSON.stringify(entry.value),
        hint: `Translate it; when the words really are the same in ${code} (a brand name, "OK"), list "${key}" under "sameAsEnglish" in ${recordPath(code)}.`,
      });
    }
  }
  return out;
}
