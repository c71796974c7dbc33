/**
 * A stored form's refusal by the server (400 naming the field, error `form_<rule>`, e.g.
 * form_enum) as the field's inline message, in the form's own words: the rule's translation key
 * from the form's `errors` map, with the limit the schema gives that rule (`{{limit}}` of
 * maxLength …). The browser checks the same schema first, so this shows only when the page and
 * the server disagree (a manifest changed under an open page). Other failures give nothing here.
 */
import { ApiError } from '../../api/request';
import { FALLBACK_ERROR_KEY } from './formErrors';
import type { FormDefinition } from './formsBundle';
import type { Translate } from './translateUiSchema';

const RULE_PREFIX = 'form_';

export function serverFieldErrors(
  error: unknown,
  form: Pick<FormDefinition, 'schema' | 'errors'>,
  t: Translate,
): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const { field, error: code } = error.body ?? {};
  if (!field || !code?.startsWith(RULE_PREFIX)) return {};
  const rule = code.slice(RULE_PREFIX.length);
  const fieldSchema = (form.schema.properties?.[field] ?? {}) as Record<string, unknown>;
  const limit = fieldSchema[rule];
  const key = form.errors[rule] ?? FALLBACK_ERROR_KEY;
  return { [field]: t(key, typeof limit === 'number' ? { limit } : {}) };
}
