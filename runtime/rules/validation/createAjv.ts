/**
 * The one way every part of the project builds an ajv instance: the generator (manifest schemas,
 * form and fallback checks, the precompiled validators it emits), the server (response
 * validation) and the tests. Each gets the draft it asks for and the formats of ajv-formats, so
 * `email`, `uri`, `date-time` … mean the same in the validators the browser runs and in the
 * server's checks.
 */
import { Ajv, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under some loaders (tsx, vitest, esbuild's ESM output) the callable
// sits on `.default`. This workaround lives here only.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** `2020-12` for the project's own schemas; `draft-07` for what react-jsonschema-form and Fastify use. */
export type AjvDraft = '2020-12' | 'draft-07';

export function createAjv(draft: AjvDraft, options: Options = {}): Ajv {
  const ajv = draft === '2020-12' ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}
