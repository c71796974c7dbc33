/**
 * One language against the source language (en), key by key: what it lacks, what it has that en
 * does not, the plural forms it lacks or does not use, and the `{{variables}}` that differ. Both
 * `lodestar validate` (diagnostics) and `lodestar i18n` (the translator's report) read this.
 */
import type { LocaleFile, Locales } from '../load/translations';
import { SOURCE_LANGUAGE } from '../load/translations';
import {
  isPlural,
  keyTable,
  keyVariables,
  requiredForms,
  type KeyTable,
  type TranslationEntry,
  type TranslationKey,
} from './entries';

export interface FormsProblem {
  /** The language's key. */
  key: TranslationKey;
  english: TranslationKey;
  forms: string[];
}

export interface VariablesProblem {
  key: TranslationKey;
  english: TranslationKey;
  /** In en, not in the translation. */
  missing: string[];
  /** In the translation, not in en. */
  extra: string[];
}

export interface LanguageComparison {
  language: string;
  /** en's keys, by namespace (what "total" counts). */
  english: KeyTable;
  /** en keys the language lacks (a plain key: lacks its plain text; a plural key: every form). */
  missing: TranslationKey[];
  /** Plural keys the language has without every form it needs. */
  missingForms: FormsProblem[];
  /** Plural forms the language does not use (`_one` in Japanese). */
  unusedForms: { key: TranslationKey; entry: TranslationEntry }[];
  /** Entries of the language that en lacks. */
  extra: TranslationEntry[];
  variables: VariablesProblem[];
  /** Namespaces of en without a file in this language (their keys are all in `missing`). */
  missingFiles: string[];
  /** Namespaces whose file in this language is not valid JSON (their keys are in `missing`). */
  brokenFiles: string[];
  /** Files of this language whose namespace en lacks. */
  extraFiles: LocaleFile[];
}

/**
 * The last comparison of each language, with the files it was made from: `lodestar watch` keeps
 * an unchanged file's object between runs (load/translations.ts), so a run after an edit of a
 * manifest, or of another language, compares only what changed. Read-only for callers.
 */
const compared = new Map<string, { files: LocaleFile[]; result: LanguageComparison }>();

export function compareLanguage(locales: Locales, language: string): LanguageComparison {
  const englishFiles = locales.files.filter((f) => f.language === SOURCE_LANGUAGE);
  const ownFiles = locales.files.filter((f) => f.language === language);
  const files = [...englishFiles, ...ownFiles];
  const last = compared.get(language);
  if (last && last.files.length === files.length && last.files.every((f, i) => f === files[i]))
    return last.result;
  const result = compareFiles(language, englishFiles, ownFiles);
  compared.set(language, { files, result });
  return result;
}

function compareFiles(
  language: string,
  englishFiles: LocaleFile[],
  ownFiles: LocaleFile[],
): LanguageComparison {
  const english = keyTable(englishFiles);
  const own = keyTable(ownFiles);
  const ownByNamespace = new Map(ownFiles.map((f) => [f.namespace, f]));
  const englishNamespaces = new Set(englishFiles.map((f) => f.namespace));
  const result: LanguageComparison = {
    language,
    english,
    missing: [],
    missingForms: [],
    unusedForms: [],
    extra: [],
    variables: [],
    missingFiles: [...englishNamespaces].filter((ns) => !ownByNamespace.has(ns)),
    brokenFiles: ownFiles
      .filter((f) => f.data === undefined && englishNamespaces.has(f.namespace))
      .map((f) => f.namespace),
    extraFiles: ownFiles.filter((f) => !englishNamespaces.has(f.namespace)),
  };

  for (const [name, englishKey] of english) {
    const ownKey = own.get(name);
    const plural = isPlural(englishKey);
    const has = ownKey && (plural ? isPlural(ownKey) : ownKey.forms.has(''));
    if (!ownKey || !has) {
      result.missing.push(englishKey);
      continue;
    }
    if (plural) comparePluralForms(language, englishKey, ownKey, result);
    const expected = keyVariables(englishKey);
    const found = keyVariables(ownKey);
    const missing = [...expected].filter((v) => !found.has(v));
    const extra = [...found].filter((v) => !expected.has(v));
    if (missing.length || extra.length)
      result.variables.push({ key: ownKey, english: englishKey, missing, extra });
  }

  for (const [name, ownKey] of own) {
    if (!englishNamespaces.has(ownKey.namespace)) continue; // reported once, as a file
    const englishKey = english.get(name);
    for (const entry of ownKey.forms.values()) {
      // A plural form of an en plural key is judged by comparePluralForms; a plain text beside
      // plural forms is what i18next shows without a count, and is allowed.
      const known = englishKey && (isPlural(englishKey) || englishKey.forms.has(entry.form));
      if (!known) result.extra.push(entry);
    }
  }
  return result;
}

function comparePluralForms(
  language: string,
  englishKey: TranslationKey,
  ownKey: TranslationKey,
  result: LanguageComparison,
): void {
  const required = requiredForms(englishKey.forms.keys(), language);
  const lacking = [...required].filter((f) => !ownKey.forms.has(f));
  if (lacking.length)
    result.missingForms.push({ key: ownKey, english: englishKey, forms: lacking });
  for (const entry of ownKey.forms.values()) {
    if (entry.form !== '' && !required.has(entry.form))
      result.unusedForms.push({ key: ownKey, entry });
  }
}
