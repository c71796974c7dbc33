/**
 * A form whose answers the server stores (`storage: user-attributes`) keeps each field in one
 * bounded value: a field the schema leaves unbounded (free text without `maxLength`, a list
 * without `maxItems` or a closed set of unique options, a nested object) could not be stored
 * without a limit, so it is refused here rather than by a 400 the product manager never sees.
 */
import { childRef } from '../../core/located';
import type { JSONSchema } from '../../core/jsonSchema';
import type { CheckContext, Ref } from '../../core/types';
import type { Form } from './model';

export const FORMS_STORAGE_RULES: Record<string, string> = {
  'forms/stored-field-unbounded':
    'A field of a form with `storage` has no size bound (`maxLength`, `enum`, `maxItems`).',
};

export function checkStoredFields(form: Form, at: Ref, ctx: CheckContext): void {
  if (!form.storage) return;
  const properties = (form.schema.properties ?? {}) as Record<string, JSONSchema>;
  for (const [name, field] of Object.entries(properties)) {
    if (isBounded(field)) continue;
    ctx.report({
      at: childRef(at, 'schema', 'properties', name),
      rule: 'forms/stored-field-unbounded',
      message: `Field "${name}" of form "${form.id}" is stored but has no size bound`,
      expected:
        'a string with `maxLength` or `enum`, a number or boolean, or a list with `maxItems` or unique `enum` items',
      found: JSON.stringify(field.type ?? 'no type'),
      hint: `Add \`maxLength: 200\` (text) or \`maxItems: 10\` (list) to field "${name}".`,
    });
  }
}

function isBounded(field: JSONSchema): boolean {
  if (field.enum !== undefined || field.const !== undefined) return true;
  switch (field.type) {
    case 'string':
      return typeof field.maxLength === 'number';
    case 'number':
    case 'integer':
    case 'boolean':
      return true;
    case 'array': {
      if (typeof field.maxItems === 'number') return isBounded(itemsOf(field));
      const items = itemsOf(field);
      return field.uniqueItems === true && items.enum !== undefined;
    }
    default:
      return false;
  }
}

function itemsOf(field: JSONSchema): JSONSchema {
  const items = field.items;
  return items && typeof items === 'object' && !Array.isArray(items) ? (items as JSONSchema) : {};
}
