/**
 * GET /api/survey-templates/templates (product.md#calls "survey_templates list"): the template
 * library of manifests/survey-templates/, in the signed-in user's language (users.locale; English
 * for a user without one, and per string for a text the language lacks). Every signed-in user
 * may read it: the gallery is the same for all; creating from it is gated elsewhere (product.md#roles-and-permissions).
 * The synonym groups of the manifests come along: the gallery's search expands through them.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { SurveyTemplate } from '../../../generated/types';
import { userTextLanguage } from '../auth/surveyAccess';
import type { RequestContext } from '../http/context';
import {
  templateLibrary,
  templateSynonyms,
  type LibraryTemplate,
} from '../surveys/templateLibrary';

/** product.md#records-and-their-fields wire shape of a library template. */
function toSurveyTemplate(template: LibraryTemplate): SurveyTemplate {
  return {
    entry_id: template.entryId,
    survey_id: template.surveyId,
    title: template.title,
    intro_text: template.introText,
    hero_image: template.heroImage,
    categories: template.categories.map((c) => ({ name: c.name, order: c.order, label: c.label })),
    internal_name: template.internalName,
    empty_state_highlighted: template.emptyState !== null,
    empty_state_highlight_title: template.emptyState?.title ?? null,
    empty_state_highlight_description: template.emptyState?.description ?? null,
    empty_state_highlight_order: template.emptyState?.order ?? null,
    use: template.use,
    questions: template.questions.map((q) => ({
      ...q,
      ...(q.options ? { options: [...q.options] } : {}),
    })),
  };
}

export const listSurveyTemplates: ApiHandler<'listSurveyTemplates', RequestContext> = async (
  _request,
  context,
) => {
  const language = await userTextLanguage(context);
  const templates = templateLibrary(context.config.root, language);
  const synonyms = templateSynonyms(context.config.root, language).map((group) => [...group]);
  return { status: 200, body: { survey_templates: templates.map(toSurveyTemplate), synonyms } };
};
