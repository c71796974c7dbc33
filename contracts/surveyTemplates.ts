/**
 * The survey template bundle: what `lodestar generate` writes to
 * generated/bundle/survey-templates.json from manifests/survey-templates/*.yaml and the server's
 * template library (server/src/surveys/templateLibrary.ts) reads. Texts are translation keys of
 * the `survey-templates` namespace, resolved on the server in the user's language.
 */

/** The question types of a template and of the AI survey result (AiSurveyQuestion). */
export type QuestionType = 'single-choice' | 'multiple-choice' | 'rating' | 'nps' | 'open-text';

/** Tests and interviews go to project creation with `?templateId=` (product.md#screens-and-routes); surveys to survey creation. */
export type TemplateUse = 'survey' | 'test' | 'interview';

export interface BundleCategory {
  name: string;
  /** Translation key of the category name. */
  label: string;
  /** A location category (website, mobile) rather than a topic (product.md#constants-and-limits). */
  location: boolean;
  beta: boolean;
}

export interface BundleQuestion {
  type: QuestionType;
  text: string;
  options?: string[];
}

export interface BundleTemplate {
  entryId: number;
  surveyId: number;
  internalName: string;
  use: TemplateUse;
  title: string;
  introText: string;
  heroImage: string | null;
  categories: { name: string; order: number }[];
  emptyState: { title: string; description: string; order: number } | null;
  questions: BundleQuestion[];
}

export interface SurveyTemplatesBundle {
  categories: BundleCategory[];
  /** Ordered by entry id. */
  templates: BundleTemplate[];
  /** Groups of search terms that mean the same, as the manifests declare them. */
  synonyms: string[][];
}
