/**
 * Compiling a form's JSON Schema the way its consumers do (ajv 2020, strict, with ajv-formats):
 * the precompiled browser validators and the server. A schema ajv rejects is reported at build
 * time instead of crashing the page that renders the form.
 */
import { createAjv } from '../../../../runtime/rules/validation/createAjv';
import type { JSONSchema } from '../../core/jsonSchema';

export type SchemaCompiler = (schema: JSONSchema) => { message: string; path?: string } | undefined;

/**
 * A compiler for one check run: a schema compiled before gives its remembered outcome; the others
 * share one fresh ajv instance (made only when one is needed). Each schema is removed after
 * compiling, so schemas with the same $id never collide across forms. The compiler returns
 * undefined when the schema compiles, else ajv's message and the schema path it names, if any.
 */
export function createSchemaCompiler(): SchemaCompiler {
  let ajv: ReturnType<typeof createAjv> | undefined;
  return (schema) => {
    const text = JSON.stringify(schema);
    if (outcomes.has(text)) return outcomes.get(text);
    ajv ??= createAjv('2020-12', { strict: true, allErrors: true });
    const outcome = compileOnce(ajv, schema);
    if (outcomes.size >= MAX_REMEMBERED) outcomes.clear();
    outcomes.set(text, outcome);
    return outcome;
  };
}

/**
 * What compiling each schema gave, by its text: whether a schema compiles depends on nothing
 * else, and `lodestar watch` checks every form on every save (the instance alone cost more than
 * the rest of the forms check). Bounded, for a long watch session.
 */
const outcomes = new Map<string, ReturnType<SchemaCompiler>>();
const MAX_REMEMBERED = 1000;

function compileOnce(
  ajv: ReturnType<typeof createAjv>,
  schema: JSONSchema,
): ReturnType<SchemaCompiler> {
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
