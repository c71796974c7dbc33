/** The forms part of the model: JSON Schema + uiSchema per form, for react-jsonschema-form. */
import type { JSONSchema } from '../../core/jsonSchema';
import type { Located } from '../../core/located';

export interface Form {
  /** Stable id, e.g. `register`, `sso-settings`. */
  id: string;
  /** Translation key of the form title. */
  title: string;
  /** What the form submits: a plain JSON Schema (validated in the browser and on the server). */
  schema: JSONSchema;
  /** react-jsonschema-form uiSchema; `ui:title`, `ui:placeholder`, `ui:help` hold translation keys. */
  uiSchema: Record<string, unknown>;
  /** ajv error keyword (minLength, format …) → translation key of the inline message. */
  errors: Record<string, string>;
  /** Generic storage of the submitted fields, when the form declares one. */
  storage?: 'user-attributes';
}

export interface FormsModel {
  forms: Located<Form>[];
}
