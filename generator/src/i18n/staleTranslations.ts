/**
 * Translations that no longer say what English says: stale ones (the English text changed after
 * the translation was made, translationRecord.ts) and copies of English in a language that is
 * not English, unless the key is listed as really the same. `lodestar validate` warns about
 * both; `lodestar i18n --stale` lists them.
 */
import type { LocaleFile, Locales } from '../load/translations';
import { SOURCE_LANGUAGE } from '../load/translations';
import { keyTable, type TranslationEntry, type TranslationKey } from './entries';
import { englishHash, type TranslationRecord } from './translationRecord';

export interface StaleTranslation {
  /** The language's key (its entries are where the warning points). */
  key: TranslationKey;
  english: TranslationKey;
}

export interface TranslationReview {
  language: string;
  stale: StaleTranslation[];
  /** Entries equal to their English text, not listed in `sameAsEnglish`. */
  sameAsEnglish: { key: string; entry: TranslationEntry }[];
}

/**
 * The last review of each language, with the files and the record it was made from: a watch run
 * after an edit elsewhere finds the same objects (load/translations.ts, translationRecord.ts)
 * and the review is not redone. Read-only for callers.
 */
const reviewed = new Map<
  string,
  { files: LocaleFile[]; record: TranslationRecord; review: TranslationReview }
>();

export function reviewTranslations(
  locales: Locales,
  language: string,
  record: TranslationRecord,
): TranslationReview {
  const files = locales.files.filter(
    (f) => f.language === SOURCE_LANGUAGE || f.language === language,
  );
  const last = reviewed.get(language);
  if (
    last &&
    last.record === record &&
    last.files.length === files.length &&
    last.files.every((f, i) => f === files[i])
  )
    return last.review;
  const review = reviewFiles(locales, language, record);
  reviewed.set(language, { files, record, review });
  return review;
}

function reviewFiles(
  locales: Locales,
  language: string,
  record: TranslationRecord,
): TranslationReview {
  const english = keyTable(locales.files.filter((f) => f.language === SOURCE_LANGUAGE));
  const own = keyTable(locales.files.filter((f) => f.language === language));
  const allowed = new Set(record.sameAsEnglish);
  const review: TranslationReview = { language, stale: [], sameAsEnglish: [] };
  for (const [name, key] of own) {
    const source = english.get(name);
    if (!source) continue; // an extra key is reported as such
    const made = record.madeFrom[name];
    if (made !== undefined && made !== englishHash(source))
      review.stale.push({ key, english: source });
    if (!shouldDiffer(language) || allowed.has(name)) continue;
    for (const entry of key.forms.values()) {
      const text = source.forms.get(entry.form)?.value;
      if (typeof text === 'string' && text === entry.value && hasWords(text))
        review.sameAsEnglish.push({ key: name, entry });
    }
  }
  return review;
}

/** English variants (en-GB) may share English's words; every other language writes its own. */
export function shouldDiffer(language: string): boolean {
  return language.split('-')[0]!.toLowerCase() !== SOURCE_LANGUAGE;
}

/** A text with words once `{{variables}}` are taken out (`{{start}} – {{end}}` has none). */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

/** The record a translator accepts: every key the language has, made from today's English. */
export function acceptedRecord(
  locales: Locales,
  language: string,
  record: TranslationRecord,
  only?: ReadonlySet<string>,
): TranslationRecord {
  const english = keyTable(locales.files.filter((f) => f.language === SOURCE_LANGUAGE));
  const own = keyTable(locales.files.filter((f) => f.language === language));
  const madeFrom = { ...record.madeFrom };
  for (const name of own.keys()) {
    const source = english.get(name);
    if (source && (!only || only.has(name))) madeFrom[name] = englishHash(source);
  }
  return { ...record, madeFrom };
}
