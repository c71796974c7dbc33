/**
 * Load step: every `*.yaml` under `manifests/` (sorted, so output never depends on directory
 * order), parsed with source positions. Syntax problems become diagnostics, never exceptions.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { sortStrings } from '../core/order';
import { attach } from '../core/following';
import type { Diagnostic, ManifestDocument } from '../core/types';

export interface SourceFile {
  file: string;
  text: string;
}

export function listManifestFiles(root: string): string[] {
  const dir = join(root, 'manifests');
  if (!existsSync(dir)) return [];
  return sortStrings(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => relative(root, join(dir, f)).split(sep).join('/')),
  );
}

export function readSources(root: string, files: string[]): SourceFile[] {
  return files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/**
 * Parse one file (one document per file, so a file + JSON pointer names one place); YAML errors
 * (syntax, duplicate keys, a second document) are reported with positions.
 */
export function parseSource(
  source: SourceFile,
  diagnostics: Diagnostic[],
): Omit<ManifestDocument, 'kind' | 'valid'>[] {
  const lineCounter = new LineCounter();
  const out: Omit<ManifestDocument, 'kind' | 'valid'>[] = [];
  for (const yaml of [
    parseDocument(source.text, { lineCounter, uniqueKeys: true, prettyErrors: false }),
  ]) {
    if (yaml.errors.length > 0) {
      let firstSyntax: Diagnostic | undefined;
      for (const error of yaml.errors) {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        const duplicate = error.code === 'DUPLICATE_KEY';
        const d: Diagnostic = {
          file: source.file,
          pointer: '',
          line,
          column: col,
          rule: duplicate ? 'yaml/duplicate-key' : 'yaml/syntax',
          message: duplicate
            ? 'The same key appears twice in one mapping'
            : 'The file is not valid YAML',
          found: error.message.split('\n')[0],
          hint: duplicate
            ? 'Keep one of the two entries; YAML would silently keep only the last.'
            : 'Check indentation (spaces, not tabs) and quoting around this line.',
        };
        // The parser loses its footing after a slip and complains about the lines that follow:
        // those complaints are listed under the first, which is the one to fix.
        if (duplicate || !firstSyntax) diagnostics.push(d);
        else if (!isSamePlace(firstSyntax, d)) attach(firstSyntax, d);
        if (!duplicate) firstSyntax ??= d;
      }
      continue;
    }
    if (yaml.contents === null) continue; // an empty document (e.g. a trailing `---`)
    out.push({ file: source.file, data: yaml.toJS({ maxAliasCount: 1000 }), yaml, lineCounter });
  }
  return out;
}

function isSamePlace(a: Diagnostic, b: Diagnostic): boolean {
  return a.line === b.line && a.column === b.column;
}

/** The kind a file's text names on a `kind:` line, read without parsing (for a file that does not parse). */
export function declaredKind(text: string): string | undefined {
  return /^kind:[ \t]*['"]?([\w-]+)/m.exec(text)?.[1];
}
