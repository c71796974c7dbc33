/**
 * JSON Schema of a call to action (a button or link) — shared by guide steps and empty states.
 * It goes to a route (`route` + `params` / `query`) or runs an action the runtime implements
 * (`action`, from the manifest's declared `actions`); exactly one of the two, checked by the
 * kind's `button-target` rule. A `gate` decides whether it shows; `whenDenied` how it fails.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, name } from '../shared';

const PARAM_NAME = '^[a-zA-Z][a-zA-Z0-9_]*$';

function values(description: string, example: Record<string, unknown>, types: string[]) {
  return {
    type: 'object',
    description,
    examples: [example],
    propertyNames: {
      pattern: PARAM_NAME,
      description: 'Parameter name.',
      examples: ['templateId'],
    },
    additionalProperties: {
      type: types,
      description: 'Parameter value.',
      examples: [Object.values(example)[0]],
    },
  } satisfies JSONSchema;
}

export interface CallToActionOptions {
  /** i18n namespace the examples use. */
  namespace: string;
  /** Guide steps only: clicking completes the step. */
  completeOnClick?: boolean;
  /** Kind-specific extra keys (e.g. a template card's template id). */
  extra?: Record<string, JSONSchema>;
}

export function callToActionDef(options: CallToActionOptions): JSONSchema {
  const ns = options.namespace;
  return {
    description:
      'A button or link: `label` plus either `route` (with `params` / `query`) or `action`; optionally a `gate`, with `whenDenied` hidden or disabled (+ `tooltip`).',
    examples: [{ label: `${ns}:common.install`, action: 'open-tracking-code-modal' }],
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: i18nKey('Translation key of the button text.', `${ns}:common.install`),
      route: name(
        'Route the button goes to (a route name of the routes manifest).',
        'surveys.list',
      ),
      params: values(
        'Path parameters of the route, except siteId and orgId (taken from the current site / organization).',
        { copyId: 5 },
        ['string', 'integer'],
      ),
      query: values(
        'Query parameters of the route (declared under the route’s `query`).',
        { templateId: 898460 },
        ['string', 'integer', 'boolean'],
      ),
      action: name(
        'Runtime action the button runs (one of the manifest’s `actions`).',
        'start-demo-tour',
      ),
      style: {
        enum: ['primary', 'secondary', 'link'],
        description: 'How it looks: primary button, secondary button or text link.',
        examples: ['primary'],
      },
      ...(options.completeOnClick
        ? {
            completeOnClick: {
              type: 'boolean',
              description:
                'Clicking marks the step complete (sets its `marks` flag) and expands the next pending step (product.md#states-and-transitions).',
              examples: [true],
            },
          }
        : {}),
      gate: {
        $ref: '#/$defs/gate',
        description: 'Shown (enabled) only when this gate allows; see the access manifest.',
        examples: [{ permission: 'surveys-create' }],
      },
      whenDenied: {
        enum: ['hidden', 'disabled'],
        description:
          'What a denied gate does: hide the button (default) or disable it with `tooltip`.',
        examples: ['disabled'],
      },
      tooltip: i18nKey(
        'Translation key of the tooltip on the disabled button.',
        `${ns}:common.no-permission`,
      ),
      ...options.extra,
    },
  };
}
