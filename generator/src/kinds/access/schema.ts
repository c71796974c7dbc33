/** JSON Schema of `kind: access` documents (product.md#roles-and-permissions "Roles and permissions", product.md#who-it-is-for, product.md#calls). */
import {
  CATALOG_VALUE_NAMES,
  EXPERIMENT_LOOKUPS,
  FLAG_SCOPES,
  TEXT_SLOTS,
  VALUE_SLOTS,
} from '../../../../contracts/access';
import { ORG_ACCESS_LEVELS, type OrgAccess } from '../../../../contracts/gates';
import type { JSONSchema } from '../../core/jsonSchema';
import { gateDefs, i18nKey, manifestSchema, name } from '../shared';

const description = (what: string, example: string): JSONSchema => ({
  type: 'string',
  minLength: 1,
  description: what,
  examples: [example],
});

const namedThing = (
  what: string,
  example: { name: string; description: string },
  extra: Record<string, JSONSchema> = {},
  required: string[] = [],
): JSONSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description', ...required],
  description: what,
  examples: [example],
  properties: {
    name: name(`Name gates use to refer to it.`, example.name),
    description: description(
      'What it means for the product (link the heading of docs/product.md that states the rule).',
      example.description,
    ),
    ...extra,
  },
});

const level = (what: string, example: string): JSONSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['description'],
  description: what,
  examples: [{ description: example }],
  properties: { description: description('What users with this level may do.', example) },
});

const permission = namedThing(
  'A permission a user may hold (gates: `permission:`).',
  { name: 'surveys-create', description: 'Create surveys (product.md#roles-and-permissions).' },
  {
    grantedAtSignup: {
      type: 'boolean',
      description:
        'Whether the owner of a new account holds it in their organization (default true); false for staff-only permissions such as `preview`.',
      examples: [false],
    },
  },
);

const variant = namedThing(
  'An account variant (gates: `variant:`; menus: `variants:`).',
  {
    name: 'lite',
    description: 'The lite account (product.md#who-it-is-for, product.md#roles-and-permissions).',
  },
  {
    hiddenFeatures: {
      type: 'array',
      uniqueItems: true,
      items: name('A feature: the `feature` of one or more routes.', 'highlights'),
      description:
        'Features this variant does not offer. One switch: their pages show the forbidden page, and every menu item, guide step, button and empty-state card leading to them is left out.',
      examples: [['highlights']],
    },
  },
);

const flag = namedThing(
  'A feature flag (gates: `flag:`).',
  {
    name: 'voc.pro',
    description: 'Voice of Customer pro features (product.md#roles-and-permissions).',
  },
  {
    scope: {
      enum: [...FLAG_SCOPES],
      description:
        "Where the value is read from. account = the account's feature list (on when the list holds the flag name); site / user = the flags the runtime loads for the current site or user.",
      examples: ['account'],
    },
    default: {
      type: 'boolean',
      description:
        'Value when the context does not say. Keep it false unless the feature is on for everyone: gates fail closed.',
      examples: [false],
    },
  },
  ['scope', 'default'],
);

const experiment = namedThing(
  'An A/B experiment (gates: `experiment: { name, variants }`).',
  {
    name: 'signup_page_revamp',
    description: 'New signup page (product.md#roles-and-permissions).',
  },
  {
    variants: {
      type: 'array',
      minItems: 2,
      uniqueItems: true,
      items: name('A variant of the experiment.', 'treatment'),
      description: 'Every variant a user can be assigned.',
      examples: [['control', 'treatment']],
    },
    control: name(
      'The variant assumed while no assignment is known (the unchanged product).',
      'control',
    ),
    lookup: {
      enum: [...EXPERIMENT_LOOKUPS],
      description:
        'Which id the assignment is looked up by (product.md#calls "Experiment lookups by anonymous, user or site id"): anonymous = before signup (persistent anonymous id), user = per signed-in user, site = everyone on a site sees the same variant.',
      examples: ['anonymous'],
    },
    split: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'integer',
        minimum: 0,
        maximum: 100,
        description: 'Percent of ids assigned this variant.',
        examples: [50],
      },
      description:
        'Percent of ids per variant, whole numbers summing to 100; a variant left out gets 0. Without it the variants share ids evenly. The assignment is a stable hash of `<experiment>:<id>` (runtime/rules/experiments/assignVariant.ts): changing the split moves only the ids whose bucket changes range.',
      examples: [{ control: 50, treatment: 50 }],
    },
    texts: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      description:
        'The text each variant sees in a declared slot of the product, as a translation key: slot → variant → key. A variant left out sees the slot’s usual text, so a text experiment needs no code.',
      examples: [{ 'register.headline': { treatment: 'signup:experiments.headline' } }],
      properties: Object.fromEntries(
        TEXT_SLOTS.map((slot) => [
          slot,
          {
            type: 'object',
            minProperties: 1,
            description: `Variant → translation key of the text in slot ${slot}.`,
            examples: [{ treatment: 'signup:experiments.headline' }],
            additionalProperties: i18nKey(
              'Translation key of the text this variant sees.',
              'signup:experiments.headline',
            ),
          },
        ]),
      ),
    },
    values: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      description:
        'The value each variant starts on in a declared slot of the product: slot → variant → value. checkout.cycle takes a billing cycle of the catalog, checkout.plan the sku of a catalog allowance step (the plan step preselected). A variant left out starts on the page’s usual value. The slots are on signed-in pages: the experiment’s lookup is user or site.',
      examples: [{ 'checkout.cycle': { treatment: 'annually' } }],
      properties: Object.fromEntries(
        Object.entries(VALUE_SLOTS).map(([slot, { values }]) => [
          slot,
          {
            type: 'object',
            minProperties: 1,
            description: `Variant → the value slot ${slot} starts on: a ${CATALOG_VALUE_NAMES[values]} of the catalog.`,
            examples: [{ treatment: slot === 'checkout.cycle' ? 'annually' : 'ask-business-1000' }],
            additionalProperties: {
              type: 'string',
              minLength: 1,
              description: `The ${CATALOG_VALUE_NAMES[values]} this variant starts on.`,
              examples: [slot === 'checkout.cycle' ? 'annually' : 'ask-business-1000'],
            },
          },
        ]),
      ),
    },
  },
  ['variants', 'control', 'lookup'],
);

const predicate = namedThing(
  'A named, reusable condition (gates: `predicate:`), built from gates with all / any / not.',
  {
    name: 'full-account',
    description: 'Neither cross-sell nor standalone (product.md#roles-and-permissions).',
  },
  {
    gate: {
      $ref: '#/$defs/gate',
      description:
        'The condition. It may name other predicates, but never itself (directly or not).',
      examples: [{ not: { variant: ['cross-sell', 'standalone'] } }],
    },
  },
  ['gate'],
);

const list = (items: JSONSchema, what: string, example: unknown): JSONSchema => ({
  type: 'array',
  items,
  description: what,
  examples: [[example]],
});

export const accessSchema = manifestSchema({
  kind: 'access',
  version: 1,
  title: 'Access',
  description:
    'The vocabulary of gates (product.md#roles-and-permissions): permissions, organization access levels, the account admin role, account variants, feature flags, experiments and named predicates.',
  properties: {
    permissions: list(permission, 'Permissions a user may hold.', {
      name: 'surveys-create',
      description: 'Create surveys (product.md#roles-and-permissions).',
    }),
    organizationAccess: {
      type: 'object',
      additionalProperties: false,
      required: [...ORG_ACCESS_LEVELS],
      description:
        'The fixed organization access levels (gates: `orgAccess:`), each with what it enables.',
      examples: [
        {
          read: { description: 'See data.' },
          write: { description: 'Also invite.' },
          admin: { description: 'Also manage.' },
        },
      ],
      properties: {
        read: level('The lowest level.', 'See the organization’s sites and data.'),
        write: level('The middle level.', 'Invite members, create spaces and feedback.'),
        admin: level('The highest level.', 'Everything write allows, plus managing access.'),
      } satisfies Record<OrgAccess, JSONSchema>,
    },
    accountAdmin: {
      type: 'object',
      additionalProperties: false,
      required: ['description'],
      description: 'The account admin role (gates: `accountAdmin:`).',
      examples: [{ description: 'Sees Preferences (product.md#roles-and-permissions).' }],
      properties: {
        description: description(
          'What account admins may do.',
          'Sees Preferences (product.md#roles-and-permissions).',
        ),
      },
    },
    variants: list(variant, 'Account variants (product.md#who-it-is-for).', {
      name: 'lite',
      description: 'The lite account (product.md#who-it-is-for, product.md#roles-and-permissions).',
    }),
    flags: list(flag, 'Feature flags (product.md#roles-and-permissions "Feature gates").', {
      name: 'voc.pro',
      scope: 'account',
      default: false,
      description: 'Voice of Customer pro features.',
    }),
    experiments: list(experiment, 'Experiments (product.md#roles-and-permissions).', {
      name: 'signup_page_revamp',
      variants: ['control', 'treatment'],
      control: 'control',
      lookup: 'anonymous',
      description: 'New signup page.',
    }),
    predicates: list(predicate, 'Named conditions reused by routes, menus, empty states, guides.', {
      name: 'full-account',
      description: 'Neither cross-sell nor standalone (product.md#roles-and-permissions).',
      gate: { not: { variant: ['cross-sell', 'standalone'] } },
    }),
  },
  $defs: gateDefs,
});
