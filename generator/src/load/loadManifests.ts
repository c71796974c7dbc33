/**
 * Load step: every `*.yaml` under `manifests/` (sorted, so output never depends on directory
 * order), parsed with source positions. Syntax problems become diagnostics, never exceptions.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { sortStrings } from '../core/order';
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
      for (const error of yaml.errors) {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        const duplicate = error.code === 'DUPLICATE_KEY';
        diagnostics.push({
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
        });
      }
      continue;
    }
    if (yaml.contents === null) continue; // an empty document (e.g. a trailing `---`)
    out.push({ file: source.file, data: yaml.toJS({ maxAliasCount: 1000 }), yaml, lineCounter });
  }
  return out;
}
