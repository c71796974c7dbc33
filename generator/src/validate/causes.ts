/**
 * The broken parts of the manifests that can explain other problems (see core/following.ts): a
 * unit left out of a document that failed its schema, a document left out whole, a file that is
 * not valid YAML. Each comes with its first error and, when they can still be read, the names it
 * declares.
 */
import type { Cause } from '../core/following';
import type { Diagnostic, ManifestDocument } from '../core/types';
import type { ValidPart } from './partialDocuments';

/** A manifest file that did not parse, with the kind its text names (when it names a known one). */
export interface BrokenFile {
  file: string;
  kind: string | undefined;
}

/** The keys a unit declares itself by. */
const IDENTITY_KEYS = ['name', 'id'];

export function causesOf(
  documents: readonly ManifestDocument[],
  parts: ReadonlyMap<ManifestDocument, ValidPart>,
  broken: readonly BrokenFile[],
  diagnostics: readonly Diagnostic[],
  isKind: (name: string) => boolean,
): Cause[] {
  const errors = errorsByFile(diagnostics);
  const causes: Cause[] = [];
  for (const { file, kind } of broken) {
    const first = errors.get(file)?.[0];
    if (first) causes.push({ kind, error: first, names: undefined });
  }
  for (const doc of documents) {
    const part = parts.get(doc);
    const inFile = errors.get(doc.file) ?? [];
    if (doc.valid || part?.dropped.length === 0 || !inFile.length) continue;
    const kind = isKind(doc.kind) ? doc.kind : undefined;
    if (!part) {
      causes.push({ kind, error: inFile[0]!, names: undefined });
      continue;
    }
    for (const unit of part.dropped) {
      const error = inFile.find((d) => d.pointer === unit || d.pointer.startsWith(unit + '/'));
      causes.push({ kind, error: error ?? inFile[0]!, names: unitNames(doc.data, unit, inFile) });
    }
  }
  return causes;
}

/** The name a dropped unit declares, unless that very name is what is wrong (or missing). */
function unitNames(
  data: unknown,
  unit: string,
  errors: readonly Diagnostic[],
): Set<string> | undefined {
  const node = resolve(data, unit);
  if (!node || typeof node !== 'object') return undefined;
  for (const key of IDENTITY_KEYS) {
    const value = (node as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    return errors.some((d) => d.pointer === `${unit}/${key}`) ? undefined : new Set([value]);
  }
  return undefined;
}

function resolve(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/** Each file's errors (not warnings), first place first. */
function errorsByFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (d.severity === 'warning') continue;
    byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  }
  for (const list of byFile.values()) list.sort((a, b) => a.line - b.line || a.column - b.column);
  return byFile;
}

/** The known translation keys a file's text names, wherever they stand in it. */
export function keysNamedIn(
  source: { file: string; text: string },
  keys: ReadonlySet<string>,
): { key: string; at: { file: string; pointer: string } }[] {
  const found = new Set(source.text.match(/[\w-]+:[\w.-]*\w/g) ?? []);
  return [...found]
    .filter((k) => keys.has(k))
    .map((key) => ({ key, at: { file: source.file, pointer: '' } }));
}
