/**
 * Precompiled ajv validators as one ES module (no ajv compiler at run time, no `eval`), plus
 * its `.d.ts`. ajv's standalone output still says `require("ajv/dist/runtime/…")` for its
 * helpers even in ESM mode; those become `import * as` of the same CommonJS files (with `.js`,
 * which Node's ESM resolver needs) and an unwrap that reads the exports the same way under Node
 * (namespace.default = module.exports) and under bundlers (namespace ≈ module.exports).
 */
import type { Ajv } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { createAjv, type AjvDraft } from '../../../runtime/rules/validation/createAjv';
import type { JSONSchema } from '../core/jsonSchema';
import { tsFile } from './files';

// CommonJS; under some loaders the callable sits on `.default` (as with ajv-formats, createAjv).
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ??
  standaloneModule) as unknown as (ajv: Ajv, refs: Record<string, string>) => string;

export interface ValidatorEntry {
  /** Export name, e.g. `validateRegisterAccountBody`. */
  name: string;
  schema: JSONSchema;
  /** TypeScript type the validator narrows to. */
  type: string;
  /** One-line doc comment. */
  doc: string;
}

export interface StandaloneOptions {
  /** '2020-12' for our own schemas; 'draft-07' for form schemas (what react-jsonschema-form uses). */
  draft: AjvDraft;
  /** Schemas with `$id`s the entries may `$ref` (entities). */
  shared?: JSONSchema[];
  entries: ValidatorEntry[];
  /** `import type` lines the declarations need besides ajv's ErrorObject. */
  typeImports?: string[];
  /** Strict mode rejects unknown keywords; off for schemas written for another tool. */
  strict: boolean;
}

export function standaloneValidators(options: StandaloneOptions): { js: string; dts: string } {
  const settings = { code: { source: true, esm: true }, allErrors: true, strict: options.strict };
  const ajv = createAjv(options.draft, settings);
  for (const schema of options.shared ?? []) ajv.addSchema(schema);
  const refs: Record<string, string> = {};
  for (const entry of options.entries) {
    ajv.addSchema({ ...entry.schema, $id: entry.name });
    refs[entry.name] = entry.name;
  }
  const code = options.entries.length ? standaloneCode(ajv, refs) : '';
  return { js: tsFile(esmImports(code)), dts: tsFile(declarations(options)) };
}

function esmImports(code: string): string {
  const modules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_, spec: string) => {
    if (!modules.includes(spec)) modules.push(spec);
    return `cjs${modules.indexOf(spec)}`;
  });
  const imports = modules.map(
    (spec, i) => `import * as ns${i} from '${spec.endsWith('.js') ? spec : spec + '.js'}';`,
  );
  const bindings = modules.map((_, i) => `const cjs${i} = unwrap(ns${i});`);
  const unwrap = modules.length
    ? [
        '// CommonJS helpers of ajv: Node exposes module.exports as `default`, bundlers spread it.',
        'function unwrap(ns) {',
        '  return ns.default && ns.default.__esModule ? ns.default : ns;',
        '}',
      ]
    : [];
  return [...imports, ...unwrap, ...bindings, '', body.replace(/^"use strict";/, '')].join('\n');
}

function declarations(options: StandaloneOptions): string {
  return [
    "import type { ErrorObject } from 'ajv';",
    ...(options.typeImports ?? []),
    '',
    '/** A precompiled validator: narrows on success; `errors` holds ajv errors after a failure. */',
    'export interface Validator<T> {',
    '  (data: unknown): data is T;',
    '  errors?: ErrorObject[] | null;',
    '}',
    ...options.entries.flatMap((e) => [
      '',
      `/** ${e.doc} */`,
      `export declare const ${e.name}: Validator<${e.type}>;`,
    ]),
  ].join('\n');
}
