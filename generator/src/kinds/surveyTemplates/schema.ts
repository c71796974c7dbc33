/**
 * JSON Schema of `kind: survey-templates` documents (product.md#screens-and-routes "Survey templates page",
 * product.md#records-and-their-fields "Survey template", product.md#constants-and-limits). A document declares `categories` (the location categories website
 * and mobile (beta) of product.md#constants-and-limits, and topic categories) and/or `templates`, each with product.md#records-and-their-fields fields and
 * its questions. Texts are translation keys of the `survey-templates` namespace.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, manifestSchema, name } from '../shared';

const ns = 'survey-templates';

const positive = (description: string, example: number): JSONSchema => ({
  type: 'integer',
  minimum: 1,
  description,
  examples: [example],
});

const category: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label'],
  description: 'A gallery category.',
  examples: [{ name: 'nps', label: `${ns}:categories.nps` }],
  properties: {
    name: name('The category id templates refer to.', 'nps'),
    label: i18nKey('The category name shown in the gallery.', `${ns}:categories.nps`),
    location: {
      type: 'boolean',
      description:
        'A location category (where the survey shows: website or mobile, product.md#constants-and-limits).',
      examples: [true],
    },
    beta: {
      type: 'boolean',
      description:
        'Shown with a beta label (the mobile location category, product.md#constants-and-limits).',
      examples: [true],
    },
  },
};

const question: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'text'],
  description: 'A question of the template; choice questions list their answer options.',
  examples: [{ type: 'nps', text: `${ns}:questions.recommend` }],
  properties: {
    type: {
      enum: ['single-choice', 'multiple-choice', 'rating', 'nps', 'open-text'],
      description: 'The kind of question (the types of the AI survey result).',
      examples: ['single-choice'],
    },
    text: i18nKey('The question.', `${ns}:questions.recommend`),
    options: {
      type: 'array',
      maxItems: 10,
      description: 'Answer options of a single- or multiple-choice question (at least two).',
      examples: [[`${ns}:options.yes`, `${ns}:options.no`]],
      items: i18nKey('An answer option.', `${ns}:options.yes`),
    },
  },
};

const template: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'entry_id',
    'survey_id',
    'internal_name',
    'use',
    'title',
    'intro_text',
    'categories',
    'questions',
  ],
  description: 'A template of the gallery (product.md#records-and-their-fields "Survey template").',
  examples: [{ entry_id: 2, survey_id: 803182, internal_name: 'nps', use: 'survey' }],
  properties: {
    entry_id: positive('Id of the gallery entry (unique over all templates).', 2),
    survey_id: positive(
      'Id of the survey the template copies (feedback 898460, NPS 803182, product.md#constants-and-limits).',
      803182,
    ),
    internal_name: name('Stable internal name (unique; tracking and tests use it).', 'nps'),
    use: {
      enum: ['survey', 'test', 'interview'],
      description:
        'What the template creates: a survey, or an unmoderated test or interview project (presets gallery, product.md#screens-and-routes).',
      examples: ['survey'],
    },
    title: i18nKey('Title shown on the card.', `${ns}:templates.nps.title`),
    intro_text: i18nKey('Description shown on the card.', `${ns}:templates.nps.intro`),
    hero_image: {
      type: 'string',
      pattern: '^/images/survey-templates/[a-z0-9-]+\\.svg$',
      description: 'Card image: an SVG under runtime/public/images/survey-templates/.',
      examples: ['/images/survey-templates/nps.svg'],
    },
    categories: {
      type: 'array',
      minItems: 1,
      description: 'Categories the template is listed under, with its position (1..n) in each.',
      examples: [[{ name: 'nps', order: 1 }]],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'order'],
        description: 'A category and the template position in it.',
        examples: [{ name: 'nps', order: 1 }],
        properties: {
          name: name('A category declared under `categories`.', 'nps'),
          order: positive('Position within the category; 1..n without gaps.', 1),
        },
      },
    },
    empty_state_highlighted: {
      type: 'boolean',
      description:
        'Offered as a card of the surveys empty state ("pending setup", product.md#screens-and-routes).',
      examples: [true],
    },
    highlight_title: i18nKey(
      'Title of the empty-state card.',
      `${ns}:templates.nps.highlight-title`,
    ),
    highlight_description: i18nKey(
      'Text of the empty-state card.',
      `${ns}:templates.nps.highlight-description`,
    ),
    highlight_order: positive('Position of the empty-state card (1..n).', 2),
    questions: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      description: 'The questions the survey starts with.',
      examples: [[{ type: 'nps', text: `${ns}:questions.recommend` }]],
      items: question,
    },
  },
};

const synonymGroup: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['terms'],
  description:
    'Words and phrases the gallery search treats as one: a search with any of them also finds what the others find (abbreviations, synonyms, the words users type for a topic).',
  examples: [{ terms: ['nps', 'net promoter', 'recommend'] }],
  properties: {
    terms: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      uniqueItems: true,
      description: 'Two or more terms; each a word or a phrase of words, in lower case.',
      examples: [['churn', 'cancel', 'cancellation']],
      items: {
        type: 'string',
        minLength: 2,
        maxLength: 40,
        // Lower case, words separated by one space or a hyphen: how the search compares them.
        pattern: '^[\\p{Ll}\\p{Lo}\\p{N}]+([ -][\\p{Ll}\\p{Lo}\\p{N}]+)*$',
        description: 'A word or phrase in lower case, words separated by one space or a hyphen.',
        examples: ['net promoter'],
      },
    },
  },
};

export const surveyTemplatesSchema: JSONSchema = manifestSchema({
  kind: 'survey-templates',
  version: 1,
  title: 'Survey templates',
  description:
    'The survey template gallery (product.md#screens-and-routes "Survey templates page", product.md#records-and-their-fields, product.md#constants-and-limits): categories and templates with their questions, served by GET /api/survey-templates/templates and used by the AI survey generator.',
  properties: {
    categories: {
      type: 'array',
      description: 'Gallery categories: the location categories and the topic categories.',
      examples: [[{ name: 'website', label: `${ns}:categories.website`, location: true }]],
      items: category,
    },
    templates: {
      type: 'array',
      description: 'Templates (surveys, unmoderated tests, interviews).',
      examples: [[{ entry_id: 2, survey_id: 803182, internal_name: 'nps', use: 'survey' }]],
      items: template,
    },
    synonyms: {
      type: 'array',
      description:
        'Groups of search terms that mean the same (e.g. nps / net promoter, churn / cancel); the gallery search expands a term through its group.',
      examples: [[{ terms: ['csat', 'satisfaction'] }]],
      items: synonymGroup,
    },
  },
});
