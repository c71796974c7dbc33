/**
 * What the server reads (generated/bundle/survey-templates.json, read by
 * server/src/surveys/templateLibrary.ts): categories and templates with translation keys, never
 * texts; templates by entry id, so the file does not depend on how templates are split in files.
 */
import { sortBy } from '../../core/order';
import type { BundleTemplate, SurveyTemplatesBundle } from '../../../../contracts/surveyTemplates';
import type { SurveyTemplatesModel } from './model';

export type { SurveyTemplatesBundle };

export function surveyTemplatesBundle(part: SurveyTemplatesModel): SurveyTemplatesBundle {
  return {
    categories: part.categories.map((c) => ({
      name: c.name,
      label: c.label,
      location: c.location ?? false,
      beta: c.beta ?? false,
    })),
    templates: sortBy(part.templates, (t) => String(t.entry_id).padStart(12, '0')).map(
      (t): BundleTemplate => ({
        entryId: t.entry_id,
        surveyId: t.survey_id,
        internalName: t.internal_name,
        use: t.use,
        title: t.title,
        introText: t.intro_text,
        heroImage: t.hero_image ?? null,
        categories: t.categories.map((c) => ({ name: c.name, order: c.order })),
        emptyState:
          t.empty_state_highlighted &&
          t.highlight_title &&
          t.highlight_description &&
          t.highlight_order
            ? {
                title: t.highlight_title,
                description: t.highlight_description,
                order: t.highlight_order,
              }
            : null,
        questions: t.questions.map((q) =>
          q.options
            ? { type: q.type, text: q.text, options: q.options }
            : { type: q.type, text: q.text },
        ),
      }),
    ),
    synonyms: part.synonyms.map((group) => [...group.terms]),
  };
}
