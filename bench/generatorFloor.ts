/**
 * The floor the generator is measured against: a fresh process that reads, parses and
 * schema-validates the same manifest files with the same compiled schemas, and nothing else (the
 * keys of `locales/en` are read, as the schemas' translation-key format needs them; no code scan,
 * no cross-file checks, no emit, no write, no cache). Run by generator.bench.ts from an esbuild
 * bundle, as the CLI runs from one.
 */
import { listManifestFiles, parseSource, readSources } from '../generator/src/load/loadManifests';
import { loadLocales, translationKeys } from '../generator/src/load/translations';
import { kindNamed } from '../generator/src/registry';
import { createSchemaValidator } from '../generator/src/validate/schemaValidate';
import type { Diagnostic } from '../generator/src/core/types';

const root = process.argv[2] ?? process.cwd();
const diagnostics: Diagnostic[] = [];
const keys = translationKeys(loadLocales(root, diagnostics, new Map()));
const validator = createSchemaValidator(() => keys);
let documents = 0;
for (const source of readSources(root, listManifestFiles(root))) {
  for (const doc of parseSource(source, diagnostics)) {
    const kind = kindNamed(String((doc.data as { kind?: unknown }).kind));
    if (!kind) continue;
    documents++;
    diagnostics.push(...validator.validate({ ...doc, kind: kind.kind, valid: true }, kind));
  }
}
console.log(`${documents} documents, ${diagnostics.length} diagnostics`);
