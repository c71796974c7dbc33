/**
 * A translation file as i18next reads it: nested JSON flattened to one entry per text, and the
 * entries grouped by the key code and manifests name. `retry-in_one` and `retry-in_other` are two
 * forms of the one key `retry-in` (i18next picks the form from `count`); `place_ordinal_one` is
 * an ordinal form. A plain key has the form `''`.
 */
import { pointer } from '../core/located';
import type { LocaleFile } from '../load/translations';

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export interface TranslationEntry {
  file: LocaleFile;
  /** JSON pointer of the entry in its file. */
  pointer: string;
  /** `''` for a plain key, else the suffix without `_`: `one`, `other`, `ordinal_one` … */
  form: string;
  value: unknown;
}

/** One key of one language: `namespace:path.to.key` and its forms. */
export interface TranslationKey {
  key: string;
  namespace: string;
  forms: Map<string, TranslationEntry>;
}

/** The keys of one language (or of one of its files), by `namespace:path.to.key`. */
export type KeyTable = Map<string, TranslationKey>;

export function keyTable(files: readonly LocaleFile[]): KeyTable {
  const table: KeyTable = new Map();
  for (const file of files) {
    for (const [key, entry] of fileKeys(file)) table.set(key, entry);
  }
  return table;
}

/**
 * The keys of one file, flattened once per loaded file: the translation checks ask for the same
 * languages several times a run, and `lodestar watch` keeps an unchanged file's object between
 * runs (load/translations.ts), so an edit elsewhere does not flatten every language again. A
 * file is one namespace of one language, so the keys of two files never meet. Read-only.
 */
const flattened = new WeakMap<LocaleFile, KeyTable>();

function fileKeys(file: LocaleFile): KeyTable {
  let keys = flattened.get(file);
  if (!keys) {
    keys = new Map();
    if (file.data !== undefined) addEntries(keys, file, [], file.data);
    flattened.set(file, keys);
  }
  return keys;
}

function addEntries(table: KeyTable, file: LocaleFile, path: string[], value: unknown): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) addEntries(table, file, [...path, k], v);
    return;
  }
  if (path.length === 0) return; // a file holding a bare value has no keys
  const last = path.at(-1)!;
  const { base, form } = splitForm(last);
  const key = `${file.namespace}:${[...path.slice(0, -1), base].join('.')}`;
  let entry = table.get(key);
  if (!entry) {
    entry = { key, namespace: file.namespace, forms: new Map() };
    table.set(key, entry);
  }
  entry.forms.set(form, { file, pointer: pointer(...path), form, value });
}

/** `retry-in_one` → `retry-in` + `one`; `place_ordinal_two` → `place` + `ordinal_two`. */
export function splitForm(name: string): { base: string; form: string } {
  for (const category of PLURAL_CATEGORIES) {
    const ordinal = `_ordinal_${category}`;
    if (name.endsWith(ordinal) && name.length > ordinal.length)
      return { base: name.slice(0, -ordinal.length), form: `ordinal_${category}` };
    const cardinal = `_${category}`;
    if (name.endsWith(cardinal) && name.length > cardinal.length)
      return { base: name.slice(0, -cardinal.length), form: category };
  }
  return { base: name, form: '' };
}

/** The plural forms a language needs for a key whose English text has the given forms. */
export function requiredForms(englishForms: Iterable<string>, language: string): Set<string> {
  const forms = [...englishForms];
  const required = new Set<string>();
  if (forms.some((f) => f !== '' && !f.startsWith('ordinal_')))
    for (const c of pluralCategories(language, 'cardinal')) required.add(c);
  if (forms.some((f) => f.startsWith('ordinal_')))
    for (const c of pluralCategories(language, 'ordinal')) required.add(`ordinal_${c}`);
  return required;
}

export function isPlural(key: TranslationKey): boolean {
  return [...key.forms.keys()].some((f) => f !== '');
}

const categoriesCache = new Map<string, string[]>();

/** What `Intl.PluralRules` says the language distinguishes (the same rules i18next uses). */
export function pluralCategories(language: string, type: 'cardinal' | 'ordinal'): string[] {
  const id = `${language}|${type}`;
  let categories = categoriesCache.get(id);
  if (!categories) {
    const given = new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
    // In CLDR's order (zero … other), not the engine's, so messages list them the same way.
    categories = PLURAL_CATEGORIES.filter((c) => given.includes(c));
    categoriesCache.set(id, categories);
  }
  return categories;
}

/**
 * The `{{variables}}` of a text, as i18next's default interpolation reads them: `{{- name}}`
 * (unescaped) and `{{name, format}}` name the variable `name`.
 */
export function variablesOf(value: unknown): Set<string> {
  const names = new Set<string>();
  if (typeof value !== 'string') return names;
  let at = value.indexOf('{{');
  while (at !== -1) {
    const end = value.indexOf('}}', at + 2);
    if (end === -1) break;
    const inner = value.slice(at + 2, end).trim();
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).split(',')[0]!.trim();
    if (name) names.add(name);
    at = value.indexOf('{{', end + 2);
  }
  return names;
}

/** Every variable of the key's forms together (a singular may spell the number out). */
export function keyVariables(key: TranslationKey): Set<string> {
  const names = new Set<string>();
  for (const entry of key.forms.values()) for (const v of variablesOf(entry.value)) names.add(v);
  return names;
}
