/**
 * JSON pointer → line:column in the YAML source, so that every diagnostic names the exact place
 * a product manager has to edit. When the pointer names something that does not exist (a missing
 * key), the nearest existing parent is used.
 */
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { SourceLocation } from '../core/types';

/** A parsed file with positions: a manifest document, or a translation file read as YAML. */
export interface PositionedDocument {
  /** Posix path relative to the project root. */
  file: string;
  yaml: Document.Parsed;
  lineCounter: LineCounter;
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Offset of the node the pointer names; `key: true` returns the offset of the map key instead. */
export function offsetOf(doc: PositionedDocument, pointer: string, key = false): number {
  let node: unknown = doc.yaml.contents;
  let offset = rangeStart(node) ?? 0;
  const segments = parsePointer(pointer);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(p.key) === segment);
      if (!pair) return offset;
      if (last && key) return rangeStart(pair.key) ?? offset;
      node = pair.value;
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) return offset;
      node = item;
      offset = rangeStart(item) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

export function locateIn(doc: PositionedDocument, pointer: string, key = false): SourceLocation {
  const { line, col } = doc.lineCounter.linePos(offsetOf(doc, pointer, key));
  return { file: doc.file, pointer, line, column: col };
}

function keyText(node: unknown): string | undefined {
  if (isScalar(node)) return String(node.value);
  return undefined;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}
