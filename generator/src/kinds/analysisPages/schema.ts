/**
 * JSON Schema of `kind: analysis-pages` documents: one page per file — a title, the date range
 * it opens with, and a grid of widgets, each a query of the semantic layer (measures, `by`
 * dimensions, filters) and how it is drawn.
 */
import {
  FILTER_OPERATORS,
  IMPACT_WINDOWS,
  QUERY_LIMITS,
  RANGE_PRESETS,
  WIDGET_TYPES,
} from '../../../../contracts/analysis';
import { FUNNEL_LIMITS, FUNNEL_MATCHES } from '../../../../contracts/funnels';
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, manifestSchema, name } from '../shared';

const ids = (what: string, max: number, example: string[]): JSONSchema => ({
  type: 'array',
  minItems: 1,
  maxItems: max,
  uniqueItems: true,
  description: `Ids of ${what} of the semantic layer (manifests/semantic-layer.yaml).`,
  examples: [example],
  items: name(`A ${what.replace(/s$/, '')} id.`, example[0]!),
});

const filter: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dimension', 'operator', 'values'],
  description: 'Rows the widget keeps: a dimension compared with values.',
  examples: [{ dimension: 'device', operator: 'is', values: ['mobile'] }],
  properties: {
    dimension: name('A dimension id of the semantic layer.', 'device'),
    operator: {
      enum: [...FILTER_OPERATORS],
      description: 'is / isNot one of the values; contains / startsWith one of them (any case).',
      examples: ['is'],
    },
    values: {
      type: 'array',
      minItems: 1,
      maxItems: QUERY_LIMITS.filterValues,
      description: 'The values (a flag’s are "true" and "false").',
      examples: [['mobile', 'tablet']],
      items: { type: 'string', description: 'A value.', examples: ['mobile'] },
    },
  },
};

const step: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['match', 'value'],
  description: 'A funnel step: the pages whose path matches.',
  examples: [{ match: 'startsWith', value: '/checkout' }],
  properties: {
    match: {
      enum: [...FUNNEL_MATCHES],
      description: 'How the path matches the value.',
      examples: ['startsWith'],
    },
    value: {
      type: 'string',
      minLength: 1,
      maxLength: FUNNEL_LIMITS.valueLength,
      description: 'A path ("/cart"), or a piece of one with `contains`.',
      examples: ['/cart'],
    },
  },
};

const widget: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type'],
  description: 'One widget of the grid.',
  examples: [{ id: 'traffic', type: 'time-series', measures: ['sessions'], by: ['day'] }],
  properties: {
    id: name('Unique within the page.', 'traffic'),
    type: {
      enum: [...WIDGET_TYPES],
      description:
        'number: one measure with its change; time-series: measures over a time dimension (optionally split by a second); bar: one measure by one dimension; table: measures by one or two dimensions, sortable and paged; funnel: sessions through `steps` in order, no measures; impact: one measure before and after its `change` day.',
      examples: ['time-series'],
    },
    title: i18nKey('Its heading; default: the first measure’s name.', 'reports:overview.traffic'),
    measures: ids('measures', QUERY_LIMITS.measures, ['sessions']),
    by: ids('dimensions', QUERY_LIMITS.dimensions, ['day']),
    filters: {
      type: 'array',
      maxItems: QUERY_LIMITS.filters,
      description: 'Rows kept, on top of the page’s range.',
      examples: [[filter.examples?.[0]]],
      items: filter,
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description: 'Rows per page of a table, bars of a bar chart, series of a split time series.',
      examples: [10],
    },
    steps: {
      type: 'array',
      minItems: FUNNEL_LIMITS.minSteps,
      maxItems: FUNNEL_LIMITS.maxSteps,
      description: 'A funnel’s pages, in the order a session must view them.',
      examples: [
        [
          { match: 'exact', value: '/' },
          { match: 'exact', value: '/cart' },
          { match: 'startsWith', value: '/checkout' },
        ],
      ],
      items: step,
    },
    window: {
      type: 'integer',
      minimum: 1,
      maximum: FUNNEL_LIMITS.maxWindow,
      description:
        'A funnel’s minutes from its first step to its last (default: the whole session).',
      examples: [60],
    },
    change: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description:
        'An impact’s day the change went live (YYYY-MM-DD): it compares the measure on the days before and from it.',
      examples: ['2026-11-02'],
    },
    days: {
      enum: [...IMPACT_WINDOWS],
      description: 'An impact’s days on each side of the change (default 14).',
      examples: [14],
    },
    width: {
      type: 'integer',
      minimum: 1,
      maximum: 12,
      description:
        'Columns of the 12-column grid it spans on a wide screen (default: number 3, funnel and impact 12, others 6); every widget is full width on a phone.',
      examples: [6],
    },
  },
};

export const analysisPagesSchema: JSONSchema = manifestSchema({
  kind: 'analysis-pages',
  version: 1,
  title: 'Analysis pages',
  description:
    'A page of widgets over the captured data, declared without code: each widget names measures and dimensions of the semantic layer.',
  required: ['page'],
  properties: {
    page: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'title', 'widgets'],
      description: 'The page.',
      examples: [
        { id: 'overview', title: 'reports:overview.title', widgets: [widget.examples?.[0]] },
      ],
      properties: {
        id: name('How routes (`shows: { analysis: <id> }`) and dashboards name it.', 'overview'),
        title: i18nKey('Its title.', 'reports:overview.title'),
        description: i18nKey('One sentence under the title.', 'reports:overview.description'),
        range: {
          enum: [...RANGE_PRESETS],
          description: 'The date range it opens with (default last-30-days).',
          examples: ['last-30-days'],
        },
        compare: {
          type: 'boolean',
          description: 'Whether the previous period shows beside by default (default true).',
          examples: [true],
        },
        template: {
          type: 'object',
          additionalProperties: false,
          description:
            'Offer the page as a dashboard template; `default: true` makes it what a site’s dashboard shows until the team builds its own (one page at most).',
          examples: [{ default: true }],
          properties: {
            default: {
              type: 'boolean',
              description: 'What a site’s dashboard shows first.',
              examples: [true],
            },
          },
        },
        widgets: {
          type: 'array',
          minItems: 1,
          maxItems: 24,
          description: 'The widgets, in reading order.',
          examples: [[widget.examples?.[0]]],
          items: widget,
        },
      },
    },
  },
});
