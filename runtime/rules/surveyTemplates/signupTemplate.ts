/**
 * The survey template a visitor signed up for (spec §2 signup parameter survey_template_id):
 * kept in app-state (spec §7 "Namespaces used: … survey_templates (key survey_template_id)"),
 * read by the template gallery to preselect it.
 */
export const SIGNUP_TEMPLATE = {
  namespace: 'survey_templates',
  key: 'survey_template_id',
} as const;
