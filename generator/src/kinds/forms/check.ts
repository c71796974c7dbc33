/**
 * Cross-file rules of forms: unique ids, schemas ajv accepts, and a uiSchema that only talks
 * about fields and enum values the schema has (react-jsonschema-form silently ignores a
 * misspelt field entry, and throws at render time when `ui:order` misses a field).
 */
import { childRef } from '../../core/located';
import type { JSONSchema } from '../../core/jsonSchema';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { parsePointer } from '../../load/positions';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import { checkStoredFields, FORMS_STORAGE_RULES } from './checkStorage';
import { createSchemaCompiler, type SchemaCompiler } from './compileSchema';
import type { Form } from './model';

/** The other kinds' parts the forms check reads (see KindDefinition `reads`). */
export const FORMS_READS = [] as const satisfies readonly PartName[];
export type FormsParts = PartsOf<'forms' | (typeof FORMS_READS)[number]>;

export const FORMS_RULES: Record<string, string> = {
  'forms/duplicate-id': 'Two forms share an id.',
  'forms/schema-invalid': 'A form schema does not compile with ajv (strict, JSON Schema 2020-12).',
  'forms/ui-unknown-field': 'The uiSchema (or its `ui:order`) names a field the form schema lacks.',
  'forms/ui-unknown-option':
    '`ui:enumLabels` / `ui:enumDescriptions` name a value the field’s enum lacks.',
  'forms/ui-order-incomplete':
    '`ui:order` leaves out a field and has no `*` (the form would not render).',
  'forms/ui-missing-title': 'A visible field has no translated `ui:title`.',
  ...FORMS_STORAGE_RULES,
};

export function checkForms(model: FormsParts, ctx: CheckContext): void {
  reportDuplicates(ctx, model.forms.forms, {
    rule: 'forms/duplicate-id',
    key: (f) => f.id,
    at: (f) => childRef(f.$at, 'id'),
    message: (id) => `Form id "${id}" is used twice`,
    expected: 'a form id used once',
    hint: 'Rename one of the forms.',
  });
  const compile = createSchemaCompiler();
  for (const form of model.forms.forms) {
    checkSchema(form, form.$at, compile, ctx);
    checkUiSchema(form, form.$at, ctx);
    checkStoredFields(form, form.$at, ctx);
  }
}

function checkSchema(form: Form, at: Ref, compile: SchemaCompiler, ctx: CheckContext): void {
  const error = compile(form.schema);
  if (!error) return;
  const path = error.path ? parsePointer(error.path) : [];
  ctx.report({
    at: childRef(at, 'schema', ...path),
    rule: 'forms/schema-invalid',
    message: `The schema of form "${form.id}" does not compile`,
    expected: 'plain JSON Schema 2020-12 that ajv compiles in strict mode',
    found: error.message,
    hint: 'Use standard keywords only (and `type` next to type-specific ones); see https://ajv.js.org/strict-mode.html.',
  });
}

function checkUiSchema(form: Form, at: Ref, ctx: CheckContext): void {
  const properties = (form.schema.properties ?? {}) as Record<string, JSONSchema>;
  const fields = Object.keys(properties);
  const unknownField = (name: string, where: Ref) =>
    ctx.report({
      at: where,
      rule: 'forms/ui-unknown-field',
      message: `The uiSchema of form "${form.id}" names field "${name}", which the schema lacks`,
      expected: `one of the schema's fields ${fields.map((f) => `"${f}"`).join(', ')}`,
      found: JSON.stringify(name),
      hint:
        ctx.didYouMeanHint(name, fields) ??
        'Add the field to `schema.properties` or remove the entry.',
    });

  const ui = form.uiSchema;
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const where = childRef(at, 'uiSchema', key);
    const field = properties[key];
    if (!field) {
      unknownField(key, where);
      continue;
    }
    checkEnumOptions(form, key, field, value as Record<string, unknown>, where, ctx);
  }

  const order = ui['ui:order'] as string[] | undefined;
  if (order) {
    order.forEach((name, i) => {
      if (name !== '*' && !properties[name])
        unknownField(name, childRef(at, 'uiSchema', 'ui:order', i));
    });
    const missing = fields.filter((f) => !order.includes(f));
    // A misspelt entry is reported above; the field it meant would only be reported again here.
    const misspelt = order.some((name) => name !== '*' && !properties[name]);
    if (!order.includes('*') && missing.length && !misspelt) {
      ctx.report({
        at: childRef(at, 'uiSchema', 'ui:order'),
        rule: 'forms/ui-order-incomplete',
        message: `\`ui:order\` of form "${form.id}" leaves out ${missing.map((f) => `"${f}"`).join(', ')}`,
        expected: 'every field of the schema, or `*` for the rest',
        found: JSON.stringify(order),
        hint: `Add ${missing.map((f) => `"${f}"`).join(', ')} or "*" to the list.`,
      });
    }
  }

  for (const field of fields) {
    const entry = ui[field] as Record<string, unknown> | undefined;
    if (entry?.['ui:widget'] === 'hidden' || entry?.['ui:title']) continue;
    ctx.report({
      at: entry ? childRef(at, 'uiSchema', field) : childRef(at, 'uiSchema'),
      rule: 'forms/ui-missing-title',
      message: `Field "${field}" of form "${form.id}" has no \`ui:title\``,
      expected: 'a `ui:title` translation key for every visible field',
      found: entry ? `ui entry with ${Object.keys(entry).join(', ') || 'no keys'}` : 'no ui entry',
      hint: `Add \`${field}: { 'ui:title': forms:${form.id}.fields.${field}.title }\` to the uiSchema.`,
    });
  }
}

function checkEnumOptions(
  form: Form,
  fieldName: string,
  field: JSONSchema,
  entry: Record<string, unknown>,
  at: Ref,
  ctx: CheckContext,
): void {
  // A multi-select (an array of enum items) labels its items' values.
  const items = field.type === 'array' ? (field.items as JSONSchema | undefined) : undefined;
  const values = ((items ?? field).enum ?? []).map(String);
  for (const option of ['ui:enumLabels', 'ui:enumDescriptions']) {
    const map = entry[option] as Record<string, string> | undefined;
    for (const value of Object.keys(map ?? {})) {
      if (values.includes(value)) continue;
      ctx.report({
        at: childRef(at, option, value),
        rule: 'forms/ui-unknown-option',
        message: `\`${option}\` of field "${fieldName}" (form "${form.id}") names value "${value}", which its enum lacks`,
        expected: values.length
          ? `one of ${values.map((v) => `"${v}"`).join(', ')}`
          : 'a field with an `enum`',
        found: JSON.stringify(value),
        hint:
          ctx.didYouMeanHint(value, values) ??
          'Add the value to the field’s `enum` or remove the entry.',
      });
    }
  }
}
