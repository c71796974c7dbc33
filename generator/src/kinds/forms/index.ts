/**
 * `kind: forms` — forms rendered with react-jsonschema-form: register, login, profile details,
 * password, email and SSO settings (product.md#screens-and-routes "Profile", product.md#records-and-their-fields registration payload and SAML role
 * options, product.md#validation password minimum length).
 */
import type { BundledKindDefinition } from '../../core/types';
import type { FormsBundle } from './bundle';
import type { FormsModel } from './model';
import { formsBundle } from './bundle';
import { checkForms, FORMS_READS, FORMS_RULES } from './check';
import { collectForms } from './collect';
import { formsSchema } from './schema';

export const formsKind: BundledKindDefinition<
  'forms',
  FormsModel,
  FormsBundle,
  (typeof FORMS_READS)[number]
> = {
  kind: 'forms',
  version: 1,
  title: 'Forms',
  description:
    'Forms rendered with react-jsonschema-form. Each has an id, a title key, a plain JSON Schema of what it submits (compiled by ajv for the browser and the server), a uiSchema whose labels, placeholders and help texts are `forms:` translation keys, and translated inline error messages per ajv keyword. One file per form under manifests/forms/.',
  schema: formsSchema,
  collect: collectForms,
  reads: FORMS_READS,
  check: checkForms,
  bundle: formsBundle,
  rules: FORMS_RULES,
};
