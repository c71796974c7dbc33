/**
 * What each translation was made from: `locales/<language>/.translations.json` records, per key,
 * a short hash of the English text the translator translated (`madeFrom`), and lists the keys
 * whose text really is the same as in English (`sameAsEnglish`: brand names, "OK"…). When the
 * English text of a key changes, its hash no longer matches: the translation is stale until it
 * is updated and accepted again (`lodestar i18n --accept <language>`). A key without a record is
 * not judged. The file name starts with a dot so it is never read as a namespace.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationKey } from './entries';

export const RECORD_FILE = '.translations.json';

export interface TranslationRecord {
  /** Translation key → hash of the English text it was translated from. */
  madeFrom: Record<string, string>;
  /** Keys whose translation is meant to equal the English text. */
  sameAsEnglish: string[];
}

export const recordPath = (language: string) => `locales/${language}/${RECORD_FILE}`;

/** The language's record; empty when the file is absent or not the expected shape. */
export function readRecord(root: string, language: string): TranslationRecord {
  const path = join(root, recordPath(language));
  const empty: TranslationRecord = { madeFrom: {}, sameAsEnglish: [] };
  if (!existsSync(path)) return empty;
  const text = readFileSync(path, 'utf8');
  const last = lastRead.get(path);
  if (last?.text === text) return last.record;
  let record = empty;
  try {
    const data = JSON.parse(text) as Partial<TranslationRecord>;
    record = {
      madeFrom: isStringMap(data.madeFrom) ? data.madeFrom : {},
      sameAsEnglish: Array.isArray(data.sameAsEnglish)
        ? data.sameAsEnglish.filter((k): k is string => typeof k === 'string')
        : [],
    };
  } catch {
    // not a record: judged as none
  }
  lastRead.set(path, { text, record });
  return record;
}

/**
 * The record last read from each file: an unchanged file gives the same object, which is what
 * lets a translation review be kept between watch runs (staleTranslations.ts). Read-only.
 */
const lastRead = new Map<string, { text: string; record: TranslationRecord }>();

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Written sorted, one key a line, so a change is one line of a review. */
export function writeRecord(root: string, language: string, record: TranslationRecord): void {
  const sorted: TranslationRecord = {
    madeFrom: Object.fromEntries(
      Object.entries(record.madeFrom).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
    sameAsEnglish: [...new Set(record.sameAsEnglish)].sort(),
  };
  writeFileSync(join(root, recordPath(language)), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** A short hash of a key's English text (every plural form of it, in a fixed order). */
export function englishHash(key: TranslationKey): string {
  let hash = hashes.get(key);
  if (hash === undefined) {
    const forms = [...key.forms.values()]
      .map((entry) => [entry.form, entry.value] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash = createHash('sha256').update(JSON.stringify(forms)).digest('hex').slice(0, 12);
    hashes.set(key, hash);
  }
  return hash;
}

/** A key's entries are those of an unchanged file (i18n/entries.ts): its hash is too. */
const hashes = new WeakMap<TranslationKey, string>();
