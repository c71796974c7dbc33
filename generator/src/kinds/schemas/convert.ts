/**
 * Turns a subset schema into a standard JSON Schema (2020-12, which OpenAPI 3.1 also speaks):
 * bare entity references become whatever the target needs (`#/components/schemas/Site`, an ajv
 * `$id`, a Fastify shared-schema id), and objects without `additionalProperties` are closed, so
 * validators agree with the generated TypeScript types (which have no index signatures).
 */
import type { JSONSchema } from '../../core/jsonSchema';
import type { EntitySchema } from './model';

export function toJsonSchema(
  schema: EntitySchema,
  ref: (entity: string) => string,
  options: { examples: boolean } = { examples: true },
): JSONSchema {
  const { $ref, properties, items, additionalProperties, examples, ...rest } = schema;
  if ($ref !== undefined) return { $ref: ref($ref), description: schema.description };
  const out: JSONSchema = { ...rest } as JSONSchema;
  if (examples && options.examples) out.examples = examples;
  if (properties) {
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => [name, toJsonSchema(child, ref, options)]),
    );
  }
  if (items) out.items = toJsonSchema(items, ref, options);
  if (isObject(schema)) {
    out.additionalProperties =
      typeof additionalProperties === 'object'
        ? toJsonSchema(additionalProperties, ref, options)
        : (additionalProperties ?? false);
  }
  return out;
}

/** Whether a node describes an object (declared type, or properties without a type). */
export function isObject(schema: EntitySchema): boolean {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === 'object' || (type === undefined && schema.properties !== undefined);
}
