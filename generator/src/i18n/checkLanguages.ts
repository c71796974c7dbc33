/**
 * Completeness of every translated language (languages.ts) against en: a language without
 * translations, a namespace file or a key it lacks (`i18n/missing-translation`), what it has and
 * en lacks (`i18n/extra-key`), `{{variables}}` that differ (`i18n/variable-mismatch`), plural
 * forms it lacks (`i18n/plural-missing`) or does not use (`i18n/plural-unused`, a warning).
 * A key that manifests or code name is reported where they name it; any other at en's place.
 */
import type { Diagnostic, SourceLocation } from '../core/types';
import { locateIn } from '../load/positions';
import { SOURCE_LANGUAGE, type Locales } from '../load/translations';
import { didYouMeanHint } from '../validate/suggestionHint';
import { compareLanguage, type LanguageComparison } from './compareLanguage';
import {
  keyVariables,
  requiredForms,
  variablesOf,
  type TranslationEntry,
  type TranslationKey,
} from './entries';
import type { OfferedLanguage } from './languages';
import type { KeyUsage } from './usage';

export function checkLanguages(
  languages: readonly OfferedLanguage[],
  locales: Locales,
  usage: KeyUsage,
  locate: (at: OfferedLanguage['at']) => SourceLocation,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  // en key → the languages lacking it (a key of a namespace file a language lacks is not listed:
  // the missing file is reported once instead).
  const lacking = new Map<string, { key: TranslationKey; languages: string[] }>();
  for (const language of languages) {
    if (!locales.languages.includes(language.code)) {
      out.push(noTranslations(language, locate));
      continue;
    }
    const comparison = compareLanguage(locales, language.code);
    out.push(...fileProblems(comparison, locales));
    const skipped = new Set([...comparison.missingFiles, ...comparison.brokenFiles]);
    for (const key of comparison.missing) {
      if (skipped.has(key.namespace)) continue;
      const entry = lacking.get(key.key) ?? { key, languages: [] };
      entry.languages.push(language.code);
      lacking.set(key.key, entry);
    }
    out.push(...entryProblems(comparison));
  }
  for (const { key, languages: codes } of lacking.values())
    out.push(...missingKey(key, codes, usage));
  return out;
}

function noTranslations(
  language: OfferedLanguage,
  locate: (at: OfferedLanguage['at']) => SourceLocation,
): Diagnostic {
  return {
    ...locate(language.at),
    rule: 'i18n/missing-translation',
    message: `Language "${language.code}" is offered but has no translations`,
    expected: `locales/${language.code}/ with a file for each namespace of locales/en/`,
    found: `no folder locales/${language.code}/`,
    hint: `Translate locales/en/ into locales/${language.code}/, or stop offering "${language.code}".`,
  };
}

function fileProblems(comparison: LanguageComparison, locales: Locales): Diagnostic[] {
  const { language } = comparison;
  const out: Diagnostic[] = [];
  for (const ns of comparison.missingFiles) {
    const english = locales.files.find(
      (f) => f.language === SOURCE_LANGUAGE && f.namespace === ns,
    )!;
    out.push({
      ...locateIn(english.positions(), ''),
      rule: 'i18n/missing-translation',
      message: `Namespace "${ns}" has no ${language} translation`,
      expected: `locales/${language}/${ns}.json`,
      found: 'no such file',
      hint: `Translate locales/en/${ns}.json into locales/${language}/${ns}.json.`,
    });
  }
  for (const file of comparison.extraFiles) {
    out.push({
      ...locateIn(file.positions(), ''),
      rule: 'i18n/extra-key',
      message: `Namespace "${file.namespace}" exists in ${language} but not in en`,
      expected: `a namespace of locales/en/ (${namespacesOf(locales).join(', ')})`,
      found: JSON.stringify(file.namespace),
      hint:
        didYouMeanHint(file.namespace, namespacesOf(locales)) ??
        `Add locales/en/${file.namespace}.json first, or remove the file.`,
    });
  }
  return out;
}

function entryProblems(comparison: LanguageComparison): Diagnostic[] {
  const { language } = comparison;
  const out: Diagnostic[] = [];
  for (const entry of comparison.extra) {
    const key = keyOf(entry);
    const inNamespace = [...comparison.english.keys()].filter((k) =>
      k.startsWith(`${entry.file.namespace}:`),
    );
    out.push({
      ...keyPlace(entry),
      rule: 'i18n/extra-key',
      message: `Translation key "${key}" exists in ${language} but not in en`,
      expected: `a key of locales/en/${entry.file.namespace}.json`,
      found: JSON.stringify(pathOf(entry)),
      hint:
        didYouMeanHint(key, inNamespace) ??
        `Add it to locales/en/${entry.file.namespace}.json first, or remove it.`,
    });
  }
  for (const problem of comparison.variables) {
    // The form naming an unknown variable is the one to fix; else the key's first form.
    const forms = [...problem.key.forms.values()];
    const first =
      forms.find((e) => [...variablesOf(e.value)].some((v) => problem.extra.includes(v))) ??
      forms[0]!;
    const said = [
      problem.missing.length ? `the ${language} text lacks ${braces(problem.missing)}` : '',
      problem.extra.length ? `en passes no ${braces(problem.extra)}` : '',
    ].filter(Boolean);
    out.push({
      ...locateIn(first.file.positions(), first.pointer),
      rule: 'i18n/variable-mismatch',
      message: `The variables of "${problem.key.key}" differ between en and ${language}`,
      expected: `${braces([...keyVariables(problem.english)])} (as in locales/en/${first.file.namespace}.json)`,
      found: braces([...keyVariables(problem.key)]),
      hint: `Use the English text's variables: ${said.join('; ')}.`,
    });
  }
  for (const problem of comparison.missingForms) {
    const first = firstForm(problem.key);
    const name = lastSegment(problem.key);
    out.push({
      ...keyPlace(first),
      rule: 'i18n/plural-missing',
      message: `"${problem.key.key}" lacks the ${language} plural form${problem.forms.length === 1 ? '' : 's'} ${problem.forms.map((f) => `"${f}"`).join(', ')}`,
      expected: `the forms ${formsOf(language, problem.english)} (Intl.PluralRules "${language}")`,
      found: [...problem.key.forms.keys()].filter(Boolean).join(', '),
      hint: `Add ${problem.forms.map((f) => `"${name}_${f}"`).join(', ')} to ${first.file.file}.`,
    });
  }
  for (const { key, entry } of comparison.unusedForms) {
    out.push({
      ...keyPlace(entry),
      severity: 'warning',
      rule: 'i18n/plural-unused',
      message: `Plural form "${entry.form}" of "${key.key}" is never used in ${language}`,
      expected: `the forms ${formsOf(language, key)} (Intl.PluralRules "${language}")`,
      found: JSON.stringify(pathOf(entry).split('.').at(-1)),
      hint: `Remove it: i18next never picks it for ${language}.`,
    });
  }
  return out;
}

/** A key some languages lack: at each place that names it, else at en's place. */
function missingKey(key: TranslationKey, languages: string[], usage: KeyUsage): Diagnostic[] {
  const english = firstForm(key);
  const files = languages.map((l) => `locales/${l}/${key.namespace}.json`);
  const text = {
    rule: 'i18n/missing-translation',
    message: `Translation key "${key.key}" is missing in ${languages.join(', ')}`,
    expected: `the key in ${files.join(', ')}`,
    found: `no ${JSON.stringify(key.key.slice(key.namespace.length + 1))} there`,
    hint: `Translate it from locales/en/${key.namespace}.json.`,
  };
  const places = usage.exact.get(key.key);
  if (!places) return [{ ...keyPlace(english), ...text }];
  const related = [keyPlace(english)];
  return places.map((p) => ({ ...p.location, ...text, related }));
}

function keyPlace(entry: TranslationEntry): SourceLocation {
  return locateIn(entry.file.positions(), entry.pointer, true);
}

/** The form written first in the file (where a key's diagnostics point). */
export function firstForm(key: TranslationKey): TranslationEntry {
  return [...key.forms.values()][0]!;
}

/** `rate-limit.retry-in_one` of `/rate-limit/retry-in_one`. */
function pathOf(entry: TranslationEntry): string {
  return entry.pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function keyOf(entry: TranslationEntry): string {
  return `${entry.file.namespace}:${pathOf(entry)}`;
}

function formsOf(language: string, english: TranslationKey): string {
  return [...requiredForms(english.forms.keys(), language)].join(', ');
}

/** `retry-in` of `common:rate-limit.retry-in`. */
function lastSegment(key: TranslationKey): string {
  return key.key
    .slice(key.namespace.length + 1)
    .split('.')
    .at(-1)!;
}

function braces(names: string[]): string {
  return names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'no variables';
}

function namespacesOf(locales: Locales): string[] {
  return locales.files.filter((f) => f.language === SOURCE_LANGUAGE).map((f) => f.namespace);
}
