/**
 * `lodestar i18n`: how far each language's translation is, for a translator. Per language and
 * per namespace: keys translated of en's total, the percentage, and which keys are missing. A key
 * counts as translated when the language holds it with every plural form it needs (what
 * `lodestar validate` reports as i18n/missing-translation and i18n/plural-missing). Each language
 * also lists its stale translations and its copies of English (staleTranslations.ts).
 */
import { sortStrings } from '../core/order';
import { SOURCE_LANGUAGE } from '../load/translations';
import { createGenerator } from '../pipeline';
import { compareLanguage } from './compareLanguage';
import { translatedLanguages } from './languages';
import { reviewTranslations } from './staleTranslations';
import { readRecord } from './translationRecord';

export interface NamespaceCoverage {
  namespace: string;
  translated: number;
  total: number;
  /** 0–100, one decimal. */
  percent: number;
  missing: number;
  missingKeys: string[];
}

export interface LanguageCoverage extends Omit<NamespaceCoverage, 'namespace'> {
  language: string;
  namespaces: NamespaceCoverage[];
  /** Keys translated from an older English text (staleTranslations.ts). */
  staleKeys: string[];
  /** Keys whose text is the English one, not listed as really the same. */
  sameAsEnglishKeys: string[];
}

export interface I18nReport {
  source: string;
  /** Keys of the source language (plural forms of one key count once). */
  sourceKeys: number;
  /** Where the language list comes from. */
  languagesFrom: 'app manifest' | 'locales folders';
  languages: LanguageCoverage[];
  /** Keys missing over all languages (0: every offered language is complete). */
  missing: number;
  /** Stale translations over all languages. */
  stale: number;
}

export function i18nReport(root: string): I18nReport {
  const project = createGenerator(root).load();
  const { locales } = project;
  const offered = translatedLanguages(project.model)?.map((l) => l.code);
  const codes = (offered ?? locales.languages).filter((c) => c !== SOURCE_LANGUAGE);
  const english = compareLanguage(locales, SOURCE_LANGUAGE).english;
  const namespaces = sortStrings(new Set([...english.values()].map((k) => k.namespace)));
  const languages = codes.map((language): LanguageCoverage => {
    const comparison = compareLanguage(locales, language);
    const lacking = new Set([
      ...comparison.missing.map((k) => k.key),
      ...comparison.missingForms.map((p) => p.english.key),
    ]);
    const perNamespace = namespaces.map((namespace) => {
      const keys = [...english.values()].filter((k) => k.namespace === namespace);
      const missingKeys = sortStrings(keys.map((k) => k.key).filter((k) => lacking.has(k)));
      return coverage({ namespace }, keys.length, missingKeys);
    });
    const missingKeys = perNamespace.flatMap((n) => n.missingKeys);
    const review = reviewTranslations(locales, language, readRecord(root, language));
    return {
      ...coverage({ language }, english.size, missingKeys),
      namespaces: perNamespace,
      staleKeys: sortStrings(review.stale.map((s) => s.key.key)),
      sameAsEnglishKeys: sortStrings(new Set(review.sameAsEnglish.map((s) => s.key))),
    };
  });
  return {
    source: SOURCE_LANGUAGE,
    sourceKeys: english.size,
    languagesFrom: offered ? 'app manifest' : 'locales folders',
    languages,
    missing: languages.reduce((sum, l) => sum + l.missing, 0),
    stale: languages.reduce((sum, l) => sum + l.staleKeys.length, 0),
  };
}

function coverage<T extends object>(
  head: T,
  total: number,
  missingKeys: string[],
): T & Omit<NamespaceCoverage, 'namespace'> {
  const translated = total - missingKeys.length;
  const percent = total ? Math.floor((translated / total) * 1000) / 10 : 100;
  return { ...head, translated, total, percent, missing: missingKeys.length, missingKeys };
}
