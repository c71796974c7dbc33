/**
 * The editor's settings tab: the survey's status and dates, and for a draft that the user may
 * change, Delete behind a confirmation dialog (closed again when the delete fails, so the
 * editor's error shows).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Survey } from '../../../generated/types';
import { formatShortDate } from '../../rules/format/intlFormat';
import { Dialog } from '../ui/Dialog';
import { StatusBadge } from './StatusBadge';

export function SurveySettingsPanel(props: {
  survey: Survey;
  canEdit: boolean;
  busy: boolean;
  remove: UseMutationResult<unknown, unknown, void>;
}) {
  const { survey, remove } = props;
  const { t, i18n } = useTranslation('surveys');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const when = (seconds: number) => formatShortDate(new Date(seconds * 1000), i18n.language);
  return (
    <>
      <h2 id="survey-section-launch" tabIndex={-1}>
        {t('surveys:settings.title')}
      </h2>
      <dl>
        <dt>{t('surveys:list.status')}</dt>
        <dd>
          <StatusBadge status={survey.status} />
        </dd>
        <dt>{t('surveys:settings.created')}</dt>
        <dd>{when(survey.createdAt)}</dd>
        {survey.launchedAt !== null && (
          <>
            <dt>{t('surveys:settings.launched')}</dt>
            <dd>{when(survey.launchedAt)}</dd>
          </>
        )}
      </dl>
      {props.canEdit && survey.status === 'draft' && (
        <button
          type="button"
          className="button-secondary"
          disabled={props.busy}
          onClick={() => setConfirmDelete(true)}
        >
          {t('surveys:settings.delete')}
        </button>
      )}
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('surveys:settings.delete-title')}
        description={t('surveys:settings.delete-text', { name: survey.name })}
        closeLabel={t('surveys:settings.cancel')}
        actions={
          <>
            <button
              type="button"
              className="button-secondary"
              onClick={() => setConfirmDelete(false)}
            >
              {t('surveys:settings.cancel')}
            </button>
            <button
              type="button"
              className="button-primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError: () => setConfirmDelete(false) })}
            >
              {t('surveys:settings.delete')}
            </button>
          </>
        }
      />
    </>
  );
}
