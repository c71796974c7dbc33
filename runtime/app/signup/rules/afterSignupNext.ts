/**
 * Where onboarding sends a brand-new user (its `next`): the signup URL's own `next` first; else,
 * for a visitor who came for a survey template (survey_template_id), the template gallery of
 * the site they just created, which leads with that template. Without a site there is no
 * gallery to land on, and onboarding decides as usual.
 */
import { pathTo } from '../../../../generated/routes';

export function afterSignupNext(options: {
  next?: string | undefined;
  surveyTemplateId?: number | undefined;
  siteId?: number | null | undefined;
}): string | undefined {
  if (options.next) return options.next;
  if (options.surveyTemplateId === undefined || options.siteId == null) return undefined;
  return pathTo('survey-templates.gallery', { siteId: options.siteId });
}
