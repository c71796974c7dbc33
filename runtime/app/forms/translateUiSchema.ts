/**
 * A manifest form's uiSchema holds translation keys (`forms:register.fields.name.title`), not
 * text; this turns it into what RJSF renders, in the current language:
 *  - `ui:title`, `ui:placeholder`, `ui:help`, `ui:description` → translated;
 *  - `ui:enumLabels` (value → key, our manifest's spelling) → RJSF's `ui:enumNames` record;
 *  - `ui:enumDescriptions` (value → key) join their option's name: "Label — description", so a
 *    radio option says what it means (product.md#records-and-their-fields SAML role options, every role with its
 *    description, `other` without one);
 *  - `ui:submitButtonOptions.submitText` → translated.
 * Nested field uiSchemas are walked; everything else is kept as is. Pure (the translator is
 * passed in), so it is tested without React or i18next.
 */
import type { UiSchema } from '@rjsf/utils';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const TEXT_KEYS = ['ui:title', 'ui:placeholder', 'ui:help', 'ui:description'];

export function translateUiSchema(uiSchema: UiSchema, t: Translate): UiSchema {
  const result: UiSchema = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (TEXT_KEYS.includes(key) && typeof value === 'string') {
      result[key] = t(value);
    } else if (key === 'ui:enumLabels' && isRecord(value)) {
      result['ui:enumNames'] = Object.fromEntries(
        Object.entries(value).map(([option, label]) => [
          option,
          typeof label === 'string' ? t(label) : option,
        ]),
      );
    } else if (key === 'ui:submitButtonOptions' && isRecord(value)) {
      result[key] =
        typeof value.submitText === 'string'
          ? { ...value, submitText: t(value.submitText) }
          : value;
    } else if (!key.startsWith('ui:') && isRecord(value)) {
      result[key] = translateUiSchema(value as UiSchema, t);
    } else if (key !== 'ui:enumDescriptions') {
      result[key] = value;
    }
  }
  const descriptions = uiSchema['ui:enumDescriptions'];
  const names = result['ui:enumNames'];
  if (isRecord(descriptions) && isRecord(names)) {
    result['ui:enumNames'] = Object.fromEntries(
      Object.entries(names).map(([option, name]) => {
        const description = descriptions[option];
        return [
          option,
          typeof description === 'string' ? `${String(name)} — ${t(description)}` : name,
        ];
      }),
    );
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
