/** A survey's status as a badge: draft or live, in words, not only in colour. */
import { useTranslation } from 'react-i18next';
import type { SurveyStatus } from '../../../generated/types';

export function StatusBadge({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation('surveys');
  return (
    <span className={`survey-status survey-status-${status}`} data-testid="survey-status">
      {t(`surveys:status.${status}`)}
    </span>
  );
}
