/**
 * The translation checks the pipeline runs after the manifest checks: the code's keys against en
 * (always), then, when the app manifest offers languages and `locales/` holds one besides en,
 * the completeness of every translated language, the en keys nothing uses (a warning) and the
 * stale or copied-from-English translations (warnings, checkStale.ts). A
 * project with no app manifest or only `locales/en` gets what it got before these checks existed.
 */
import type { Model } from '../core/model';
import type { Diagnostic, Ref, SourceLocation } from '../core/types';
import { locateIn } from '../load/positions';
import { SOURCE_LANGUAGE, type Locales } from '../load/translations';
import type { KeyRef } from '../validate/schemaValidate';
import { checkCodeKeys } from './checkCodeKeys';
import { checkLanguages, firstForm } from './checkLanguages';
import { checkStale } from './checkStale';
import { keyTable } from './entries';
import type { KeyUse } from './extractKeys';
import { translatedLanguages } from './languages';
import type { TranslationRecord } from './translationRecord';
import { isUsed, keyUsage } from './usage';

export interface TranslationCheckInput {
  model: Model;
  locales: Locales;
  /** Keys the manifests name (from schema validation). */
  keyRefs: readonly KeyRef[];
  codeUses: readonly KeyUse[];
  /** Line and column of a place in a manifest. */
  locate(at: Ref): SourceLocation;
  /** What each language's translations were made from (none: staleness is not judged). */
  recordOf?: (language: string) => TranslationRecord;
}

export function checkTranslations(input: TranslationCheckInput): Diagnostic[] {
  const { model, locales, keyRefs, codeUses, locate, recordOf } = input;
  const english = keyTable(locales.files.filter((f) => f.language === SOURCE_LANGUAGE));
  const out = checkCodeKeys(codeUses, english);
  const languages = translatedLanguages(model);
  if (!languages || !locales.languages.some((l) => l !== SOURCE_LANGUAGE)) return out;

  const usage = keyUsage(
    keyRefs.map((r) => ({ key: r.key, location: locate(r.at) })),
    codeUses,
  );
  out.push(...checkLanguages(languages, locales, usage, locate));
  if (recordOf) out.push(...checkStale(languages, locales, recordOf));
  for (const key of english.values()) {
    if (isUsed(usage, key.key)) continue;
    const first = firstForm(key);
    out.push({
      ...locateIn(first.file.positions(), first.pointer, true),
      severity: 'warning',
      rule: 'i18n/unused-key',
      message: `Translation key "${key.key}" is used by no manifest and no code`,
      expected: `a manifest naming it, or a t('${key.key}') call in the code`,
      found: 'no use',
      hint: 'Remove it from every language, or use it.',
    });
  }
  return out;
}
