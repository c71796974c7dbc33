/** Small schema builders shared by the guides schema modules. */
import type { JSONSchema } from '../../core/jsonSchema';
import { name } from '../shared';
import { flagName } from './conditionSchema';

/** Step ids keep the spelling the product stores (e.g. TOUR in getStartedPageState, product.md#records-and-their-fields). */
export const STEP_ID = '^[A-Za-z][A-Za-z0-9]*([_-][A-Za-z0-9]+)*$';

export const ROUTE_CLASSES = ['feature', 'settings', 'profile', 'onboarding'];

export const condition = (description: string, example: unknown): JSONSchema => ({
  $ref: '#/$defs/condition',
  description,
  examples: [example],
});

export function list(items: JSONSchema, description: string, example: unknown[]): JSONSchema {
  return { type: 'array', items, description, examples: [example] };
}

export function routeList(description: string, example: string[]): JSONSchema {
  return {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: name('A route name.', example[0]!),
    description,
    examples: [example],
  };
}

export function stepIds(description: string): JSONSchema {
  return {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: {
      type: 'string',
      pattern: STEP_ID,
      description: 'A step id of this guide.',
      examples: ['recording'],
    },
    description,
    examples: [['installation', 'recording', 'heatmap', 'survey', 'feedback', 'invite']],
  };
}

export const flagNames = (description: string, example: string[]): JSONSchema => ({
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: flagName('A flag declared under `flags`.'),
  description,
  examples: [example],
});
