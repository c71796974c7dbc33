/**
 * The surveys pending-setup template cards (product.md#screens-and-routes "template cards (the templates flagged
 * empty_state_highlighted, ordered by empty_state_highlight_order, from the survey-templates
 * endpoint)"): one card per highlighted template of GET /api/survey-templates/templates, with
 * its highlight title and description, going where the manifest card goes with the template's
 * id. While the templates load, or when they cannot, no card shows (the browse card stays).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listSurveyTemplatesQueryOptions } from '../../../generated/api/client';
import type { CardView } from '../../rules/emptyStates/evaluateEmptyState';
import { highlightedTemplates } from '../../rules/surveyTemplates/highlighted';
import { CtaButton } from './CtaButton';

export function HighlightedTemplates(props: {
  card: CardView;
  siteId: number;
  run: (action: string) => void;
}) {
  const { t } = useTranslation('empty-states');
  const templates = useQuery({ ...listSurveyTemplatesQueryOptions(), retry: false });
  const { card } = props;
  return (
    <>
      {highlightedTemplates(templates.data?.survey_templates ?? []).map((template) => (
        <li key={template.entry_id}>
          <CtaButton
            view={{
              ...card,
              cta: { ...card.cta, query: { ...card.cta.query, templateId: template.survey_id } },
            }}
            siteId={props.siteId}
            run={props.run}
            className="empty-state-card"
          >
            <strong>{template.empty_state_highlight_title ?? template.title}</strong>
            <span>{template.empty_state_highlight_description ?? template.intro_text}</span>
            <span className="visually-hidden"> — {t(card.card.label)}</span>
          </CtaButton>
        </li>
      ))}
    </>
  );
}
