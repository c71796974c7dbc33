/**
 * `dashboard.new`: the dashboard templates (declared analysis pages with `template`) as cards —
 * each with its widgets' count and "Use this template" — and a blank dashboard. Creating goes
 * to the new dashboard. Members who may not change dashboards are told so.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../generated/routes';
import { useDashboardTemplates } from '../analysis/analysisBundles';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { canChangeDashboards, useCreateDashboard } from './dashboards';
import './dashboards.css';

export default function NewDashboardPage() {
  const { t } = useTranslation('dashboards');
  const { site } = useSignedIn();
  if (!site) return <PageLoading />;
  return (
    <div className="dashboards-page">
      <Link className="dashboards-back" to={pathTo('dashboard.index', { siteId: site.id })}>
        {t('dashboards:back-to-dashboard')}
      </Link>
      <h1>{t('dashboards:new.title')}</h1>
      {canChangeDashboards(site) ? (
        <Suspense fallback={<PageLoading />}>
          <Choices siteId={site.id} />
        </Suspense>
      ) : (
        <p>{t('dashboards:read-only')}</p>
      )}
    </div>
  );
}

function Choices({ siteId }: { siteId: number }) {
  const { t } = useTranslation(['dashboards', 'reports']);
  const templates = useDashboardTemplates();
  const create = useCreateDashboard(siteId);
  return (
    <>
      <p>{t('dashboards:new.intro')}</p>
      <ul className="dashboard-templates">
        {templates.map((template) => (
          <li key={template.id} className="dashboard-template-card">
            <h2>{t(template.title)}</h2>
            {template.description ? <p>{t(template.description)}</p> : null}
            <p className="dashboard-template-count">
              {t('dashboards:widget-count', { count: template.widgets.length })}
            </p>
            <button
              type="button"
              className="button-primary"
              disabled={create.isPending}
              aria-label={t('dashboards:new.use-named', { name: t(template.title) })}
              onClick={() => create.mutate({ name: t(template.title), templateId: template.id })}
            >
              {t('dashboards:new.use')}
            </button>
          </li>
        ))}
        <li className="dashboard-template-card">
          <h2>{t('dashboards:new.blank')}</h2>
          <p>{t('dashboards:new.blank-description')}</p>
          <button
            type="button"
            className="button-secondary"
            disabled={create.isPending}
            onClick={() => create.mutate({ name: t('dashboards:new.blank-name') })}
          >
            {t('dashboards:new.blank-create')}
          </button>
        </li>
      </ul>
      {create.isError ? <p role="alert">{t('dashboards:new.failed')}</p> : null}
    </>
  );
}
