/**
 * The schemas part of the model: the entities of product.md#records-and-their-fields (and the request/response wrappers of
 * product.md#calls) as JSON Schemas written in a small subset (see schema.ts). References between entities are
 * bare names (`$ref: Site`); each emitter turns them into its own reference form.
 */
import type { Located } from '../../core/located';

export const SCHEMA_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'object',
  'array',
  'null',
] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

/** Formats the subset allows: the ones ajv-formats checks and OpenAPI tools understand. */
export const SCHEMA_FORMATS = [
  'date',
  'date-time',
  'email',
  'uri',
  'uuid',
  'hostname',
  'password',
] as const;

export type EnumValue = string | number | boolean | null;

/** One node of an entity schema (the subset the `schemas` meta-schema admits). */
export interface EntitySchema {
  /** Another entity, by bare name. */
  $ref?: string;
  /** One type, or `[type, 'null']` for a nullable value. */
  type?: SchemaType | [SchemaType, 'null'];
  description: string;
  examples?: unknown[];
  properties?: Record<string, EntitySchema>;
  required?: string[];
  items?: EntitySchema;
  enum?: EnumValue[];
  const?: EnumValue;
  format?: (typeof SCHEMA_FORMATS)[number];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  /**
   * Objects are closed unless this says `true` (a free-form map) or gives the schema of every
   * other key (a typed map); types, validators and OpenAPI agree.
   */
  additionalProperties?: boolean | EntitySchema;
}

export interface Entity {
  /** PascalCase, e.g. `Site`; the exported TypeScript type has exactly this name. */
  name: string;
  schema: EntitySchema;
}

export interface SchemasModel {
  /** Every declared entity, sorted by name (a duplicate keeps file order after the first). */
  schemas: Located<Entity>[];
}
