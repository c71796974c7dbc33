/**
 * The survey template a visitor signed up for (product.md#screens-and-routes signup parameter survey_template_id):
 * kept in app-state (product.md#calls "Namespaces used: … survey_templates (key survey_template_id)"),
 * read by the template gallery to preselect it.
 */
export const SIGNUP_TEMPLATE = {
  namespace: 'survey_templates',
  key: 'survey_template_id',
} as const;
