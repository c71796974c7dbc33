/**
 * `dashboard.new-from-template`: creates a dashboard from the template in the address at once
 * (named the template's title in the user's language) and goes to it. An id that is no
 * template says so, with the way to the templates.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../generated/routes';
import { useDashboardTemplates } from '../analysis/analysisBundles';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { canChangeDashboards, useCreateDashboard } from './dashboards';
import './dashboards.css';

export default function NewFromTemplatePage() {
  const { site } = useSignedIn();
  if (!site) return <PageLoading />;
  return (
    <div className="dashboards-page">
      <Suspense fallback={<PageLoading />}>
        <FromTemplate siteId={site.id} writer={canChangeDashboards(site)} />
      </Suspense>
    </div>
  );
}

function FromTemplate({ siteId, writer }: { siteId: number; writer: boolean }) {
  const { t } = useTranslation(['dashboards', 'reports']);
  const templateId = useParams().dashboardTemplateId ?? '';
  const template = useDashboardTemplates().find((p) => p.id === templateId);
  const create = useCreateDashboard(siteId);
  const started = useRef(false);
  const name = template ? t(template.title) : '';
  useEffect(() => {
    // Once per visit: a second render (strict mode, a language load) must not make another.
    if (!template || !writer || started.current) return;
    started.current = true;
    create.mutate({ name, templateId: template.id });
  }, [template, writer, name, create]);
  const back = (
    <Link to={pathTo('dashboard.new', { siteId })}>{t('dashboards:from-template.choose')}</Link>
  );
  if (!template)
    return (
      <>
        <h1>{t('dashboards:from-template.unknown-title')}</h1>
        <p>{t('dashboards:from-template.unknown', { id: templateId })}</p>
        {back}
      </>
    );
  if (!writer)
    return (
      <>
        <h1>{name}</h1>
        <p>{t('dashboards:read-only')}</p>
      </>
    );
  return (
    <>
      <h1>{name}</h1>
      {create.isError ? (
        <>
          <p role="alert">{t('dashboards:new.failed')}</p>
          {back}
        </>
      ) : (
        <p role="status">{t('dashboards:from-template.creating')}</p>
      )}
    </>
  );
}
