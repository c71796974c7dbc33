/**
 * JSON Schema of `kind: semantic-layer` documents: measures (what is counted, over which source,
 * how, and how the value reads) and dimensions (a field of the sources, or a period of time).
 * The words (sources, aggregates, granularities, formats) come from contracts/analysis.ts.
 */
import {
  AGGREGATES,
  BETTER,
  GRANULARITIES,
  MEASURE_FORMATS,
  SOURCE_NAMES,
} from '../../../../contracts/analysis';
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, manifestSchema, name } from '../shared';

const FIELD = '^[a-z][A-Za-z]*$';

const scalar: JSONSchema = {
  type: ['string', 'number', 'boolean'],
  description: 'A value of the field.',
  examples: [1],
};

const measure: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'description', 'of', 'aggregate', 'format'],
  description: 'One measure: a number computed over the rows of a source.',
  examples: [
    {
      id: 'bounce-rate',
      label: 'measures:bounce-rate.label',
      description: 'measures:bounce-rate.description',
      of: 'sessions',
      aggregate: 'share',
      where: { field: 'pageViews', equals: 1 },
      format: 'percent',
      better: 'lower',
    },
  ],
  properties: {
    id: name('How pages and queries name the measure.', 'bounce-rate'),
    label: i18nKey('Translation key of its name.', 'measures:bounce-rate.label'),
    description: i18nKey(
      'Translation key of one sentence saying what it counts (shown as help).',
      'measures:bounce-rate.description',
    ),
    of: {
      enum: [...SOURCE_NAMES],
      description: 'The source whose rows it counts.',
      examples: ['sessions'],
    },
    aggregate: {
      enum: [...AGGREGATES],
      description:
        'count: rows (matching `where`); count-distinct / sum / average: of `field`; share: the fraction of rows matching `where`.',
      examples: ['count'],
    },
    field: {
      type: 'string',
      pattern: FIELD,
      description: 'The field count-distinct, sum and average read.',
      examples: ['visitor'],
    },
    where: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'equals'],
      description: 'The rows it keeps (count) or whose share it reports (share).',
      examples: [{ field: 'newVisitor', equals: true }],
      properties: {
        field: {
          type: 'string',
          pattern: FIELD,
          description: 'A field of the source.',
          examples: ['newVisitor'],
        },
        equals: {
          description: 'The value (or any of the values) the field must have.',
          examples: [true],
          oneOf: [scalar, { type: 'array', minItems: 1, items: scalar }],
        },
      },
    },
    format: {
      enum: [...MEASURE_FORMATS],
      description: 'How its value reads: percent values are fractions, durations milliseconds.',
      examples: ['percent'],
    },
    better: {
      enum: [...BETTER],
      description: 'Which way a change is good news; leave out when neither is.',
      examples: ['lower'],
    },
  },
};

const dimension: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label'],
  description:
    'One dimension: rows grouped by a field, or by a period of time — exactly one of the two.',
  examples: [{ id: 'device', label: 'measures:dimensions.device', field: 'device' }],
  properties: {
    id: name('How pages and queries name the dimension.', 'device'),
    label: i18nKey('Translation key of its name.', 'measures:dimensions.device'),
    field: {
      type: 'string',
      pattern: FIELD,
      description: 'The field rows are grouped by.',
      examples: ['device'],
    },
    time: {
      enum: [...GRANULARITIES],
      description: 'The period rows are grouped into, in the viewer’s time zone.',
      examples: ['day'],
    },
    none: i18nKey(
      'How rows without a value are named (default “(not set)”).',
      'measures:values.direct',
    ),
    values: {
      type: 'object',
      description: 'Translation keys of known values; any other value shows as stored.',
      examples: [{ mobile: 'measures:values.device.mobile' }],
      additionalProperties: i18nKey('The value’s label.', 'measures:values.device.mobile'),
    },
  },
};

export const semanticLayerSchema: JSONSchema = manifestSchema({
  kind: 'semantic-layer',
  version: 1,
  title: 'Semantic layer',
  description:
    'The measures and dimensions the analysis pages and their queries are written in, over the captured data’s sources (sessions, page views).',
  properties: {
    measures: {
      type: 'array',
      description: 'The measures.',
      examples: [[measure.examples?.[0]]],
      items: measure,
    },
    dimensions: {
      type: 'array',
      description: 'The dimensions.',
      examples: [[dimension.examples?.[0]]],
      items: dimension,
    },
  },
});
