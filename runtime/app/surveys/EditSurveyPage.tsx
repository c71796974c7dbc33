/**
 * `surveys.edit` (issue 15; spec §2 query activeFlowSection and surveyTab): the survey's name and
 * questions — add, remove, reorder (move up / down), change text and type, options of choice
 * questions — saved with PUT (the server's 400 said under the input its `field` names), and
 * Launch (POST …/launch: live, and the getting-started flag launched_survey, §4). Launch saves
 * unsaved changes first. Two tabs (§2 surveyTab): `questions` and `settings` (status, dates,
 * delete a draft). activeFlowSection (`name`, `questions`, `launch`) opens the tab holding that
 * section and moves the focus to it. Users who may not change surveys (§6) see it read-only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
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
import { formatShortDate } from '../../rules/format/intlFormat';
import { track } from '../core/analytics/track';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { PageLoading } from '../core/router/PageLoading';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import { StatusPage } from '../status/StatusPages';
import { Dialog } from '../ui/Dialog';
import { SURVEY_INPUT_LIMITS } from './limits';
import { QuestionEditor } from './QuestionEditor';
import { StatusBadge } from './StatusBadge';
import {
  addQuestion,
  fieldError,
  moveQuestion,
  removeQuestion,
  SURVEY_TABS,
  surveyTabOf,
  toDraft,
  toEditable,
  type EditableSurvey,
  type FieldError,
  type SurveyTab,
} from './surveyDraft';
import { useCanEditSurveys } from './useSurveyAccess';
import './surveys.css';

/** activeFlowSection → the tab holding that section. */
const SECTION_TAB: Record<string, SurveyTab> = {
  name: 'questions',
  questions: 'questions',
  launch: 'settings',
};

export default function EditSurveyPage() {
  const { site } = useSignedIn();
  const params = useParams();
  const surveyId = Number(params.surveyId);
  const survey = useQuery({
    ...getSurveyQueryOptions({ siteId: site?.id ?? 0, surveyId }),
    enabled: !!site && Number.isInteger(surveyId),
    retry: (n, error) => !(error instanceof ApiError && error.status < 500) && n < 2,
  });
  if (!site || survey.isPending) return <PageLoading />;
  if (survey.isError) {
    if (survey.error instanceof ApiError && survey.error.status === 404) {
      return <StatusPage name="item-unavailable" />;
    }
    return <ErrorNotice onRetry={() => void survey.refetch()} />;
  }
  // A new editor per survey: its draft starts from what the server has.
  return <Editor key={survey.data.id} survey={survey.data} />;
}

function Editor({ survey }: { survey: Survey }) {
  const { t, i18n } = useTranslation('surveys');
  const { session } = useSignedIn();
  const canEdit = useCanEditSurveys();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const section = search.get('activeFlowSection') ?? '';
  const tab = search.has('surveyTab')
    ? surveyTabOf(search.get('surveyTab'))
    : (SECTION_TAB[section] ?? 'questions');
  const [draft, setDraft] = useState<EditableSurvey>(() => toEditable(survey));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<{ field?: FieldError; general?: string }>({});
  const [announce, setAnnounce] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const focusAfterMove = useRef<{ key: number; move: 'up' | 'down' } | null>(null);
  const ids = { tabs: useId(), name: useId(), nameError: useId(), questions: useId() };
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
    mutationFn: () => updateSurvey({ ...key, body: toDraft(draft) }),
    onSuccess: (next) => {
      stored(next);
      setDirty(false);
      setError({});
      setAnnounce(t('surveys:edit.saved'));
      track('Survey Saved', { surveyId: next.id, questions: next.questions.length });
    },
    onError: failed,
  });
  const launch = useMutation({
    mutationFn: async () => {
      if (dirty) {
        const saved = await updateSurvey({ ...key, body: toDraft(draft) });
        stored(saved);
        setDirty(false);
      }
      return launchSurvey(key);
    },
    onSuccess: (next) => {
      stored(next);
      setError({});
      // The getting-started step "launched_survey" succeeds (§4): the guides read app-state.
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
    onError: (e) => {
      setConfirmDelete(false);
      failed(e);
    },
  });

  // activeFlowSection: bring the section into view and focus it once, after the first paint.
  useEffect(() => {
    const target = document.getElementById(`survey-section-${section}`);
    target?.focus();
    target?.scrollIntoView?.({ block: 'start' });
    // On arrival only: later changes of the query (tab switches) do not move the focus.
  }, []);
  // After a move the focus follows the moved question's button.
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    document
      .querySelector<HTMLButtonElement>(
        `[data-question-key="${pending.key}"] button[data-move="${pending.move}"]`,
      )
      ?.focus();
  });

  const change = (next: EditableSurvey) => {
    setDraft(next);
    setDirty(true);
    setAnnounce('');
  };
  const selectTab = (next: SurveyTab) => {
    const query = new URLSearchParams(search);
    query.set('surveyTab', next);
    setSearch(query, { replace: true });
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = SURVEY_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SURVEY_TABS[(at + step + SURVEY_TABS.length) % SURVEY_TABS.length]!;
    selectTab(next);
    document.getElementById(`${ids.tabs}-${next}`)?.focus();
  };
  const busy = save.isPending || launch.isPending || remove.isPending;
  const nameInvalid = error.field?.input === 'name';
  const when = (seconds: number) => formatShortDate(new Date(seconds * 1000), i18n.language);

  return (
    <section className="surveys-page survey-editor" data-testid="survey-editor">
      <div className="surveys-header">
        <h1>{survey.name}</h1>
        <StatusBadge status={survey.status} />
        {canEdit && survey.status === 'draft' && (
          <button
            type="button"
            className="button-primary"
            disabled={busy}
            onClick={() => launch.mutate()}
          >
            {t('surveys:edit.launch')}
          </button>
        )}
      </div>
      <p className="survey-announce" role="status" data-testid="survey-announce">
        {announce}
      </p>
      {error.general && (
        <p className="form-error" role="alert">
          {error.general}
        </p>
      )}
      {!canEdit && <p className="survey-read-only">{t('surveys:edit.read-only')}</p>}
      <div className="survey-tabs" role="tablist" aria-label={t('surveys:edit.tabs')}>
        {SURVEY_TABS.map((name) => (
          <button
            key={name}
            id={`${ids.tabs}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${ids.tabs}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => selectTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`surveys:tabs.${name}`)}
          </button>
        ))}
      </div>

      {tab === 'questions' ? (
        <div
          role="tabpanel"
          id={`${ids.tabs}-questions-panel`}
          aria-labelledby={`${ids.tabs}-questions`}
        >
          {canEdit ? (
            <form
              method="post"
              className="survey-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!busy) save.mutate();
              }}
            >
              <div className="survey-field">
                <label htmlFor="survey-section-name">{t('surveys:edit.name')}</label>
                <input
                  id="survey-section-name"
                  value={draft.name}
                  maxLength={SURVEY_INPUT_LIMITS.nameChars}
                  required
                  aria-invalid={nameInvalid || undefined}
                  aria-describedby={nameInvalid ? ids.nameError : undefined}
                  onChange={(e) => change({ ...draft, name: e.target.value })}
                />
              </div>
              {nameInvalid && (
                <p id={ids.nameError} className="form-error" role="alert">
                  {t('surveys:errors.name')}
                </p>
              )}
              <h2 id="survey-section-questions" tabIndex={-1}>
                {t('surveys:edit.questions')}
              </h2>
              {error.field?.input === 'questions' && (
                <p className="form-error" role="alert">
                  {t('surveys:errors.questions')}
                </p>
              )}
              <ol className="survey-questions">
                {draft.questions.map((question, index) => (
                  <li key={question.key}>
                    <QuestionEditor
                      question={question}
                      index={index}
                      count={draft.questions.length}
                      error={
                        error.field && 'question' in error.field && error.field.question === index
                          ? error.field
                          : undefined
                      }
                      onChange={(next) =>
                        change({
                          ...draft,
                          questions: draft.questions.map((q, i) => (i === index ? next : q)),
                        })
                      }
                      onMove={(by) => {
                        focusAfterMove.current = {
                          key: question.key,
                          move: by === -1 ? 'up' : 'down',
                        };
                        change({ ...draft, questions: moveQuestion(draft.questions, index, by) });
                      }}
                      onRemove={() =>
                        change({ ...draft, questions: removeQuestion(draft.questions, index) })
                      }
                    />
                  </li>
                ))}
              </ol>
              <div className="surveys-actions">
                {draft.questions.length < SURVEY_INPUT_LIMITS.questions && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => change({ ...draft, questions: addQuestion(draft.questions) })}
                  >
                    {t('surveys:edit.add-question')}
                  </button>
                )}
                <button type="submit" className="button-primary" disabled={busy}>
                  {t('surveys:edit.save')}
                </button>
              </div>
            </form>
          ) : (
            <ReadOnlyQuestions survey={survey} />
          )}
        </div>
      ) : (
        <div
          role="tabpanel"
          id={`${ids.tabs}-settings-panel`}
          aria-labelledby={`${ids.tabs}-settings`}
          className="survey-settings"
        >
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
          {canEdit && survey.status === 'draft' && (
            <button
              type="button"
              className="button-secondary"
              disabled={busy}
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
                  onClick={() => remove.mutate()}
                >
                  {t('surveys:settings.delete')}
                </button>
              </>
            }
          />
        </div>
      )}
      <p>
        <Link to={pathTo('surveys.list', { siteId })}>{t('surveys:edit.back')}</Link>
      </p>
    </section>
  );
}

function ReadOnlyQuestions({ survey }: { survey: Survey }) {
  const { t } = useTranslation('surveys');
  return (
    <>
      <h2 id="survey-section-questions" tabIndex={-1}>
        {t('surveys:edit.questions')}
      </h2>
      <ol className="survey-questions survey-questions-read-only">
        {survey.questions.map((q, i) => (
          <li key={i} data-testid="survey-question">
            <p>{q.text}</p>
            <p className="survey-question-type">{t(`surveys:types.${q.type}`)}</p>
            {q.options && q.options.length > 0 && (
              <ul>
                {q.options.map((o, j) => (
                  <li key={j}>{o}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
