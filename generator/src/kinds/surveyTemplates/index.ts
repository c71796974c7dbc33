import type { BundledKindDefinition } from '../../core/types';
import type { SurveyTemplatesBundle } from './bundle';
import type { SurveyTemplatesModel } from './model';
import { surveyTemplatesBundle } from './bundle';
import { checkSurveyTemplates, SURVEY_TEMPLATE_RULES, SURVEY_TEMPLATES_READS } from './check';
import { collectSurveyTemplates } from './collect';
import { surveyTemplatesSchema } from './schema';

/** `kind: survey-templates` — the survey template gallery and its questions (product.md#screens-and-routes, product.md#records-and-their-fields, product.md#constants-and-limits). */
export const surveyTemplatesKind: BundledKindDefinition<
  'survey-templates',
  SurveyTemplatesModel,
  SurveyTemplatesBundle,
  (typeof SURVEY_TEMPLATES_READS)[number]
> = {
  kind: 'survey-templates',
  version: 1,
  title: 'Survey templates',
  description:
    'The survey template gallery (product.md#screens-and-routes "Survey templates page", product.md#records-and-their-fields "Survey template", product.md#constants-and-limits): categories (the website and mobile (beta) location categories and topic categories) and templates — surveys, and the unmoderated test and interview templates of the presets gallery — each with entry and survey ids, title, intro text, hero image, categories with their order, internal name, the empty-state highlight and its questions — and the synonym groups the gallery search expands a term through. Served by GET /api/survey-templates/templates in the user\'s language; the embedded AI survey generator retrieves from it.',
  schema: surveyTemplatesSchema,
  collect: collectSurveyTemplates,
  reads: SURVEY_TEMPLATES_READS,
  check: checkSurveyTemplates,
  rules: SURVEY_TEMPLATE_RULES,
  bundle: surveyTemplatesBundle,
};
