/**
 * The `schemas` manifest: `schemas: { <EntityName>: <schema> }`. An entity schema is written in a
 * deliberately small JSON Schema subset, so every emitter (TypeScript types, ajv validators,
 * OpenAPI, server contracts) understands all of it. The subset's meta-schema lives in `$defs`
 * and is shared with the `api` kind, whose request and response bodies use the same language.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { manifestSchema } from '../shared';
import { SCHEMA_FORMATS, SCHEMA_TYPES } from './model';

export const ENTITY_NAME_PATTERN = '^[A-Z][A-Za-z0-9]*$';
export const PROPERTY_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

/** `type: string`, or `type: [string, 'null']` for nullable values: both spellings as one enum. */
const TYPE_VALUES = [
  ...SCHEMA_TYPES,
  ...SCHEMA_TYPES.filter((t) => t !== 'null').map((t) => [t, 'null']),
];

type NodeRole = 'entity' | 'property' | 'item';

const ROLE_TEXT: Record<NodeRole, string> = {
  entity: 'An entity: a JSON Schema in the Lodestar subset. Every node needs a description.',
  property: 'A property of an object: a schema node that needs a description and an examples list.',
  item: 'A schema node (array items, request or response bodies): needs a description.',
};

/**
 * One node of the subset. The three roles differ only in what they require, so product managers
 * get "missing key examples" on a property rather than a vague mismatch.
 */
function schemaNode(role: NodeRole): JSONSchema {
  const scalar = { type: ['string', 'number', 'boolean', 'null'] };
  return {
    description: ROLE_TEXT[role],
    examples: [{ type: 'string', description: 'Name of the site.', examples: ['My shop'] }],
    type: 'object',
    additionalProperties: false,
    required: role === 'property' ? ['description', 'examples'] : ['description'],
    // Next to `$ref` only the documentation keys make sense; anything else would be ignored.
    if: { required: ['$ref'], properties: { $ref: {} } },
    then: {
      properties: { $ref: {}, description: {}, examples: {} },
      additionalProperties: false,
    },
    properties: {
      $ref: {
        type: 'string',
        pattern: ENTITY_NAME_PATTERN,
        description:
          'Another entity of a schemas manifest, by its bare name (PascalCase). Write only description (and examples) next to it.',
        examples: ['Organization'],
      },
      type: {
        enum: TYPE_VALUES,
        description:
          'The JSON type. Write a list of the type and null, e.g. [string, "null"], for a value that may be null.',
        examples: ['string', ['integer', 'null']],
      },
      description: {
        type: 'string',
        minLength: 1,
        description:
          'What the value means (shown in the generated types and the OpenAPI document).',
        examples: ['Seconds since the epoch when the site was created.'],
      },
      examples: {
        type: 'array',
        minItems: 1,
        items: {
          description: 'One example value.',
          examples: ['https://example.com'],
        },
        description: 'Example values (required on properties; used by the API documentation).',
        examples: [[42]],
      },
      properties: {
        type: 'object',
        propertyNames: {
          pattern: PROPERTY_NAME_PATTERN,
          description:
            'a property name: letters, digits and underscores, not starting with a digit',
          examples: ['pictureUrl'],
        },
        additionalProperties: {
          $ref: '#/$defs/property',
          description: 'The schema of one property.',
          examples: [{ type: 'integer', description: 'Site id.', examples: [1] }],
        },
        description: 'The properties of an object, by name.',
        examples: [{ id: { type: 'integer', description: 'Site id.', examples: [1] } }],
      },
      required: {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', description: 'A property name.', examples: ['id'] },
        description: 'Properties that must be present (each must be declared under properties).',
        examples: [['id', 'name']],
      },
      items: {
        $ref: '#/$defs/item',
        description: 'The schema of each element of an array.',
        examples: [{ $ref: 'Site', description: 'A site of the organization.' }],
      },
      enum: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { ...scalar, description: 'An allowed value.', examples: ['basic'] },
        description: 'The only allowed values.',
        examples: [['on', 'off']],
      },
      const: { ...scalar, description: 'The single allowed value.', examples: [true] },
      format: {
        enum: [...SCHEMA_FORMATS],
        description: 'A string format checked by the validators.',
        examples: ['email'],
      },
      pattern: {
        type: 'string',
        format: 'regex',
        description: 'A regular expression a string must match.',
        examples: ['^[a-z]{3}$'],
      },
      minimum: { type: 'number', description: 'Smallest allowed number.', examples: [0] },
      maximum: { type: 'number', description: 'Largest allowed number.', examples: [100] },
      minLength: { type: 'integer', minimum: 0, description: 'Shortest string.', examples: [1] },
      maxLength: { type: 'integer', minimum: 0, description: 'Longest string.', examples: [400] },
      minItems: { type: 'integer', minimum: 0, description: 'Fewest array items.', examples: [1] },
      maxItems: { type: 'integer', minimum: 0, description: 'Most array items.', examples: [3] },
      maxProperties: {
        type: 'integer',
        minimum: 0,
        description: 'Most keys an object may have (bounds a free-form map).',
        examples: [20],
      },
      additionalProperties: {
        anyOf: [
          { type: 'boolean' },
          {
            $ref: '#/$defs/item',
            description: 'The schema every key not listed under properties must match.',
            examples: [{ type: 'string', description: 'A value.', maxLength: 500 }],
          },
        ],
        description:
          'Objects are closed: keys not listed under properties are rejected. Write true for an open object (a free-form map), or a schema that every other key must match (a typed map).',
        examples: [true, { type: ['string', 'null'], description: 'A value.' }],
      },
    },
  };
}

/** The subset's meta-schema, for `$defs` of any manifest schema that embeds entity schemas. */
export const entitySchemaDefs: Record<string, JSONSchema> = {
  entity: schemaNode('entity'),
  property: schemaNode('property'),
  item: schemaNode('item'),
};

export const schemasManifestSchema = manifestSchema({
  kind: 'schemas',
  version: 1,
  title: 'Entity schemas',
  description:
    'Entities of the product (product.md#records-and-their-fields) and the bodies of its calls (product.md#calls), as JSON Schemas.',
  required: ['schemas'],
  properties: {
    schemas: {
      type: 'object',
      minProperties: 1,
      propertyNames: {
        pattern: ENTITY_NAME_PATTERN,
        description: 'an entity name in PascalCase, e.g. Site or RegistrationPayload',
        examples: ['Site'],
      },
      additionalProperties: {
        $ref: '#/$defs/entity',
        description: 'One entity: its schema in the Lodestar subset.',
        examples: [{ type: 'object', description: 'A notification.', properties: {} }],
      },
      description:
        'Entities by name (PascalCase). Each becomes one exported TypeScript type and one OpenAPI component.',
      examples: [
        {
          Notification: {
            type: 'object',
            description: 'A notification of the notification center.',
            properties: {
              seenAt: {
                type: ['integer', 'null'],
                description: 'When the user saw it (epoch seconds).',
                examples: [1700000000],
              },
            },
          },
        },
      ],
    },
  },
  $defs: entitySchemaDefs,
});
