/**
 * Visits every node of an entity schema with the place it was written, so cross-file checks
 * (unknown `$ref`, undeclared `required`) can point at the exact line of a nested property.
 */
import { childRef } from '../../core/located';
import type { Ref } from '../../core/types';
import type { EntitySchema } from './model';

export function walkSchema(
  schema: EntitySchema,
  at: Ref,
  visit: (node: EntitySchema, at: Ref) => void,
): void {
  visit(schema, at);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    walkSchema(child, childRef(at, 'properties', name), visit);
  }
  if (schema.items) walkSchema(schema.items, childRef(at, 'items'), visit);
  if (typeof schema.additionalProperties === 'object') {
    walkSchema(schema.additionalProperties, childRef(at, 'additionalProperties'), visit);
  }
}

/** Entity names a schema refers to, each with the place of its `$ref`. */
export function schemaRefs(schema: EntitySchema, at: Ref): { name: string; at: Ref }[] {
  const out: { name: string; at: Ref }[] = [];
  walkSchema(schema, at, (node, where) => {
    if (node.$ref !== undefined) out.push({ name: node.$ref, at: childRef(where, '$ref') });
  });
  return out;
}
