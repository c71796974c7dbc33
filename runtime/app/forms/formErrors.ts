/**
 * Inline messages of a manifest form ("translated inline errors"): each validation
 * error's keyword is looked up in the form's `errors` map (manifests/forms/*.yaml, keyword →
 * translation key) and translated with the keyword's limit (`{{limit}}` of minLength …).
 * A keyword the manifest does not map gets the generic "check the format" message rather than
 * ajv's English. One message per field and text: a value failing two rules that say the same
 * thing (pattern and the custom URL check) shows it once.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { Translate } from './translateUiSchema';

export const FALLBACK_ERROR_KEY = 'forms:errors.invalid-pattern';

export function translateErrors(
  errors: readonly RJSFValidationError[],
  keys: Readonly<Record<string, string>>,
  t: Translate,
): RJSFValidationError[] {
  const seen = new Set<string>();
  const result: RJSFValidationError[] = [];
  for (const error of errors) {
    const key = (error.name && keys[error.name]) || FALLBACK_ERROR_KEY;
    const limit = (error.params as { limit?: unknown } | undefined)?.limit;
    const message = t(key, limit === undefined ? {} : { limit });
    const id = `${error.property ?? ''}\u0000${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    result.push({ ...error, message, stack: message });
  }
  return result;
}
