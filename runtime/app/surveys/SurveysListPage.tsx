/**
 * `surveys.list` ("listed on the surveys list page"): the site's surveys — name (the
 * edit link), status, question count, last change — with the ways to start a new one when the
 * user may (product.md#roles-and-permissions surveys-create and write access). A site without surveys shows the surveys empty
 * state (emptyStates/EmptyStatePage), unchanged.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listSurveysQueryOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { SurveySummary } from '../../../generated/types';
import { formatShortDate } from '../../rules/format/intlFormat';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { PageLoading } from '../core/router/PageLoading';
import EmptyStatePage, { PageTitle } from '../emptyStates/EmptyStatePage';
import { useSignedIn } from '../signedIn/context';
import { StatusBadge } from './StatusBadge';
import { useCanEditSurveys } from './useSurveyAccess';
import './surveys.css';

export default function SurveysListPage() {
  const { site } = useSignedIn();
  const list = useQuery({ ...listSurveysQueryOptions({ siteId: site?.id ?? 0 }), enabled: !!site });
  if (!site || list.isPending) return <PageLoading />;
  if (list.isError) return <ErrorNotice onRetry={() => void list.refetch()} />;
  if (list.data.surveys.length === 0) return <EmptyStatePage />;
  return <SurveyList siteId={site.id} surveys={list.data.surveys} />;
}

function SurveyList({ siteId, surveys }: { siteId: number; surveys: SurveySummary[] }) {
  const { t, i18n } = useTranslation('surveys');
  const canEdit = useCanEditSurveys();
  return (
    <section className="surveys-page" data-testid="surveys-list">
      <div className="surveys-header">
        <PageTitle />
        {canEdit && (
          <nav className="surveys-new" aria-label={t('surveys:list.new-label')}>
            <Link className="button-primary" to={pathTo('surveys.create', { siteId })}>
              {t('surveys:list.new')}
            </Link>
            <Link className="button-secondary" to={pathTo('survey-templates.gallery', { siteId })}>
              {t('surveys:list.from-template')}
            </Link>
            <Link className="button-secondary" to={pathTo('survey-templates.ai', { siteId })}>
              {t('surveys:list.with-ai')}
            </Link>
          </nav>
        )}
      </div>
      <table className="surveys-table">
        <caption className="visually-hidden">{t('surveys:list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('surveys:list.name')}</th>
            <th scope="col">{t('surveys:list.status')}</th>
            <th scope="col">{t('surveys:list.questions')}</th>
            <th scope="col">{t('surveys:list.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {surveys.map((survey) => (
            <tr key={survey.id} data-testid="survey-row">
              <td>
                <Link to={pathTo('surveys.edit', { siteId, surveyId: survey.id })}>
                  {survey.name}
                </Link>
              </td>
              <td>
                <StatusBadge status={survey.status} />
              </td>
              <td>{t('surveys:list.question-count', { count: survey.questionCount })}</td>
              <td>
                <time dateTime={new Date(survey.updatedAt * 1000).toISOString()}>
                  {formatShortDate(new Date(survey.updatedAt * 1000), i18n.language)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
