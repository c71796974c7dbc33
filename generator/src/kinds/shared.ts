/**
 * Schema pieces every manifest kind shares: the document envelope (`kind`, `version`),
 * translation keys, identifiers and the gate expression language of the `access` kind.
 */
import {
  GATE_ATOMS,
  ORG_ACCESS_LEVELS,
  TRACKING_STATES,
  type GateAtom,
  type GateOperator,
} from '../../../contracts/gates';
import type { JSONSchema } from '../core/jsonSchema';

export const SCHEMA_BASE = 'https://lodestar.dev/schemas';

export interface ManifestSchemaInput {
  kind: string;
  version: number;
  title: string;
  description: string;
  properties: Record<string, JSONSchema>;
  required?: string[];
  $defs?: Record<string, JSONSchema>;
}

/** The envelope of a manifest document: `kind` and `version` first, then the kind's own keys. */
export function manifestSchema(input: ManifestSchemaInput): JSONSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${SCHEMA_BASE}/${input.kind}/v${input.version}.json`,
    title: input.title,
    description: input.description,
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'version', ...(input.required ?? [])],
    properties: {
      kind: {
        description:
          'Which manifest kind this document declares; decides the schema it is checked against.',
        const: input.kind,
        examples: [input.kind],
      },
      version: {
        description: `Version of the ${input.kind} manifest schema this document is written for.`,
        const: input.version,
        examples: [input.version],
      },
      ...input.properties,
    },
    ...(input.$defs ? { $defs: input.$defs } : {}),
  };
}

/** A translation key that must exist in `locales/en/<namespace>.json`. */
export function i18nKey(description: string, example: string): JSONSchema {
  return { type: 'string', format: 'i18n-key', description, examples: [example] };
}

/** Lower-case dotted or dashed identifier, e.g. `surveys.edit`, `surveys-create`. */
export const NAME_PATTERN = '^[a-z][a-z0-9]*([._-][a-z0-9]+)*$';

export function name(description: string, example: string): JSONSchema {
  return { type: 'string', pattern: NAME_PATTERN, description, examples: [example] };
}

/**
 * The gate language (product.md#roles-and-permissions): a gate is one mapping with exactly one key. Atoms test the
 * context (permission, organization access, account admin, variant, flag, experiment, plan,
 * analytics access, locale, tracking state, demo user, preview); `predicate` names a predicate declared in
 * the access manifest; `all` / `any` / `not` compose. Evaluation fails closed.
 */
export const gateDefs: Record<string, JSONSchema> = {
  gate: {
    description: `A condition on the signed-in context. Exactly one key: an atom (${GATE_ATOMS.join(', ')}), a named predicate, or all / any / not.`,
    examples: [{ all: [{ permission: 'surveys-create' }, { not: { variant: ['lite'] } }] }],
    type: 'object',
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: {
      permission: name(
        'Allowed when the user holds this permission (declared in the access manifest).',
        'surveys-create',
      ),
      orgAccess: {
        description: 'Allowed when the organization access level is one of these.',
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: {
          enum: [...ORG_ACCESS_LEVELS],
          description: 'An organization access level.',
          examples: ['write'],
        },
        examples: [['write', 'admin']],
      },
      accountAdmin: {
        type: 'boolean',
        description: 'Allowed when the user is (true) or is not (false) an account admin.',
        examples: [true],
      },
      variant: {
        description: 'Allowed when the account variant is one of these.',
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: {
          type: 'string',
          description: 'An account variant declared in the access manifest.',
          examples: ['lite'],
        },
        examples: [['default', 'lite']],
      },
      flag: name(
        'Allowed when this feature flag (declared in the access manifest) is on.',
        'voc.pro',
      ),
      experiment: {
        description:
          'Allowed when the user is assigned one of the given variants of an experiment.',
        type: 'object',
        additionalProperties: false,
        required: ['name', 'variants'],
        properties: {
          name: {
            type: 'string',
            description: 'Experiment name from the access manifest.',
            examples: ['signup_page_revamp'],
          },
          variants: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'string',
              description: 'A variant of that experiment.',
              examples: ['treatment'],
            },
            description: 'Variants that satisfy the gate.',
            examples: [['treatment']],
          },
        },
        examples: [{ name: 'signup_page_revamp', variants: ['treatment'] }],
      },
      plan: {
        description: 'Allowed when the site plan is one of these plan ids (catalog manifest).',
        type: 'array',
        minItems: 1,
        items: { type: 'string', description: 'A plan id.', examples: ['scale'] },
        examples: [['scale', 'enterprise']],
      },
      analyticsAccess: {
        type: 'boolean',
        description: 'Allowed when the site has (true) or lacks (false) analytics access.',
        examples: [true],
      },
      locale: {
        description: 'Allowed when the interface language is one of these.',
        type: 'array',
        minItems: 1,
        items: { type: 'string', description: 'A language code.', examples: ['en'] },
        examples: [['en']],
      },
      tracking: {
        description:
          'Allowed when the tracking code state of the site is one of these (product.md#states-and-transitions "Tracking code").',
        type: 'array',
        minItems: 1,
        items: {
          enum: [...TRACKING_STATES],
          description: 'A tracking state.',
          examples: ['active'],
        },
        examples: [['inactive', 'active']],
      },
      demoUser: {
        type: 'boolean',
        description: 'Allowed when the user is (true) or is not (false) a demo user.',
        examples: [false],
      },
      preview: {
        type: 'boolean',
        description:
          'Allowed when the session may (true) or may not (false) preview personas: a development server, or the `preview` permission.',
        examples: [true],
      },
      predicate: name(
        'Allowed when the named predicate of the access manifest holds.',
        'can-create-surveys',
      ),
      all: {
        type: 'array',
        minItems: 1,
        items: {
          $ref: '#/$defs/gate',
          description: 'One of the composed gates.',
          examples: [{ flag: 'voc.pro' }],
        },
        description: 'Allowed when every listed gate allows.',
        examples: [[{ flag: 'voc.pro' }, { permission: 'surveys-create' }]],
      },
      any: {
        type: 'array',
        minItems: 1,
        items: {
          $ref: '#/$defs/gate',
          description: 'One of the composed gates.',
          examples: [{ flag: 'voc.pro' }],
        },
        description: 'Allowed when at least one listed gate allows.',
        examples: [[{ variant: ['lite'] }, { flag: 'cs_lite' }]],
      },
      not: {
        $ref: '#/$defs/gate',
        description: 'Allowed when the inner gate denies.',
        examples: [{ variant: ['lite'] }],
      },
    } satisfies Record<GateAtom | GateOperator, JSONSchema>,
  },
};
