/**
 * The texts a persona reads, for `explain diff`: every translation key a shown menu item, open
 * route, guide step or empty state names, on the page that shows it, with its text in each
 * language of the locales. A reworded text (in English or in any translation) is then a change
 * of one row — which key, old → new, on which page — for exactly the personas who see it.
 */
import { SOURCE_LANGUAGE, type Locales } from '../load/translations';
import type { Row } from './diffSnapshot';

/** A translation key read on a page (`menu sidebar/feature`, `feedback.list` …). */
export interface SeenText {
  page: string;
  key: string;
}

/** Every language's text of a key; the source language first. */
export type TextsOf = (key: string) => Record<string, string>;

const KEY = /^[a-z0-9][\w-]*:[\w.-]+$/i;

export function textsOf(locales: Locales | undefined): TextsOf {
  const files = new Map<string, Map<string, unknown>>();
  for (const f of locales?.files ?? []) {
    const byNamespace = files.get(f.language) ?? new Map<string, unknown>();
    byNamespace.set(f.namespace, f.data);
    files.set(f.language, byNamespace);
  }
  const languages = [...files.keys()].sort((a, b) =>
    a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : a.localeCompare(b),
  );
  return (key) => {
    const out: Record<string, string> = {};
    if (!KEY.test(key)) return out;
    const [ns = '', path = ''] = key.split(':');
    for (const language of languages) {
      let value: unknown = files.get(language)!.get(ns);
      for (const part of path.split('.'))
        value =
          value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      if (typeof value === 'string') out[language] = value;
    }
    return out;
  };
}

/** One row per (page, key) with a text in some language; its fields are the texts by language. */
export function textRows(seen: SeenText[], texts: TextsOf): Row[] {
  const rows = new Map<string, Row>();
  for (const { page, key } of seen) {
    const fields = texts(key);
    const id = `${page} › ${key}`;
    if (Object.keys(fields).length && !rows.has(id))
      rows.set(id, { area: 'text', key: id, group: '', order: 0, fields });
  }
  return [...rows.values()];
}

/**
 * The translation keys of an empty-state view that show: string leaves naming a key, outside
 * the parts whose state hides them, and outside the reasons and rules (they explain, not show).
 */
export function viewKeys(value: unknown, skip: (key: string) => boolean): string[] {
  if (typeof value === 'string') return KEY.test(value) ? [value] : [];
  if (!value || typeof value !== 'object') return [];
  if ((value as { state?: unknown }).state === 'hidden') return [];
  return Object.entries(value).flatMap(([key, child]) => (skip(key) ? [] : viewKeys(child, skip)));
}
