/**
 * The `schemas` kind: the entities of product.md#records-and-their-fields and the request/response bodies of product.md#calls as JSON
 * Schemas, split over `manifests/schemas/<area>.yaml`. They compile to `generated/types.ts` and
 * are the building blocks of the `api` kind (client, contracts, validators, OpenAPI).
 */
import { locate, pointer } from '../../core/located';
import type { KindDefinition, ManifestDocument } from '../../core/types';
import { sortBy } from '../../core/order';
import { checkSchemas, SCHEMAS_READS, SCHEMAS_RULES } from './check';
import { typesEmitter } from './emitTypes';
import type { Entity, EntitySchema, SchemasModel } from './model';
import { schemasManifestSchema } from './schema';

export const schemasKind: KindDefinition<
  'schemas',
  SchemasModel,
  unknown,
  (typeof SCHEMAS_READS)[number]
> = {
  kind: 'schemas',
  version: 1,
  title: 'Entity schemas',
  description:
    'Entities of the product (product.md#records-and-their-fields) and the bodies of its calls (product.md#calls), as JSON Schemas in a small subset: type (a list with "null" for nullable values), description on every node, examples on every property, properties / required, items, enum, const, format, pattern, length and range limits, maxProperties, additionalProperties (objects are closed unless true, or a schema every other key must match) and `$ref: <EntityName>`. Each entity becomes one exported TypeScript type in generated/types.ts.',
  schema: schemasManifestSchema,
  collect: collectSchemas,
  reads: SCHEMAS_READS,
  check: checkSchemas,
  rules: SCHEMAS_RULES,
  emitters: [typesEmitter],
};

function collectSchemas(docs: ManifestDocument[]): SchemasModel {
  const entities = docs.flatMap((doc) =>
    Object.entries((doc.data as { schemas: Record<string, EntitySchema> }).schemas).map(
      ([name, schema]) =>
        locate<Entity>({ name, schema }, { file: doc.file, pointer: pointer('schemas', name) }),
    ),
  );
  return { schemas: sortBy(entities, (e) => e.name) };
}
