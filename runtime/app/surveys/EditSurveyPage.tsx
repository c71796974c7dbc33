/**
 * `surveys.edit`: the survey's name and questions — add, remove, reorder (move up / down),
 * change text and type, options of choice questions (SurveyQuestionsForm.tsx) — saved with PUT
 * (the server's 400 said under the input its `field` names), and Launch (POST …/launch: live,
 * and the getting-started flag launched_survey), which saves unsaved changes first
 * (useSurveyChanges.ts). Two tabs (query `surveyTab`): `questions` and `settings` (status,
 * dates, delete a draft: SurveySettingsPanel.tsx). The query `activeFlowSection` (`name`,
 * `questions`, `launch`) opens the tab holding that section and moves the focus to it. Users
 * who may not change surveys see it read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { getSurveyQueryOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { Survey } from '../../../generated/types';
import { ApiError } from '../../api/request';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { StatusPage } from '../status/StatusPages';
import { StatusBadge } from './StatusBadge';
import {
  SURVEY_TABS,
  surveyTabOf,
  toEditable,
  type EditableSurvey,
  type SurveyTab,
} from './surveyDraft';
import { SurveyQuestionsForm } from './SurveyQuestionsForm';
import { SurveySettingsPanel } from './SurveySettingsPanel';
import { useCanEditSurveys } from './useSurveyAccess';
import { useSurveyChanges } from './useSurveyChanges';
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
  const { t } = useTranslation('surveys');
  const canEdit = useCanEditSurveys();
  const [search, setSearch] = useSearchParams();
  const section = search.get('activeFlowSection') ?? '';
  const tab = search.has('surveyTab')
    ? surveyTabOf(search.get('surveyTab'))
    : (SECTION_TAB[section] ?? 'questions');
  const [draft, setDraft] = useState<EditableSurvey>(() => toEditable(survey));
  const [dirty, setDirty] = useState(false);
  const changes = useSurveyChanges(survey, {
    current: draft,
    dirty,
    clean: () => setDirty(false),
  });
  const { save, launch, remove, error, busy } = changes;
  const tabsId = useId();

  // activeFlowSection: bring the section into view and focus it once, after the first paint.
  useEffect(() => {
    const target = document.getElementById(`survey-section-${section}`);
    target?.focus();
    target?.scrollIntoView?.({ block: 'start' });
    // On arrival only: later changes of the query (tab switches) do not move the focus.
  }, []);

  const change = (next: EditableSurvey) => {
    setDraft(next);
    setDirty(true);
    changes.clearAnnounce();
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
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

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
        {changes.announce}
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
            id={`${tabsId}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${tabsId}-${name}-panel`}
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
          id={`${tabsId}-questions-panel`}
          aria-labelledby={`${tabsId}-questions`}
        >
          {canEdit ? (
            <SurveyQuestionsForm
              draft={draft}
              onChange={change}
              onSave={() => save.mutate()}
              error={error}
              busy={busy}
            />
          ) : (
            <ReadOnlyQuestions survey={survey} />
          )}
        </div>
      ) : (
        <div
          role="tabpanel"
          id={`${tabsId}-settings-panel`}
          aria-labelledby={`${tabsId}-settings`}
          className="survey-settings"
        >
          <SurveySettingsPanel survey={survey} canEdit={canEdit} busy={busy} remove={remove} />
        </div>
      )}
      <p>
        <Link to={pathTo('surveys.list', { siteId: survey.siteId })}>{t('surveys:edit.back')}</Link>
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
