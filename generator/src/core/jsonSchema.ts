/**
 * A loose JSON Schema (draft 2020-12) type for the schemas we author in TypeScript.
 * Kept loose on purpose: ajv is the judge of validity, and the test suite checks that every
 * property carries a `description` and `examples`.
 */
export interface JSONSchema {
  $id?: string;
  $schema?: string;
  $ref?: string;
  $defs?: Record<string, JSONSchema>;
  title?: string;
  description?: string;
  examples?: unknown[];
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JSONSchema>;
  patternProperties?: Record<string, JSONSchema>;
  additionalProperties?: boolean | JSONSchema;
  propertyNames?: JSONSchema;
  required?: readonly string[];
  items?: JSONSchema;
  prefixItems?: JSONSchema[];
  oneOf?: JSONSchema[];
  anyOf?: JSONSchema[];
  allOf?: JSONSchema[];
  not?: JSONSchema;
  if?: JSONSchema;
  then?: JSONSchema;
  else?: JSONSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  default?: unknown;
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
}
