/**
 * JSON Schema of the guide condition language (success / skip / init rules, product.md#states-and-transitions), kept next
 * to its TypeScript twin `GuideCondition` in runtime/rules/guides/types.ts.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { ORG_ACCESS_LEVELS } from '../../../../contracts/gates';

export const GOALS = ['feedback', 'heatmaps', 'recordings', 'interviews', 'skipped', 'surveys'];
export const EXPERTISE = ['beginner', 'intermediate', 'expert', 'skip'];
export const JOBS_TO_BE_DONE = [
  'identifying',
  'prioritizing',
  'exploring',
  'executing',
  'monitoring',
  'other',
];

/** Guide flags are stored as app-state keys: lower case with underscores (product.md#records-and-their-fields). */
export const FLAG_PATTERN = '^[a-z][a-z0-9]*(_[a-z0-9]+)*$';

export function flagName(description: string, example = 'viewed_recording'): JSONSchema {
  return { type: 'string', pattern: FLAG_PATTERN, description, examples: [example] };
}

function flagList(description: string, example: string[]): JSONSchema {
  return {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: flagName('A flag declared under the guide’s `flags`.'),
    description,
    examples: [example],
  };
}

function enumList(values: string[], description: string, what: string): JSONSchema {
  return {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { enum: values, description: what, examples: [values[0]] },
    description,
    examples: [values.slice(0, 2)],
  };
}

const conditionRef = (description: string, example: unknown): JSONSchema => ({
  $ref: '#/$defs/condition',
  description,
  examples: [example],
});

export const conditionDefs: Record<string, JSONSchema> = {
  condition: {
    description:
      'A condition on the guide context. Exactly one key: flag, anyFlag, allFlags, tracking, orgAccess, orgUsersMoreThan, locale, profile, siteCreatedBefore, or all / any / not.',
    examples: [{ anyFlag: ['viewed_recording', 'viewed_heatmap'] }, { tracking: 'installed' }],
    type: 'object',
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: {
      flag: flagName('Holds when this guide flag is set.'),
      anyFlag: flagList('Holds when at least one of these flags is set.', [
        'viewed_recording',
        'viewed_heatmap',
      ]),
      allFlags: flagList('Holds when every one of these flags is set.', ['done', 'celebrated']),
      tracking: {
        enum: ['installed', 'not-installed'],
        description:
          'Holds when the tracking code is (installed: inactive or active, product.md#states-and-transitions "Tracking code") or is not installed.',
        examples: ['installed'],
      },
      orgAccess: enumList(
        [...ORG_ACCESS_LEVELS],
        'Holds when the user’s organization access level is one of these (product.md#roles-and-permissions).',
        'An organization access level.',
      ),
      orgUsersMoreThan: {
        type: 'integer',
        minimum: 0,
        description: 'Holds when the organization has more users than this.',
        examples: [1],
      },
      locale: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: {
          type: 'string',
          pattern: '^[a-z]{2}(-[A-Z]{2})?$',
          description: 'A language code; `en` also matches `en-GB`.',
          examples: ['en'],
        },
        description: 'Holds when the interface language is one of these.',
        examples: [['en']],
      },
      profile: {
        type: 'object',
        additionalProperties: false,
        description:
          'Holds when the user has a profile and it matches every key given (an empty mapping: any profile).',
        examples: [{ goal: ['recordings', 'heatmaps'] }],
        properties: {
          goal: enumList(
            GOALS,
            'The profile goal is one of these.',
            'A goal (product.md#records-and-their-fields).',
          ),
          expertise: enumList(
            EXPERTISE,
            'The profile expertise is one of these.',
            'An expertise level (product.md#records-and-their-fields).',
          ),
          jobsToBeDone: enumList(
            JOBS_TO_BE_DONE,
            'At least one of the user’s jobs to be done is one of these.',
            'A job to be done (product.md#records-and-their-fields).',
          ),
        },
      },
      siteCreatedBefore: {
        type: 'integer',
        minimum: 0,
        description: 'Holds when the site was created before this time (epoch seconds).',
        examples: [1604335671],
      },
      all: {
        type: 'array',
        minItems: 1,
        items: conditionRef('One of the conditions that must all hold.', { flag: 'done' }),
        description: 'Holds when every listed condition holds.',
        examples: [[{ tracking: 'installed' }, { not: { flag: 'done' } }]],
      },
      any: {
        type: 'array',
        minItems: 1,
        items: conditionRef('One of the alternatives.', { flag: 'skipped' }),
        description: 'Holds when at least one listed condition holds.',
        examples: [[{ flag: 'skipped' }, { not: { orgAccess: ['write', 'admin'] } }]],
      },
      not: conditionRef('Holds when the inner condition does not.', {
        orgAccess: ['write', 'admin'],
      }),
    },
  },
};
