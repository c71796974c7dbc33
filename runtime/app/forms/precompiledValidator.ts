/**
 * RJSF's validator for a manifest form, from the generator's precompiled ajv function
 * (generated/validators/forms.js). Nothing is compiled in the browser: the server's CSP
 * forbids `eval`/`new Function`, which runtime ajv compilation needs. RJSF looks precompiled
 * functions up by the schema's `$id`, or by `hashForSchema(schema)` when it has none — the
 * bundle's schemas have no `$id`, so the map is keyed by the hash of the very schema object
 * the form renders with. The deep import keeps ajv's compiler out of the bundle.
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { Validator } from '../../../generated/validators/forms.js';

const cache = new WeakMap<RJSFSchema, ValidatorType>();

export function precompiledValidator(
  schema: RJSFSchema,
  validate: Validator<Record<string, unknown>>,
): ValidatorType {
  let validator = cache.get(schema);
  if (!validator) {
    validator = createPrecompiledValidator({ [hashForSchema(schema)]: validate }, schema);
    cache.set(schema, validator);
  }
  return validator;
}
