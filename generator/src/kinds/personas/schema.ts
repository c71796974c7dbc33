/**
 * JSON Schema of `kind: personas` (manifests/personas.yaml): the users a change is reviewed for
 * by `lodestar explain diff`. Each persona is a gate context written in the access
 * manifest's words; the names are checked against it when the diff runs (explain/persona.ts).
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { ORG_ACCESS_LEVELS, TRACKING_STATES } from '../../../../contracts/gates';
import { manifestSchema, name } from '../shared';

const words = (
  description: string,
  item: string,
  example: string[],
  pattern?: string,
): JSONSchema => ({
  type: 'array',
  uniqueItems: true,
  items: {
    type: 'string',
    minLength: 1,
    description: item,
    ...(pattern ? { pattern } : {}),
    examples: [example[0]],
  },
  description,
  examples: [example],
});

const assignments: JSONSchema = words(
  'Experiment assignments.',
  '`name=variant`: an experiment of the access manifest and one of its variants.',
  ['exp_pricing_fall=control'],
  '^[^=]+=[^=]+$',
);

const flag = (description: string): JSONSchema => ({
  type: 'boolean',
  description,
  examples: [true],
});

const persona: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'description', 'variant'],
  description: 'One persona: what the gate context says about this user, account and site.',
  examples: [{ id: 'lite', description: 'A lite account admin.', variant: 'lite' }],
  properties: {
    id: name('Persona id, the heading of its section in the diff.', 'no-surveys-create'),
    description: {
      type: 'string',
      minLength: 1,
      description: 'Who this persona is, for the reader of the diff.',
      examples: ['An organization member without the surveys-create permission.'],
    },
    variant: name('Account variant (access manifest `variants`).', 'lite'),
    permissions: words('Permissions the user holds.', 'A permission of the access manifest.', [
      'feedbacks-create',
      'surveys-create',
    ]),
    orgAccess: {
      type: 'string',
      enum: [...ORG_ACCESS_LEVELS],
      description: 'Organization access level; absent means unknown (gates on it deny).',
      examples: ['read'],
    },
    accountAdmin: flag('The user is an account admin.'),
    demoUser: flag('The user is a demo user.'),
    analyticsAccess: flag('The current site has analytics access; absent means unknown.'),
    plan: name('Plan id of the current site (catalog manifest).', 'business'),
    flags: words('Feature flags that are on.', 'A flag of the access manifest.', ['cs_lite']),
    experiments: assignments,
    tracking: {
      type: 'string',
      enum: [...TRACKING_STATES],
      description: 'Tracking code state of the current site; absent means unknown.',
      examples: ['active'],
    },
    locale: {
      type: 'string',
      description: 'Interface language.',
      examples: ['en'],
    },
  },
};

export const personasSchema: JSONSchema = manifestSchema({
  kind: 'personas',
  version: 1,
  title: 'Personas',
  description:
    'The personas `lodestar explain diff` reviews a change for: each a gate context (variant, permissions, organization access, plan, flags …) in the access manifest’s words.',
  required: ['personas'],
  properties: {
    personas: {
      type: 'array',
      minItems: 1,
      items: persona,
      description: 'The personas, in the order the diff prints them.',
      examples: [[persona.examples![0]]],
    },
  },
});
