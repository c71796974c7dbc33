/**
 * `surveys.create` and `surveys.create-copy` (product.md#screens-and-routes query templateId, category,
 * activeFlowSection): makes the draft on the server, then replaces the URL with `surveys.edit`
 * of the new survey, keeping activeFlowSection. What the draft starts from, first match wins:
 * 1. `templateId` → the template's name and questions (copied by the server in the user's language);
 * 2. `{copyId}` → a copy of that survey of the site;
 * 3. the AI goal page's result (`{ aiSurveyDraft }` navigation state, or sessionStorage
 *    `lodestar.aiSurveyDraft`, surveyDraft.ts takeAiDraft);
 * 4. from scratch: a default name and one open-text question (surveys:create.default-*).
 * Without write access or surveys-create: the permission-required page (the route gate already
 * stops a missing permission; read access is stopped here).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiKeys, createSurvey, getSurvey } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { NewSurvey } from '../../../generated/types';
import { ApiError } from '../../api/request';
import { track } from '../core/analytics/track';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { StatusPage } from '../status/StatusPages';
import { takeAiDraft } from './surveyDraft';
import { useCanEditSurveys } from './useSurveyAccess';
import './surveys.css';

export default function CreateSurveyPage() {
  const { t } = useTranslation('surveys');
  const { site } = useSignedIn();
  const canEdit = useCanEditSurveys();
  const { copyId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  const templateId = Number(search.get('templateId'));
  const activeFlowSection = search.get('activeFlowSection') ?? undefined;
  const create = useMutation({
    mutationFn: async (siteId: number) => {
      let body: NewSurvey;
      let source: string;
      if (Number.isInteger(templateId) && templateId > 0) {
        body = { templateId };
        source = 'template';
      } else if (copyId !== undefined) {
        const original = await getSurvey({ siteId, surveyId: Number(copyId) });
        body = {
          name: t('surveys:create.copy-name', { name: original.name }).slice(0, 120),
          questions: original.questions,
        };
        source = 'copy';
      } else {
        const ai = takeAiDraft(location.state, sessionStorageOrUndefined());
        body = ai ?? {
          name: t('surveys:create.default-name'),
          questions: [{ type: 'open-text', text: t('surveys:create.default-question') }],
        };
        source = ai ? 'ai' : 'scratch';
      }
      const survey = await createSurvey({ siteId, body });
      track('Survey Created', { source, category: search.get('category'), surveyId: survey.id });
      return survey;
    },
    onSuccess: (survey) => {
      void queryClient.invalidateQueries({
        queryKey: apiKeys.listSurveys({ siteId: survey.siteId }),
      });
      void navigate(
        pathTo(
          'surveys.edit',
          { siteId: survey.siteId, surveyId: survey.id },
          activeFlowSection ? { activeFlowSection } : {},
        ),
        { replace: true },
      );
    },
  });

  useEffect(() => {
    // Once per visit: StrictMode's second effect run and re-renders must not create twice.
    if (!site || !canEdit || started.current) return;
    started.current = true;
    create.mutate(site.id);
  }, [site, canEdit, create]);

  if (!site) return <PageLoading />;
  if (!canEdit) return <StatusPage name="permission-required" />;
  if (create.isError) {
    const status = create.error instanceof ApiError ? create.error.status : 0;
    if (status === 403) return <StatusPage name="permission-required" />;
    const reason =
      status === 409 ? 'limit' : status === 400 || status === 404 ? 'template' : 'default';
    return (
      <section className="surveys-page" data-testid="survey-create-failed">
        <h1>{t('surveys:create.failed-title')}</h1>
        <p role="alert">{t(`surveys:create.failed.${reason}`)}</p>
        <div className="surveys-actions">
          <button type="button" className="button-primary" onClick={() => create.mutate(site.id)}>
            {t('surveys:create.retry')}
          </button>
          <Link className="button-secondary" to={pathTo('surveys.list', { siteId: site.id })}>
            {t('surveys:create.back')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="surveys-page" aria-busy="true">
      <h1>{t('surveys:create.creating')}</h1>
      <div className="spinner" role="presentation" />
    </section>
  );
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
