/**
 * Compiling a form's JSON Schema the way its consumers do (ajv 2020, strict, with ajv-formats):
 * the precompiled browser validators and the server. A schema ajv rejects is reported at build
 * time instead of crashing the page that renders the form.
 */
import { createAjv } from '../../../../runtime/rules/validation/createAjv';
import type { JSONSchema } from '../../core/jsonSchema';

export type SchemaCompiler = (schema: JSONSchema) => { message: string; path?: string } | undefined;

/**
 * A compiler for one check run: a fresh ajv instance (nothing left over from an earlier run),
 * shared by the run's forms because building the instance dominates the cost. Each schema is
 * removed after compiling, so schemas with the same $id never collide across forms.
 * The compiler returns undefined when the schema compiles, else ajv's message and the schema
 * path it names, if any.
 */
export function createSchemaCompiler(): SchemaCompiler {
  const ajv = createAjv('2020-12', { strict: true, allErrors: true });
  return (schema) => {
    try {
      ajv.compile(schema);
      return undefined;
    } catch (error) {
      const message = (error as Error).message;
      // ajv names the place as `at "#/…"` or `at path "#/…"`, except for unknown keywords.
      const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
      const path =
        /at (?:path )?"#([^"]*)"/.exec(message)?.[1] ??
        (keyword === undefined ? undefined : findKey(schema, keyword, ''));
      return path === undefined ? { message } : { message, path };
    } finally {
      ajv.removeSchema(schema);
    }
  };
}

/** JSON pointer of the first member named `key` anywhere in the schema. */
function findKey(value: unknown, key: string, at: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (k === key) return here;
    const found = findKey(v, key, here);
    if (found !== undefined) return found;
  }
  return undefined;
}
