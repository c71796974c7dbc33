/**
 * The survey-templates part of the model (product.md#records-and-their-fields "Survey template"), merged from every
 * valid `kind: survey-templates` document; field names as the manifests write them.
 */
import type { Located } from '../../core/located';
import type { QuestionType, TemplateUse } from '../../../../contracts/surveyTemplates';

export interface TemplateCategory {
  name: string;
  label: string;
  location?: boolean;
  beta?: boolean;
}

export interface TemplateQuestion {
  type: QuestionType;
  text: string;
  options?: string[];
}

export interface SurveyTemplate {
  entry_id: number;
  survey_id: number;
  internal_name: string;
  use: TemplateUse;
  title: string;
  intro_text: string;
  hero_image?: string;
  categories: { name: string; order: number }[];
  empty_state_highlighted?: boolean;
  highlight_title?: string;
  highlight_description?: string;
  highlight_order?: number;
  questions: TemplateQuestion[];
}

/** Words a gallery search treats as one: typing any of them finds what the others find. */
export interface SynonymGroup {
  terms: string[];
}

export interface SurveyTemplatesModel {
  categories: Located<TemplateCategory>[];
  templates: Located<SurveyTemplate>[];
  synonyms: Located<SynonymGroup>[];
}
