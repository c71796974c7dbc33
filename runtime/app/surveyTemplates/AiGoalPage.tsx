/**
 * The AI survey goal page `/sites/{siteId}/survey-templates/ai` (product.md#screens-and-routes "AI survey goal page
 * (full screen): goal textarea, six preset goals, loading and error states"; product.md#states-and-transitions "AI goal screen:
 * idle, loading, error"; product.md#validation goal rules (rules/surveyTemplates/aiGoal.ts); product.md#calls POST
 * /api/ask/v1/sites/{siteId}/ai/surveys, cancellable; product.md#errors "AI goal failure: error title and text,
 * with start from scratch and retry").
 *
 * Cancel aborts the request (the server stops its work when the client goes away) and returns
 * to idle silently; every request carries a number and only the latest one still wanted may
 * change the page, so no late answer changes it after a cancel. A result becomes a draft survey:
 * it is handed to the survey creation page (sessionStorage `lodestar.aiSurveyDraft`).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { generateAiSurvey } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { checkGoal } from '../../rules/surveyTemplates/aiGoal';
import { AiLoadingScreen } from '../cards';
import { track } from '../core/analytics/track';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { useCanCreateSurveys } from './useSurveyCreateGate';
import { AI_DRAFT_KEY } from '../surveys/surveyDraft';
import './surveyTemplates.css';

type Status = 'idle' | 'loading' | 'error';

export default function AiGoalPage() {
  const { t } = useTranslation(['survey-gallery', 'app', 'access']);
  const { site, bundles } = useSignedIn();
  const navigate = useNavigate();
  const allowed = useCanCreateSurveys();
  const [goal, setGoal] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const request = useRef<{ id: number; controller: AbortController } | null>(null);
  const counterId = useId();
  const max = bundles.constants.limits.aiGoalMaxChars;
  const check = checkGoal(goal, max, allowed);
  // Leaving the page is a cancel too.
  useEffect(() => () => request.current?.controller.abort(), []);

  if (!site) return <PageLoading />;
  const siteId = site.id;

  async function generate() {
    if (!check.canSubmit) return;
    request.current?.controller.abort();
    const mine = { id: (request.current?.id ?? 0) + 1, controller: new AbortController() };
    request.current = mine;
    setStatus('loading');
    track('ai_survey_goal_submitted', { length: check.length });
    const wanted = () => request.current === mine && !mine.controller.signal.aborted;
    try {
      const survey = await generateAiSurvey(
        { siteId, body: { goal: goal.trim() } },
        { signal: mine.controller.signal },
      );
      if (!wanted()) return;
      request.current = null;
      sessionStorage.setItem(AI_DRAFT_KEY, JSON.stringify(survey));
      await navigate(pathTo('surveys.create', { siteId }));
    } catch {
      if (!wanted()) return;
      request.current = null;
      setStatus('error');
    }
  }

  function cancel() {
    request.current?.controller.abort();
    request.current = null;
    setStatus('idle');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void generate();
  };
  const scratch = pathTo('surveys.create', { siteId });
  const back = (
    <Link className="link-button" to={pathTo('survey-templates.gallery', { siteId })}>
      {t('survey-gallery:ai.back')}
    </Link>
  );

  if (status === 'loading')
    return (
      <main className="ai-goal-page">
        <h1>{t('survey-gallery:ai.loading-title')}</h1>
        <AiLoadingScreen />
        <button type="button" className="button-secondary" onClick={cancel}>
          {t('survey-gallery:ai.cancel')}
        </button>
      </main>
    );

  if (status === 'error')
    return (
      <main className="ai-goal-page">
        {back}
        <section role="alert" className="ai-goal-error" data-testid="ai-goal-error">
          <h1>{t('survey-gallery:ai.error.title')}</h1>
          <p>{t('survey-gallery:ai.error.text')}</p>
          <div className="gallery-actions">
            <button type="button" className="button-primary" onClick={() => void generate()}>
              {t('survey-gallery:ai.error.retry')}
            </button>
            <Link className="button-secondary" to={scratch}>
              {t('survey-gallery:actions.scratch')}
            </Link>
          </div>
        </section>
      </main>
    );

  return (
    <main className="ai-goal-page">
      {back}
      <h1>{t('survey-gallery:ai.title')}</h1>
      <p>{t('survey-gallery:ai.intro')}</p>
      <form method="post" onSubmit={submit} noValidate>
        <label htmlFor="ai-goal">{t('survey-gallery:ai.goal-label')}</label>
        <textarea
          id="ai-goal"
          name="goal"
          rows={5}
          required
          value={goal}
          aria-invalid={check.over || undefined}
          aria-describedby={counterId}
          onChange={(e) => setGoal(e.target.value)}
        />
        <p
          id={counterId}
          className="ai-goal-counter"
          data-over={check.over || undefined}
          data-testid="ai-goal-counter"
        >
          {t('survey-gallery:ai.counter', { length: check.length, max })}
          {check.over ? (
            <span className="visually-hidden"> {t('survey-gallery:ai.too-long', { max })}</span>
          ) : null}
        </p>
        <fieldset className="ai-goal-presets">
          <legend>{t('survey-gallery:ai.presets')}</legend>
          {bundles.constants.aiGoalPresets.map((key) => (
            <button
              key={key}
              type="button"
              className="ai-goal-preset"
              onClick={() => setGoal(t(key))}
            >
              {t(key)}
            </button>
          ))}
        </fieldset>
        <button type="submit" className="button-primary" disabled={!check.canSubmit}>
          {t('survey-gallery:ai.submit')}
        </button>
        {!allowed ? <p className="ai-goal-denied">{t('access:tooltip.surveys-create')}</p> : null}
      </form>
    </main>
  );
}
