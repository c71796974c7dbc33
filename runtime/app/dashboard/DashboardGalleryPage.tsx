/**
 * `dashboard.gallery`: a template's widgets (title and type), each with "Add to dashboard" —
 * appended to the dashboard with an id none of its widgets has, saved at once — a link back to
 * the dashboard, and the other templates' galleries.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../generated/routes';
import type { Dashboard } from '../../../generated/types';
import { appendWidget } from '../../rules/analysis/dashboardWidgets';
import { useDashboardTemplates } from '../analysis/analysisBundles';
import { useWidgetTitle } from './dashboards';
import { useDashboardChanges } from './useDashboard';
import { StoredDashboard } from './StoredDashboard';
import './dashboards.css';

export default function DashboardGalleryPage() {
  return (
    <StoredDashboard>
      {(siteId, dashboard, writer) => (
        <Gallery siteId={siteId} dashboard={dashboard} writer={writer} />
      )}
    </StoredDashboard>
  );
}

function Gallery({
  siteId,
  dashboard,
  writer,
}: {
  siteId: number;
  dashboard: Dashboard;
  writer: boolean;
}) {
  const { t } = useTranslation(['dashboards', 'reports']);
  const templateId = useParams().templateId ?? '';
  const templates = useDashboardTemplates();
  const template = templates.find((p) => p.id === templateId);
  const titleOf = useWidgetTitle();
  const { save } = useDashboardChanges(siteId, dashboard);
  const [said, say] = useState('');
  const dashboardId = dashboard.id;
  return (
    <div className="dashboards-page">
      <Link className="dashboards-back" to={pathTo('dashboard.view', { siteId, dashboardId })}>
        {t('dashboards:gallery.back', { name: dashboard.name })}
      </Link>
      <h1>
        {template
          ? t('dashboards:gallery.title', { template: t(template.title) })
          : t('dashboards:from-template.unknown-title')}
      </h1>
      {!writer ? <p>{t('dashboards:read-only')}</p> : null}
      <p role="status" className="dashboard-status">
        {said}
      </p>
      {save.isError ? <p role="alert">{t('dashboards:view.save-failed')}</p> : null}
      {template ? (
        <ul className="dashboard-gallery">
          {template.widgets.map((widget) => {
            const name = titleOf(widget);
            return (
              <li key={widget.id} className="dashboard-gallery-item">
                <span className="dashboard-gallery-name">{name}</span>
                <span className="dashboard-gallery-type">
                  {t(`dashboards:types.${widget.type}`)}
                </span>
                {writer ? (
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={save.isPending}
                    aria-label={t('dashboards:gallery.add-named', { name })}
                    onClick={() =>
                      save.mutate(
                        { widgets: appendWidget(dashboard.widgets, widget) },
                        { onSuccess: () => say(t('dashboards:gallery.added', { name })) },
                      )
                    }
                  >
                    {t('dashboards:gallery.add')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('dashboards:from-template.unknown', { id: templateId })}</p>
      )}
      {templates.length > 1 || !template ? (
        <nav aria-label={t('dashboards:gallery.others')}>
          <h2>{t('dashboards:gallery.others')}</h2>
          <ul>
            {templates
              .filter((p) => p.id !== templateId)
              .map((p) => (
                <li key={p.id}>
                  <Link to={pathTo('dashboard.gallery', { siteId, dashboardId, templateId: p.id })}>
                    {t(p.title)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
