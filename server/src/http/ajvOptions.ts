/**
 * Shared ajv settings of request and response validation.
 * - `removeAdditional: false`: an unknown field is a 400 naming it, never silently dropped
 *   (Fastify's default would strip it and carry on).
 * - `allowUnionTypes`: the entities use `type: [string, 'null']`.
 * - `password` is an annotation-only format (LoginCredentials.password): any string.
 */
import type { Ajv } from 'ajv';

export const ajvCustomOptions = { removeAdditional: false, allowUnionTypes: true } as const;

export function addAnnotationFormats(ajv: Ajv): Ajv {
  ajv.addFormat('password', true);
  return ajv;
}
