/**
 * JSON Schema of `kind: forms` documents: forms rendered with react-jsonschema-form. A form's
 * `schema` is plain JSON Schema 2020-12 (ajv compiles it strictly: `forms/schema-invalid`);
 * its `uiSchema` is checked entry by entry here, so every label is a translation key of the
 * `forms:` namespace and every ui option is one the runtime supports.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, manifestSchema, name } from '../shared';

/** Field names as they appear in `schema.properties` and as uiSchema keys. */
export const FIELD_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

export const ERROR_KEYWORDS = [
  'required',
  'type',
  'minLength',
  'maxLength',
  'format',
  'pattern',
  'const',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'uniqueItems',
] as const;

const formsKey = (description: string, example: string): JSONSchema => ({
  ...i18nKey(description, example),
  pattern: '^forms:',
});

const enumMap = (description: string, example: string): JSONSchema => ({
  type: 'object',
  additionalProperties: false,
  description,
  examples: [{ marketing: example }],
  patternProperties: {
    '^[A-Za-z0-9][A-Za-z0-9_-]*$': formsKey('Translation key for this enum value.', example),
  },
});

const uiField: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'How one field of `schema.properties` is shown (react-jsonschema-form ui options).',
  examples: [
    {
      'ui:title': 'forms:register.fields.email.title',
      'ui:placeholder': 'forms:register.fields.email.placeholder',
      'ui:widget': 'email',
      'ui:autocomplete': 'email',
    },
  ],
  properties: {
    'ui:title': formsKey('Label of the field.', 'forms:register.fields.email.title'),
    'ui:placeholder': formsKey('Placeholder text.', 'forms:register.fields.email.placeholder'),
    'ui:help': formsKey('Help text under the field.', 'forms:register.fields.password.help'),
    'ui:description': formsKey(
      'Description above the field.',
      'forms:sso-settings.fields.enforceSso.description',
    ),
    'ui:widget': {
      enum: [
        'text',
        'email',
        'password',
        'textarea',
        'checkbox',
        'select',
        'radio',
        'checkboxes',
        'uri',
        'hidden',
      ],
      description: 'The widget that renders the field.',
      examples: ['password'],
    },
    'ui:autocomplete': {
      enum: [
        'name',
        'email',
        'username',
        'current-password',
        'new-password',
        'country',
        'url',
        'organization',
        'one-time-code',
        'off',
      ],
      description: 'The HTML autocomplete token, so browsers and password managers fill it right.',
      examples: ['new-password'],
    },
    'ui:autofocus': {
      type: 'boolean',
      description: 'Focus this field when the form opens.',
      examples: [true],
    },
    'ui:enumLabels': enumMap(
      'Label per enum value of the field.',
      'forms:sso-settings.roles.marketing.label',
    ),
    'ui:enumDescriptions': enumMap(
      'Description per enum value; values without one show none.',
      'forms:sso-settings.roles.marketing.description',
    ),
  },
};

const uiSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'react-jsonschema-form uiSchema: one entry per field (named as in `schema.properties`), plus form-wide `ui:` options.',
  examples: [
    {
      'ui:order': ['email', 'password'],
      email: { 'ui:title': 'forms:login.fields.email.title', 'ui:widget': 'email' },
    },
  ],
  properties: {
    'ui:order': {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      description: 'Field order; `*` stands for every field not listed.',
      examples: [['name', 'email', 'password', '*']],
      items: {
        type: 'string',
        pattern: '^([A-Za-z_][A-Za-z0-9_]*|\\*)$',
        description: 'A field name, or `*`.',
        examples: ['email'],
      },
    },
    'ui:submitButtonOptions': {
      type: 'object',
      additionalProperties: false,
      required: ['submitText'],
      description: 'The submit button.',
      examples: [{ submitText: 'forms:register.submit' }],
      properties: {
        submitText: formsKey('Label of the submit button.', 'forms:register.submit'),
      },
    },
  },
  patternProperties: { [FIELD_PATTERN]: uiField },
};

const embeddedSchema: JSONSchema = {
  type: 'object',
  required: ['type', 'properties'],
  // Not closed with additionalProperties: it is a JSON Schema, judged by ajv itself in the
  // `forms/schema-invalid` check (strict mode rejects unknown keywords there).
  description:
    'What the form submits, as plain JSON Schema 2020-12 (no custom keywords): the browser and the server validate with it.',
  examples: [
    {
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
    },
  ],
  properties: {
    type: { const: 'object', description: 'A form submits an object.', examples: ['object'] },
    properties: {
      type: 'object',
      description: 'The fields: name → JSON Schema of its value.',
      examples: [{ email: { type: 'string', format: 'email' } }],
    },
  },
};

const form: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'schema', 'uiSchema', 'errors'],
  description: 'A form: what it submits (`schema`), how it looks (`uiSchema`), its error messages.',
  examples: [
    {
      id: 'login',
      title: 'forms:login.title',
      schema: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
      uiSchema: { email: { 'ui:title': 'forms:login.fields.email.title' } },
      errors: { required: 'forms:errors.required' },
    },
  ],
  properties: {
    id: name('Stable form id.', 'register'),
    title: formsKey('Translation key of the form title.', 'forms:register.title'),
    schema: embeddedSchema,
    uiSchema,
    storage: {
      enum: ['user-attributes'],
      description:
        'Where the server keeps what the form submits. `user-attributes`: each declared field is a user attribute of the person, validated against `schema` and read back by id; without it the form has no generic storage (its page saves through its own call).',
      examples: ['user-attributes'],
    },
    errors: {
      type: 'object',
      additionalProperties: false,
      description:
        'Translated inline messages: ajv error keyword → translation key (the message may use the keyword’s params, e.g. {{limit}}).',
      examples: [{ minLength: 'forms:errors.too-short' }],
      properties: Object.fromEntries(
        ERROR_KEYWORDS.map((k) => [
          k,
          formsKey(`Message when the "${k}" rule fails.`, `forms:errors.${k}`),
        ]),
      ),
    },
  },
};

export const formsSchema: JSONSchema = manifestSchema({
  kind: 'forms',
  version: 1,
  title: 'Forms',
  description:
    'Forms rendered with react-jsonschema-form (register, login, profile details, password, email, SSO settings).',
  required: ['forms'],
  properties: {
    forms: {
      type: 'array',
      minItems: 1,
      items: form,
      description: 'The forms of this file.',
      examples: [form.examples],
    },
  },
});
