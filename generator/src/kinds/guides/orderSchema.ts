/** JSON Schema of a guide's step order tables (product.md#states-and-transitions "Step order"). */
import type { JSONSchema } from '../../core/jsonSchema';
import { name } from '../shared';
import { EXPERTISE, GOALS, JOBS_TO_BE_DONE } from './conditionSchema';
import { STEP_ID, stepIds } from './schemaParts';

const goalOrder: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['default'],
  description: 'Order for one goal: `default`, optionally overridden per expertise.',
  examples: [
    { default: ['installation', 'recording', 'heatmap'], expert: ['installation', 'segments'] },
  ],
  properties: Object.fromEntries(
    ['default', ...EXPERTISE].map((k) => [
      k,
      stepIds(
        k === 'default'
          ? 'Order for this goal when no expertise list applies.'
          : `Order for expertise ${k}.`,
      ),
    ]),
  ),
};

export const orderSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fallback'],
  description:
    'Step order (product.md#states-and-transitions): by jobsToBeDone if the profile has any, else by goal and expertise, else `fallback`; then `prepend` and `append`.',
  examples: [
    { fallback: ['installation', 'recording', 'heatmap', 'survey', 'feedback', 'invite'] },
  ],
  properties: {
    fallback: stepIds('Order with no profile, or a goal `byGoal` does not list.'),
    byGoal: {
      type: 'object',
      additionalProperties: false,
      description: 'Order per profile goal.',
      examples: [{ recordings: { default: ['installation', 'recording', 'heatmap'] } }],
      properties: Object.fromEntries(
        GOALS.map((g) => [g, { ...goalOrder, description: `Order for goal ${g}.` }]),
      ),
    },
    byJobsToBeDone: {
      type: 'object',
      additionalProperties: false,
      description:
        'Order per job to be done; several jobs concatenate in the user’s order, duplicates dropped.',
      examples: [{ monitoring: ['installation', 'dashboard', 'global-filters'] }],
      properties: Object.fromEntries(
        JOBS_TO_BE_DONE.map((j) => [j, stepIds(`Order for job ${j}.`)]),
      ),
    },
    prepend: {
      type: 'object',
      additionalProperties: false,
      required: ['step'],
      description: 'A step put first, unless a placeholder condition holds.',
      examples: [
        {
          step: 'welcome',
          unless: { placeholder: 'org-qualifies-for-welcome-skip', default: false },
        },
      ],
      properties: {
        step: {
          type: 'string',
          pattern: STEP_ID,
          description: 'The step id.',
          examples: ['welcome'],
        },
        unless: {
          type: 'object',
          additionalProperties: false,
          required: ['placeholder', 'default'],
          description:
            'A PLACEHOLDER condition: a rule the product rules name but does not show. The runtime gets its result from code; until then `default` applies.',
          examples: [{ placeholder: 'org-qualifies-for-welcome-skip', default: false }],
          properties: {
            placeholder: name('Name of the unspecified rule.', 'org-qualifies-for-welcome-skip'),
            default: {
              type: 'boolean',
              description: 'Value used while the rule is unknown.',
              examples: [false],
            },
          },
        },
      },
    },
    append: {
      type: 'object',
      additionalProperties: false,
      required: ['step', 'locales'],
      description: 'A step put last for some interface languages.',
      examples: [{ step: 'sales', locales: ['en'] }],
      properties: {
        step: {
          type: 'string',
          pattern: STEP_ID,
          description: 'The step id.',
          examples: ['sales'],
        },
        locales: {
          type: 'array',
          minItems: 1,
          items: { type: 'string', description: 'A language code.', examples: ['en'] },
          description: 'Languages that get the step.',
          examples: [['en']],
        },
      },
    },
  },
};
