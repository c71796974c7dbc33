/**
 * The `api` manifest: `endpoints: [...]`, one entry per call of product.md#calls. Request and response
 * bodies are written in the entity-schema subset of the `schemas` kind (`$ref: Entity` or an
 * inline schema); the failure behaviour of product.md#errors is data (`errors.onFailure`), not code.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, manifestSchema } from '../shared';
import { SCHEMA_FORMATS } from '../schemas/model';
import { entitySchemaDefs } from '../schemas/schema';
import { ENDPOINT_KINDS, FAILURE_BEHAVIOURS, HTTP_METHODS, SESSION_MODES } from './model';

export const ENDPOINT_ID_PATTERN = '^[a-z][a-zA-Z0-9]*$';
export const PARAM_NAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9_]*$';

function param(where: 'path' | 'query'): JSONSchema {
  const properties: Record<string, JSONSchema> = {
    type: {
      enum: ['string', 'integer', 'number', 'boolean'],
      description: 'The value type; parameters travel as text and are converted.',
      examples: ['integer'],
    },
    description: {
      type: 'string',
      minLength: 1,
      description: 'What the parameter means.',
      examples: ['Id of the site.'],
    },
    examples: {
      type: 'array',
      minItems: 1,
      items: { description: 'An example value.', examples: [1234] },
      description: 'Example values (used by the API documentation).',
      examples: [[1234]],
    },
    enum: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: {
        type: ['string', 'number', 'boolean'],
        description: 'An allowed value.',
        examples: ['monthly'],
      },
      description: 'The only allowed values.',
      examples: [['monthly', 'annually']],
    },
    format: {
      enum: [...SCHEMA_FORMATS],
      description: 'A string format.',
      examples: ['uuid'],
    },
    pattern: {
      type: 'string',
      format: 'regex',
      description: 'A regular expression the value must match.',
      examples: ['^[a-z]{3}$'],
    },
    minimum: { type: 'number', description: 'Smallest allowed number.', examples: [1] },
    maximum: { type: 'number', description: 'Largest allowed number.', examples: [100] },
  };
  if (where === 'query') {
    properties.required = {
      type: 'boolean',
      description: 'The call needs the parameter (default false).',
      examples: [true],
    };
  }
  return {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'description', 'examples'],
    properties,
    description:
      where === 'path'
        ? 'A path parameter: every {name} in the path has one, and every entry appears in the path.'
        : 'A query-string parameter.',
    examples: [{ type: 'integer', description: 'Id of the site.', examples: [1234] }],
  };
}

const failure: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['behaviour'],
  description:
    'What the client does when the call fails (product.md#errors): throw (default), fallback (yield value silently), swallow (log message, yield value unless the caller sets the option named by unless), toast (show a danger toast, then throw).',
  examples: [{ behaviour: 'fallback', value: { enabled: false, plan: 'basic' } }],
  properties: {
    behaviour: {
      enum: [...FAILURE_BEHAVIOURS],
      description: 'The behaviour.',
      examples: ['swallow'],
    },
    message: {
      type: 'string',
      minLength: 1,
      description:
        'Message of the error thrown or logged, quoted from product.md#errors; {param} is replaced by that input value.',
      examples: ['Failed to load /api/v1/settings'],
    },
    report: {
      type: 'boolean',
      description: 'Also send the error to the error reporter (product.md#errors "reported").',
      examples: [true],
    },
    value: {
      description:
        'What the call yields instead (required for fallback and swallow); must fit the success response.',
      examples: [{ valid: false }],
    },
    unless: {
      type: 'string',
      pattern: '^[a-z][a-zA-Z0-9]*$',
      description:
        'swallow only: a caller option (camelCase) that makes the call throw instead (product.md#errors "unless caller asks to throw").',
      examples: ['throwOnError'],
    },
    key: i18nKey(
      'toast only: translation key of the danger toast.',
      'profile:language.update-error',
    ),
    handledStatuses: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 400,
        maximum: 599,
        description: 'An error status the calling page handles itself.',
        examples: [409],
      },
      description:
        'Error answers the calling page handles itself (e.g. a 400 naming a field, shown inline): the policy is not applied to them and the original error reaches the caller. Each must be a declared response of the endpoint.',
      examples: [[400, 409, 429]],
    },
  },
  allOf: [
    { if: behaviourIs('fallback'), then: requires('value') },
    { if: behaviourIs('swallow'), then: requires('value', 'message') },
    { if: behaviourIs('toast'), then: requires('key') },
  ],
};

/** `required` inside `then`; the empty property schemas satisfy ajv's strictRequired. */
function requires(...keys: string[]): JSONSchema {
  return { required: keys, properties: Object.fromEntries(keys.map((k) => [k, {}])) };
}

function behaviourIs(value: string): JSONSchema {
  return { properties: { behaviour: { const: value } }, required: ['behaviour'] };
}

const endpoint: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'method', 'path', 'summary', 'responses', 'session', 'kind'],
  description: 'One call of the API.',
  examples: [
    {
      id: 'getSettings',
      method: 'GET',
      path: '/api/v1/settings',
      summary: 'App-wide settings.',
      responses: { 200: { description: 'The settings.', schema: { $ref: 'Settings' } } },
      session: 'none',
      kind: 'query',
    },
  ],
  properties: {
    id: {
      type: 'string',
      pattern: ENDPOINT_ID_PATTERN,
      description:
        'a camelCase id such as getCampaign; client function and type names derive from it',
      examples: ['getCampaign'],
    },
    method: { enum: [...HTTP_METHODS], description: 'The HTTP method.', examples: ['GET'] },
    path: {
      type: 'string',
      // Parameters are whole segments: runtime/rules/routes/paths.ts reads and fills them so.
      pattern: '^/api(/([^\\s?#/{}]+|\\{[a-zA-Z][a-zA-Z0-9_]*\\}))+$',
      description:
        'a path starting with /api/ (no query string), path parameters written {name}, e.g. /api/v1/sites/{siteId}/settings/sessions',
      examples: ['/api/v1/campaigns/{campaignHash}'],
    },
    summary: {
      type: 'string',
      minLength: 1,
      description: 'What the call does, one sentence.',
      examples: ['Load a signup campaign by its hash.'],
    },
    note: {
      type: 'string',
      minLength: 1,
      description: 'Why a path or body was chosen where the product rules show none.',
      examples: ['product.md#calls names this call without a path; chosen here.'],
    },
    params: {
      type: 'object',
      propertyNames: {
        pattern: PARAM_NAME_PATTERN,
        description: 'a parameter name such as siteId',
        examples: ['siteId'],
      },
      additionalProperties: param('path'),
      description: 'Path parameters by name.',
      examples: [{ siteId: { type: 'integer', description: 'Id of the site.', examples: [1234] } }],
    },
    query: {
      type: 'object',
      propertyNames: {
        pattern: PARAM_NAME_PATTERN,
        description: 'a parameter name such as select_random',
        examples: ['device'],
      },
      additionalProperties: param('query'),
      description: 'Query-string parameters by name.',
      examples: [
        { device: { type: 'string', description: 'Device class.', examples: ['desktop'] } },
      ],
    },
    request: {
      $ref: '#/$defs/item',
      description: 'The JSON body: `$ref: <Entity>` or an inline schema.',
      examples: [{ $ref: 'RegistrationPayload', description: 'The register form.' }],
    },
    message: {
      $ref: '#/$defs/item',
      description:
        'For a navigation endpoint whose page talks to the window that opened it: the message that page posts (`window.opener.postMessage`). The client gets a precompiled validator for it (`validate<Id>Message`) and must drop any message that fails it.',
      examples: [{ $ref: 'SsoMessage', description: 'What the sign-on popup posts.' }],
    },
    responses: {
      type: 'object',
      minProperties: 1,
      propertyNames: {
        pattern: '^[1-5][0-9][0-9]$',
        description: 'an HTTP status code such as 200',
        examples: ['200'],
      },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['description'],
        description: 'One possible answer.',
        examples: [{ description: 'The campaign.', schema: { $ref: 'Campaign' } }],
        properties: {
          description: {
            type: 'string',
            minLength: 1,
            description: 'When this answer comes.',
            examples: ['The campaign.'],
          },
          schema: {
            $ref: '#/$defs/item',
            description: 'The JSON body; absent for an empty answer (e.g. 204).',
            examples: [{ $ref: 'Campaign', description: 'The campaign.' }],
          },
          success: {
            type: 'boolean',
            description: 'The call succeeded. Default: true for 2xx, false otherwise.',
            examples: [true],
          },
        },
      },
      description: 'Answers by HTTP status.',
      examples: [{ 204: { description: 'Deleted.' } }],
    },
    session: {
      enum: [...SESSION_MODES],
      description: 'Whether the caller must be signed in.',
      examples: ['required'],
    },
    kind: {
      enum: [...ENDPOINT_KINDS],
      description:
        'query (GET, cached by react-query), mutation (changes data) or navigation (a page the browser opens, e.g. a sign-on popup; only a URL builder is generated).',
      examples: ['query'],
    },
    cacheSeconds: {
      type: 'integer',
      minimum: 0,
      description:
        'query only: how long an answer stays fresh (product.md#constants-and-limits "Caches").',
      examples: [3600],
    },
    pollSeconds: {
      type: 'integer',
      minimum: 1,
      description: 'query only: refetch interval while in use (product.md#constants-and-limits).',
      examples: [10],
    },
    cancellable: {
      type: 'boolean',
      description: 'The caller can abort the call (AbortSignal), e.g. AI generation.',
      examples: [true],
    },
    errors: {
      type: 'object',
      additionalProperties: false,
      description:
        'How a failure is recognised and handled (product.md#validation, product.md#errors).',
      examples: [
        {
          successField: 'success',
          onFailure: { behaviour: 'throw', message: 'Failed to register' },
        },
      ],
      properties: {
        successField: {
          type: 'string',
          pattern: '^[a-zA-Z_][a-zA-Z0-9_]*$',
          description:
            'The response must hold this field with value true, else the call failed (product.md#validation).',
          examples: ['success'],
        },
        failWhenEmpty: {
          type: 'boolean',
          description: 'An empty answer is a failure (product.md#calls "fails if no data").',
          examples: [true],
        },
        onFailure: failure,
      },
    },
  },
  allOf: [
    { if: kindIs('query'), then: { properties: { method: { const: 'GET' } } } },
    { if: kindIs('navigation'), then: { properties: { method: { const: 'GET' } } } },
  ],
};

function kindIs(value: string): JSONSchema {
  return { properties: { kind: { const: value } }, required: ['kind'] };
}

export const apiManifestSchema = manifestSchema({
  kind: 'api',
  version: 1,
  title: 'API endpoints',
  description:
    'The calls of the product (product.md#calls) with caching (product.md#constants-and-limits) and failure behaviour (product.md#errors).',
  required: ['endpoints'],
  properties: {
    endpoints: {
      type: 'array',
      minItems: 1,
      items: endpoint,
      description: 'The calls of this area.',
      examples: [[endpoint.examples![0]]],
    },
  },
  $defs: entitySchemaDefs,
});
