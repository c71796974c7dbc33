/**
 * `lodestar i18n --accept <language> [keys…]`: the translator says the language's translations
 * (or just these keys) now match today's English text, so they are no longer stale.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadLocales, SOURCE_LANGUAGE } from '../load/translations';
import { keyTable } from './entries';
import { acceptedRecord } from './staleTranslations';
import { readRecord, recordPath, writeRecord } from './translationRecord';

export interface AcceptResult {
  problems: string[];
  recorded: number;
  file: string;
}

export function acceptTranslations(root: string, language: string, keys: string[]): AcceptResult {
  const file = recordPath(language);
  if (language === SOURCE_LANGUAGE || !existsSync(join(root, 'locales', language)))
    return {
      problems: [`no translations of "${language}" to accept in locales/`],
      recorded: 0,
      file,
    };
  const locales = loadLocales(root, []);
  const own = keyTable(locales.files.filter((f) => f.language === language));
  const unknown = keys.filter((k) => !own.has(k));
  if (unknown.length)
    return { problems: unknown.map((k) => `${language} has no key "${k}"`), recorded: 0, file };
  const only = keys.length ? new Set(keys) : undefined;
  const before = readRecord(root, language);
  const record = acceptedRecord(locales, language, before, only);
  writeRecord(root, language, record);
  const recorded = Object.keys(record.madeFrom).filter((k) => !only || only.has(k)).length;
  return { problems: [], recorded, file };
}
