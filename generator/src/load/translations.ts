/**
 * Translation files: every `locales/<language>/<namespace>.json` (i18next nested JSON). Each is
 * read twice: `JSON.parse` decides validity and the values (what i18next itself reads), and the
 * `yaml` parser — JSON is YAML — gives every key its line and column, parsed only when a
 * diagnostic needs a place. `translationKeys` flattens `locales/en` to `namespace:path.to.key`;
 * plural forms (`key_one`, `key_other`) make `key` exist too, as in i18next.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { sortStrings } from '../core/order';
import type { Diagnostic } from '../core/types';
import type { PositionedDocument } from './positions';

export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

export const SOURCE_LANGUAGE = 'en';

export interface LocaleFile {
  language: string;
  namespace: string;
  /** Posix path relative to the project root, e.g. `locales/de/nav.json`. */
  file: string;
  text: string;
  /** The parsed JSON; undefined when the file is not valid JSON (reported as i18n/invalid-json). */
  data: unknown;
  /** The file with source positions (parsed on first use). */
  positions(): PositionedDocument;
}

export interface Locales {
  /** The folders under `locales/`, sorted. */
  languages: string[];
  /** Every `<namespace>.json`, sorted by language then namespace. */
  files: LocaleFile[];
}

/** Parsed files by path; watch mode keeps one so unchanged files are not parsed again. */
export type LocaleCache = Map<string, LocaleFile>;

/** The modification time and size each cached file had when it was read. */
const stamps = new WeakMap<LocaleFile, string>();

export function loadLocales(
  root: string,
  diagnostics: Diagnostic[],
  cache: LocaleCache = new Map(),
): Locales {
  const dir = join(root, 'locales');
  if (!existsSync(dir)) return { languages: [], files: [] };
  const languages = sortStrings(
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  );
  const files: LocaleFile[] = [];
  for (const language of languages) {
    for (const name of sortStrings(readdirSync(join(dir, language)))) {
      // A dot file beside the namespaces is not one (the translation record, i18n/translationRecord.ts).
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const file = `locales/${language}/${name}`;
      const path = join(root, file);
      // Not read again while its modification time and size stay those of the last reading.
      const { mtimeMs, size } = statSync(path);
      const stamp = `${mtimeMs}:${size}`;
      let entry = cache.get(file);
      if (!entry || stamps.get(entry) !== stamp) {
        const text = readFileSync(path, 'utf8');
        if (!entry || entry.text !== text) {
          entry = readLocaleFile(file, language, name.slice(0, -'.json'.length), text);
          cache.set(file, entry);
        }
        stamps.set(entry, stamp);
      }
      if (entry.data === undefined) diagnostics.push(invalidJson(entry));
      files.push(entry);
    }
  }
  return { languages, files };
}

function readLocaleFile(
  file: string,
  language: string,
  namespace: string,
  text: string,
): LocaleFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  let positioned: PositionedDocument | undefined;
  return {
    language,
    namespace,
    file,
    text,
    data,
    positions() {
      if (!positioned) {
        const lineCounter = new LineCounter();
        const yaml = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
        positioned = { file, yaml, lineCounter };
      }
      return positioned;
    },
  };
}

function invalidJson(entry: LocaleFile): Diagnostic {
  let message = '';
  try {
    JSON.parse(entry.text);
  } catch (error) {
    message = (error as Error).message;
  }
  const { line, column } = positionOf(entry.text, message);
  return {
    file: entry.file,
    pointer: '',
    line,
    column,
    rule: 'i18n/invalid-json',
    message: 'The translation file is not valid JSON',
    found: message,
  };
}

/** The keys of `locales/en`, flattened to `namespace:path.to.key`, plural bases included. */
export function translationKeys(locales: Locales): Set<string> {
  const keys = new Set<string>();
  for (const file of locales.files) {
    if (file.language === SOURCE_LANGUAGE && file.data !== undefined)
      flatten(file.namespace, '', file.data, keys);
  }
  return keys;
}

function flatten(ns: string, prefix: string, value: unknown, keys: Set<string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(ns, prefix ? `${prefix}.${k}` : k, v, keys);
    return;
  }
  keys.add(`${ns}:${prefix}`);
  for (const suffix of PLURAL_SUFFIXES) {
    if (prefix.endsWith(suffix)) keys.add(`${ns}:${prefix.slice(0, -suffix.length)}`);
  }
}

/** Line and column of "… at position N" in a JSON.parse message (1:1 when it gives none). */
function positionOf(text: string, message: string): { line: number; column: number } {
  const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
