/**
 * What the survey editor sends: save (PUT), launch (saving unsaved changes first) and delete a
 * draft, each keeping the survey's query and the list fresh, and turning a failure into what
 * the editor says — the field the server's 400 names, or a general message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  apiKeys,
  deleteSurvey,
  getAppStateQueryOptions,
  getSurveyQueryOptions,
  launchSurvey,
  updateSurvey,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { Survey } from '../../../generated/types';
import { ApiError } from '../../api/request';
import { track } from '../core/analytics/track';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import { fieldError, toDraft, type EditableSurvey, type FieldError } from './surveyDraft';

export interface EditorError {
  field?: FieldError;
  general?: string;
}

export function useSurveyChanges(
  survey: Survey,
  draft: { current: EditableSurvey; dirty: boolean; clean: () => void },
) {
  const { t } = useTranslation('surveys');
  const { session } = useSignedIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<EditorError>({});
  const [announce, setAnnounce] = useState('');
  const siteId = survey.siteId;
  const key = { siteId, surveyId: survey.id };

  const stored = (next: Survey) => {
    queryClient.setQueryData(getSurveyQueryOptions(key).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: apiKeys.listSurveys({ siteId }) });
  };
  const failed = (e: unknown) => {
    const field = e instanceof ApiError && e.status === 400 ? fieldError(e.body?.field) : undefined;
    if (field) return setError({ field });
    const status = e instanceof ApiError ? e.status : 0;
    setError({
      general: t(status === 403 ? 'surveys:errors.forbidden' : 'surveys:errors.default'),
    });
  };
  const save = useMutation({
    mutationFn: () => updateSurvey({ ...key, body: toDraft(draft.current) }),
    onSuccess: (next) => {
      stored(next);
      draft.clean();
      setError({});
      setAnnounce(t('surveys:edit.saved'));
      track('Survey Saved', { surveyId: next.id, questions: next.questions.length });
    },
    onError: failed,
  });
  const launch = useMutation({
    mutationFn: async () => {
      if (draft.dirty) {
        const saved = await updateSurvey({ ...key, body: toDraft(draft.current) });
        stored(saved);
        draft.clean();
      }
      return launchSurvey(key);
    },
    onSuccess: (next) => {
      stored(next);
      setError({});
      // The getting-started step "launched_survey" succeeds: the guides read app-state.
      void queryClient.invalidateQueries({
        queryKey: getAppStateQueryOptions({ userId: session.user.id }).queryKey,
      });
      // Said once, in the page's status line (a toast too would be announced twice).
      setAnnounce(t('surveys:edit.launched', { name: next.name }));
      track('Survey Launched', { surveyId: next.id });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteSurvey(key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiKeys.listSurveys({ siteId }) });
      showToast({ tone: 'info', text: t('surveys:settings.deleted', { name: survey.name }) });
      void navigate(pathTo('surveys.list', { siteId }), { replace: true });
    },
    onError: failed,
  });
  return {
    save,
    launch,
    remove,
    error,
    announce,
    clearAnnounce: () => setAnnounce(''),
    busy: save.isPending || launch.isPending || remove.isPending,
  };
}
