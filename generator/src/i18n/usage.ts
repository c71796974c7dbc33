/**
 * Where the project uses translation keys: the places manifests name them (collected while the
 * schemas are checked, see validate/schemaValidate.ts) and the `t(…)` calls of the code
 * (extractKeys.ts). A use of a plural form (`retry-in_one`) is a use of its key.
 */
import type { SourceLocation } from '../core/types';
import type { KeyUse } from './extractKeys';
import { splitForm } from './entries';

export interface KeyPlace {
  location: SourceLocation;
  from: 'manifest' | 'code';
}

export interface KeyUsage {
  /** Keys named in full, with every place that names them (manifests first, then code). */
  exact: Map<string, KeyPlace[]>;
  /** `t(\`access:reason.${kind}\`)`: every key starting with the prefix is used. */
  prefixes: { prefix: string; location: SourceLocation }[];
}

/** A key a manifest names, located. */
export interface ManifestKeyRef {
  key: string;
  location: SourceLocation;
}

export function keyUsage(
  manifestRefs: readonly ManifestKeyRef[],
  codeUses: readonly KeyUse[],
): KeyUsage {
  const usage: KeyUsage = { exact: new Map(), prefixes: [] };
  const add = (key: string, place: KeyPlace) => {
    const name = baseKey(key);
    const places = usage.exact.get(name) ?? [];
    places.push(place);
    usage.exact.set(name, places);
  };
  for (const ref of manifestRefs) add(ref.key, { location: ref.location, from: 'manifest' });
  for (const use of codeUses) {
    const location = { file: use.file, pointer: '', line: use.line, column: use.column };
    if (use.kind === 'exact') add(use.key, { location, from: 'code' });
    else if (use.kind === 'prefix') usage.prefixes.push({ prefix: use.key, location });
  }
  return usage;
}

/** `common:rate-limit.retry-in_one` → `common:rate-limit.retry-in`. */
export function baseKey(key: string): string {
  const dot = Math.max(key.lastIndexOf('.'), key.indexOf(':'));
  const { base } = splitForm(key.slice(dot + 1));
  return key.slice(0, dot + 1) + base;
}

export function isUsed(usage: KeyUsage, key: string): boolean {
  return usage.exact.has(key) || usage.prefixes.some((p) => key.startsWith(p.prefix));
}
