/**
 * The keys the code names, against `locales/en`: a key without its namespace
 * (`i18n/unqualified-key`), a key en lacks and a template prefix no key starts with
 * (`i18n/missing-key`, the rule manifests get for the same mistake).
 */
import type { Diagnostic } from '../core/types';
import { didYouMeanHint } from '../validate/suggestionHint';
import type { KeyTable } from './entries';
import type { KeyUse } from './extractKeys';
import { baseKey } from './usage';

export function checkCodeKeys(uses: readonly KeyUse[], english: KeyTable): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byNamespace = keysByNamespace(english);
  const namespaces = [...byNamespace.keys()];
  for (const use of uses) {
    const at = { file: use.file, pointer: '', line: use.line, column: use.column };
    if (use.kind === 'unqualified') {
      const qualified = qualify(use, english, namespaces);
      out.push({
        ...at,
        rule: 'i18n/unqualified-key',
        message: `Translation key "${use.key}" does not name its namespace`,
        expected: 'namespace:key, as manifests write keys',
        found: JSON.stringify(use.key),
        hint: qualified
          ? `write "${qualified}"`
          : `write namespace:key; no namespace of locales/en holds "${use.key}"`,
      });
      continue;
    }
    const ns = use.key.slice(0, use.key.indexOf(':'));
    const file = `locales/en/${ns}.json`;
    const inNamespace = byNamespace.get(ns) ?? [];
    if (use.kind === 'exact' && !english.has(baseKey(use.key))) {
      out.push({
        ...at,
        rule: 'i18n/missing-key',
        message: `Translation key "${use.key}" does not exist in ${file}`,
        expected: `a key defined in ${file}`,
        found: JSON.stringify(use.key),
        hint: didYouMeanHint(use.key, inNamespace) ?? `Add it to ${file}.`,
      });
    } else if (use.kind === 'prefix' && !inNamespace.some((k) => k.startsWith(use.key))) {
      out.push({
        ...at,
        rule: 'i18n/missing-key',
        message: `No translation key starts with "${use.key}" (a key built from a template)`,
        expected: `keys starting with "${use.key.slice(ns.length + 1)}" in ${file}`,
        found: JSON.stringify(use.key),
        hint: didYouMeanHint(use.key, prefixesOf(inNamespace)) ?? `Add them to ${file}.`,
      });
    }
  }
  return out;
}

/** en's keys by namespace: each use looks in its own, not through every key of en. */
function keysByNamespace(english: KeyTable): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of english.values()) {
    const keys = out.get(key.namespace);
    if (keys) keys.push(key.key);
    else out.set(key.namespace, [key.key]);
  }
  return out;
}

/**
 * The key the call resolves to: react-i18next's `t` reads an unqualified key in the first
 * namespace of its `useTranslation(…)`; else the one namespace of en holding it.
 */
function qualify(use: KeyUse, english: KeyTable, namespaces: string[]): string | undefined {
  const holds = (ns: string) => english.has(baseKey(`${ns}:${use.key}`));
  const first = use.namespaces?.[0];
  if (first && holds(first)) return `${first}:${use.key}`;
  const holders = namespaces.filter(holds);
  return holders.length === 1 ? `${holders[0]}:${use.key}` : undefined;
}

/** `nav:tools.menu.heatmaps` → `nav:tools.`, `nav:tools.menu.` (what a template head may be). */
function prefixesOf(keys: string[]): Set<string> {
  const out = new Set<string>();
  for (const key of keys) {
    for (let i = key.indexOf('.'); i !== -1; i = key.indexOf('.', i + 1))
      out.add(key.slice(0, i + 1));
  }
  return out;
}
