/** JSON Schema of `kind: routes` documents (product.md#screens-and-routes "Routes"). */
import type { JSONSchema } from '../../core/jsonSchema';
import { gateDefs, i18nKey, manifestSchema, name } from '../shared';

const PARAM_NAME = '^[a-zA-Z][a-zA-Z0-9_]*$';

const queryParam: JSONSchema = {
  description: 'An optional query parameter the page reads.',
  examples: [{ type: 'string', description: 'Tab of the survey editor.', examples: ['design'] }],
  type: 'object',
  additionalProperties: false,
  required: ['type', 'description'],
  properties: {
    type: {
      enum: ['string', 'integer', 'boolean'],
      description: 'Value type (the typed path builder accepts it).',
      examples: ['string'],
    },
    description: {
      type: 'string',
      minLength: 1,
      description: 'What the parameter does.',
      examples: ['Tab of the survey editor.'],
    },
    examples: {
      type: 'array',
      minItems: 1,
      items: { description: 'An example value.', examples: ['design'] },
      description: 'Example values.',
      examples: [['design']],
    },
  },
};

const shownName = (description: string, example: string): JSONSchema => ({
  type: 'string',
  minLength: 1,
  description,
  examples: [example],
});

const shows: JSONSchema = {
  description:
    'What the page shows, for a route without a page in code: exactly one of an empty state, a redirect, the page of another route, a form whose answers the server stores, or a declared analysis page.',
  examples: [{ emptyState: 'heatmaps' }],
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    emptyState: shownName(
      'The feature whose empty state the page shows (manifests/empty-states).',
      'heatmaps',
    ),
    redirect: shownName(
      'The route the page sends the browser to, with the same path parameters.',
      'surveys.list',
    ),
    page: shownName('The route whose page (written in code) this route shows too.', 'surveys.list'),
    form: shownName(
      'The form (manifests/forms) the page shows under its title, prefilled with the saved answers; the form needs `storage: user-attributes`, which saves it.',
      'jtbd',
    ),
    analysis: shownName(
      'The analysis page (manifests/analysis-pages) the route shows, over the data of the site in its path.',
      'overview',
    ),
  },
};

const route: JSONSchema = {
  description: 'One page of the app.',
  examples: [
    {
      name: 'surveys.edit',
      path: '/sites/{siteId}/surveys/edit/{surveyId}',
      title: 'routes:surveys.edit',
    },
  ],
  type: 'object',
  additionalProperties: false,
  required: ['name', 'path', 'title'],
  properties: {
    name: name(
      'Stable route name (dotted). Its first part decides the class and sidebar mode: settings./site./team./sso. → settings, profile. → profile, setup./onboarding. → onboarding class, else feature.',
      'surveys.edit',
    ),
    path: {
      type: 'string',
      pattern:
        '^/([a-zA-Z0-9._-]+|\\{[a-zA-Z][a-zA-Z0-9_]*\\})(/([a-zA-Z0-9._-]+|\\{[a-zA-Z][a-zA-Z0-9_]*\\}))*$|^/$',
      description:
        'URL path; `{param}` marks a path parameter declared under `params`. No trailing slash.',
      examples: ['/sites/{siteId}/surveys/edit/{surveyId}'],
    },
    title: i18nKey('Translation key of the page title (namespace routes).', 'routes:surveys.edit'),
    query: {
      type: 'object',
      description: 'Optional query parameters by name.',
      examples: [{ surveyTab: { type: 'string', description: 'Tab of the survey editor.' } }],
      propertyNames: {
        pattern: PARAM_NAME,
        description: 'Query parameter name.',
        examples: ['surveyTab'],
      },
      additionalProperties: queryParam,
    },
    layout: {
      enum: ['shell', 'full-screen', 'bare'],
      default: 'shell',
      description:
        'shell = top bar + left sidebar; full-screen = no sidebar (templates, AI goal, offers); bare = signed-out pages.',
      examples: ['full-screen'],
    },
    dataPage: {
      type: 'boolean',
      default: false,
      description:
        'Shows collected data; the session-limit banner may appear here (product.md#states-and-transitions).',
      examples: [true],
    },
    public: {
      type: 'boolean',
      default: false,
      description: 'Signed-out users may open it.',
      examples: [true],
    },
    feature: name('The feature the page belongs to (empty states, placeholders).', 'surveys'),
    gate: {
      $ref: '#/$defs/gate',
      description: 'Condition to enter; denied users see the 403 page.',
      examples: [{ permission: 'surveys-create' }],
    },
    shows,
    note: {
      type: 'string',
      description: 'Why a choice was made (e.g. a path the product rules do not show).',
      examples: ['The product rules show no path; /register is our choice.'],
    },
  },
};

const redirect: JSONSchema = {
  description: 'A legacy path that sends the browser to a route.',
  examples: [{ from: '/sites/{siteId}/polls/*', to: 'surveys.list' }],
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: {
      type: 'string',
      pattern:
        '^/([a-zA-Z0-9._-]+|\\{[a-zA-Z][a-zA-Z0-9_]*\\})(/([a-zA-Z0-9._-]+|\\{[a-zA-Z][a-zA-Z0-9_]*\\}))*(/\\*)?$',
      description:
        'Old path; `{param}` captures a segment, a final `/*` matches the rest of the path.',
      examples: ['/sites/{siteId}/polls/*'],
    },
    to: name('Target route name.', 'surveys.list'),
    params: {
      type: 'object',
      description:
        'Where each target parameter comes from: the name of a captured parameter of `from`, or @organization / @site (the signed-in context). Default: the parameter of the same name.',
      examples: [{ orgId: '@organization' }],
      propertyNames: {
        pattern: PARAM_NAME,
        description: 'Target parameter name.',
        examples: ['orgId'],
      },
      additionalProperties: {
        type: 'string',
        pattern: '^(@organization|@site|[a-zA-Z][a-zA-Z0-9_]*)$',
        description: 'Source of the value.',
        examples: ['@organization'],
      },
    },
    note: {
      type: 'string',
      description: 'Why the redirect exists.',
      examples: ['Legacy polls area.'],
    },
  },
};

export const routesSchema = manifestSchema({
  kind: 'routes',
  version: 1,
  title: 'Routes',
  description:
    'Pages of the app, their path parameters and legacy redirects (product.md#screens-and-routes "Routes").',
  properties: {
    params: {
      type: 'object',
      description: 'Path parameters, declared once with their type.',
      examples: [{ siteId: { type: 'integer', description: 'Site id.' } }],
      propertyNames: {
        pattern: PARAM_NAME,
        description: 'Parameter name as written in paths.',
        examples: ['siteId'],
      },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'description'],
        description: 'A path parameter.',
        examples: [{ type: 'integer', description: 'Site id.', examples: [42] }],
        properties: {
          type: { enum: ['string', 'integer'], description: 'Value type.', examples: ['integer'] },
          description: {
            type: 'string',
            minLength: 1,
            description: 'What it identifies.',
            examples: ['Site id.'],
          },
          examples: {
            type: 'array',
            minItems: 1,
            items: { description: 'An example value.', examples: [42] },
            description: 'Example values.',
            examples: [[42]],
          },
        },
      },
    },
    routes: {
      type: 'array',
      items: route,
      description: 'The pages.',
      examples: [[{ name: 'auth.login', path: '/login', title: 'routes:auth.login' }]],
    },
    redirects: {
      type: 'array',
      items: redirect,
      description: 'Legacy paths.',
      examples: [
        [{ from: '/research', to: 'research.projects', params: { orgId: '@organization' } }],
      ],
    },
  },
  $defs: gateDefs,
});
