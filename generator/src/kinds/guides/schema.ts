/**
 * JSON Schema of `kind: guides` documents (product.md#states-and-transitions "Getting-started guide", "Get-started page",
 * "Guide sidebars"; product.md#records-and-their-fields flags, sidebar kinds and guide state keys). A document declares one
 * `guide`, and/or the shared `sidebars` and `actions`.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { gateDefs, i18nKey, manifestSchema, name } from '../shared';
import { callToActionDef } from './callToActionSchema';
import { conditionDefs } from './conditionSchema';
import { guideSchema } from './guideSchema';
import { list } from './schemaParts';

const sidebars: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['oneAtATime', 'hideFloatingWidgetWhileOpen', 'kinds'],
  description:
    'The sidebar kinds (product.md#records-and-their-fields) and how they share the screen (product.md#states-and-transitions).',
  examples: [
    {
      oneAtATime: true,
      hideFloatingWidgetWhileOpen: true,
      kinds: [{ name: 'getting-started', description: 'Getting-started guide.' }],
    },
  ],
  properties: {
    oneAtATime: {
      type: 'boolean',
      description: 'Only one sidebar kind is open at a time, or none.',
      examples: [true],
    },
    hideFloatingWidgetWhileOpen: {
      type: 'boolean',
      description: 'The floating widget hides while a sidebar is open.',
      examples: [true],
    },
    kinds: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description'],
        description: 'A sidebar kind.',
        examples: [
          {
            name: 'getting-started',
            description: 'Getting-started guide.',
            side: 'right',
            width: 280,
          },
        ],
        properties: {
          name: name('Sidebar kind name.', 'getting-started'),
          description: {
            type: 'string',
            minLength: 1,
            description: 'What it shows.',
            examples: ['Getting-started guide.'],
          },
          side: { enum: ['left', 'right'], description: 'Screen side.', examples: ['right'] },
          width: { type: 'integer', minimum: 1, description: 'Width in px.', examples: [280] },
        },
      },
      'The sidebar kinds.',
      [{ name: 'notification-center', description: 'Notifications.' }],
    ),
  },
};

const action: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description'],
  description: 'An action the runtime implements, usable by guide buttons.',
  examples: [
    {
      name: 'start-demo-tour',
      description: 'Creates the product tour and switches to the demo site.',
    },
  ],
  properties: {
    name: name('Action name.', 'start-demo-tour'),
    description: {
      type: 'string',
      minLength: 1,
      description: 'What it does.',
      examples: ['Opens the tracking-code modal.'],
    },
    errorToast: i18nKey(
      'Danger toast shown when it fails.',
      'activation:overview.product-tour.error',
    ),
  },
};

export const guidesSchema: JSONSchema = manifestSchema({
  kind: 'guides',
  version: 1,
  title: 'Guides',
  description:
    'A guide (steps, their success and skip conditions, order tables, persistence), and/or the shared sidebar kinds and runtime actions.',
  properties: {
    sidebars,
    actions: list(action, 'Runtime actions guide buttons may run.', [
      { name: 'open-tracking-code-modal', description: 'Opens the tracking-code modal.' },
    ]),
    guide: guideSchema,
  },
  $defs: {
    ...gateDefs,
    ...conditionDefs,
    callToAction: callToActionDef({ namespace: 'guides', completeOnClick: true }),
  },
});
