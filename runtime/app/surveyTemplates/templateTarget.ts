/**
 * Where a template card goes (product.md#screens-and-routes "Template card click goes to survey creation (with
 * template id) or, for tests and interviews, to project creation (query templateId)").
 */
import { pathTo } from '../../../generated/routes';
import type { SurveyTemplate } from '../../../generated/types';

export function templateTarget(
  template: Pick<SurveyTemplate, 'survey_id' | 'internal_name' | 'use'>,
  place: { siteId: number; orgId: number },
): string {
  if (template.use === 'test')
    return pathTo(
      'research.test-new',
      { orgId: place.orgId },
      { templateId: template.internal_name },
    );
  if (template.use === 'interview')
    return pathTo(
      'research.interview-new',
      { orgId: place.orgId },
      { templateId: template.internal_name },
    );
  return pathTo('surveys.create', { siteId: place.siteId }, { templateId: template.survey_id });
}
