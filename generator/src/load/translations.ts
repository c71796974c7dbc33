/**
 * Translation keys available in `locales/en/<namespace>.json` (i18next nested JSON), flattened to
 * `namespace:path.to.key`. Plural forms (`key_one`, `key_other`) make `key` exist too, as in i18next.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sortStrings } from '../core/order';
import type { Diagnostic } from '../core/types';

export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

export function loadTranslationKeys(root: string, diagnostics: Diagnostic[]): Set<string> {
  const keys = new Set<string>();
  const dir = join(root, 'locales', 'en');
  if (!existsSync(dir)) return keys;
  for (const name of sortStrings(readdirSync(dir))) {
    if (!name.endsWith('.json')) continue;
    const ns = name.slice(0, -'.json'.length);
    const file = `locales/en/${name}`;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      const text = readFileSync(join(dir, name), 'utf8');
      const { line, column } = positionOf(text, (error as Error).message);
      diagnostics.push({
        file,
        pointer: '',
        line,
        column,
        rule: 'i18n/invalid-json',
        message: 'The translation file is not valid JSON',
        found: (error as Error).message,
      });
      continue;
    }
    flatten(ns, '', data, keys);
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
