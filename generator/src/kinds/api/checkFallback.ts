/**
 * A fallback or swallowed-failure value stands in for the success answer (product.md#errors "Campaign load
 * failure: silent fallback to invalid basic"), so it must fit that answer's schema; otherwise the
 * generated client would not even type-check, and a product manager could not tell why.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../../../../runtime/rules/validation/createAjv';
import { childRef } from '../../core/located';
import type { PartsOf } from '../../core/partTypes';
import type { CheckContext } from '../../core/types';
import { toJsonSchema } from '../schemas/convert';

/** An ajv error in a product manager's words. */
function describe(e: ErrorObject): string {
  const where = e.instancePath ? ` at ${e.instancePath}` : '';
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'required') return `no "${String(params.missingProperty)}"${where}`;
  if (e.keyword === 'additionalProperties') {
    return `unknown key "${String(params.additionalProperty)}"${where}`;
  }
  return `${e.message ?? e.keyword}${where}`;
}

export function checkFallbacks(model: PartsOf<'api' | 'schemas'>, ctx: CheckContext): void {
  const withValue = model.api.endpoints.filter((e) => e.errors.onFailure.value !== undefined);
  if (withValue.length === 0) return;
  const compiled = compilerFor(model.schemas.schemas);
  for (const endpoint of withValue) {
    const at = childRef(endpoint.$at, 'errors', 'onFailure', 'value');
    const schemas = endpoint.responses.filter((r) => r.success && r.schema).map((r) => r.schema!);
    const value = endpoint.errors.onFailure.value;
    if (schemas.length === 0) {
      ctx.report({
        at,
        rule: 'api/fallback-mismatch',
        message: `"${endpoint.id}" answers nothing on success, so a fallback value cannot stand in`,
        expected: 'a success response with a schema, or no value',
        found: JSON.stringify(value),
        hint: 'Remove value, or use behaviour: throw.',
      });
      continue;
    }
    const problems = schemas.map((schema) => {
      const validate = compiled(schema);
      return validate(value) ? undefined : validate.errors!.slice(0, 3).map(describe).join(', ');
    });
    if (problems.some((p) => p === undefined)) continue;
    ctx.report({
      at,
      rule: 'api/fallback-mismatch',
      message: `The value does not fit the success response of "${endpoint.id}"`,
      expected: `a value matching ${schemas.map((s) => s.$ref ?? 'the inline response schema').join(' or ')}`,
      found: problems.join('; '),
      hint: 'Make the value a complete success answer (every required field, allowed values).',
    });
  }
}

type Entity = PartsOf<'schemas'>['schemas']['schemas'][number];
type ResponseSchema = Parameters<typeof toJsonSchema>[0];

/**
 * Compiled response schemas, kept while the entity schemas stay the same: `lodestar watch` runs
 * this check on every save, and building ajv with every entity was most of its cost.
 */
let compiler: { entities: string; compiled: Map<string, ValidateFunction> } | undefined;

function compilerFor(entities: readonly Entity[]): (schema: ResponseSchema) => ValidateFunction {
  const schemas = entities.map((e) => ({ ...toJsonSchema(e.schema, (n) => n), $id: e.name }));
  const key = JSON.stringify(schemas);
  if (compiler?.entities !== key) compiler = { entities: key, compiled: new Map() };
  const { compiled } = compiler;
  let ajv: ReturnType<typeof createAjv> | undefined;
  return (schema) => {
    const json = toJsonSchema(schema, (n) => n);
    const text = JSON.stringify(json);
    let validate = compiled.get(text);
    if (!validate) {
      if (!ajv) {
        ajv = createAjv('2020-12', { strict: false, allErrors: true });
        for (const entity of schemas) ajv.addSchema(entity);
      }
      validate = ajv.compile(json);
      compiled.set(text, validate);
    }
    return validate;
  };
}
