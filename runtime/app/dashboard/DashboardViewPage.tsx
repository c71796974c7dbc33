/**
 * `dashboard.view`: a stored dashboard — its widgets drawn like a declared page's, with the
 * range controls. Members who may change it rename it inline, delete it (after a confirmation
 * dialog), and move, widen, narrow or remove each widget; every change is saved at once. "Add
 * widgets" opens the gallery of the default template.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../generated/routes';
import type { Dashboard } from '../../../generated/types';
import { DeclaredWidgets } from '../analysis/DeclaredPageView';
import { RangeControls } from '../analysis/RangeControls';
import { useAnalysisPage, useSemanticLayer } from '../analysis/analysisBundles';
import { useAnalysisRange } from '../analysis/useAnalysisRange';
import { DeleteDashboard } from './DeleteDashboard';
import { RenameDashboard } from './RenameDashboard';
import { WidgetControls } from './WidgetControls';
import { useDashboardChanges } from './useDashboard';
import '../analysis/analysis.css';
import { StoredDashboard } from './StoredDashboard';
import './dashboards.css';

export default function DashboardViewPage() {
  return (
    <StoredDashboard>
      {(siteId, dashboard, writer) => (
        <Board key={dashboard.id} siteId={siteId} dashboard={dashboard} writer={writer} />
      )}
    </StoredDashboard>
  );
}

function Board({
  siteId,
  dashboard,
  writer,
}: {
  siteId: number;
  dashboard: Dashboard;
  writer: boolean;
}) {
  const { t } = useTranslation('dashboards');
  const layer = useSemanticLayer();
  const range = useAnalysisRange({ range: 'last-30-days', compare: false });
  const gallery = useAnalysisPage({ template: 'default' });
  const changes = useDashboardChanges(siteId, dashboard);
  const [said, say] = useState('');
  const widgets = dashboard.widgets;
  return (
    <div className="analysis-page dashboard-view">
      <Link className="dashboards-back" to={pathTo('dashboard.index', { siteId })}>
        {t('dashboards:back-to-dashboard')}
      </Link>
      <header className="analysis-page-header">
        <h1 className="analysis-page-title">{dashboard.name}</h1>
        <RangeControls range={range} />
      </header>
      {writer ? (
        <div className="dashboard-toolbar">
          <RenameDashboard dashboard={dashboard} save={changes.save} />
          {gallery ? (
            <Link
              className="button-secondary"
              to={pathTo('dashboard.gallery', {
                siteId,
                dashboardId: dashboard.id,
                templateId: gallery.id,
              })}
            >
              {t('dashboards:view.add')}
            </Link>
          ) : null}
          <DeleteDashboard dashboard={dashboard} remove={changes.remove} />
        </div>
      ) : null}
      <p role="status" className="dashboard-status">
        {said}
      </p>
      {changes.save.isError && !changes.save.variables?.name ? (
        <p role="alert">{t('dashboards:view.save-failed')}</p>
      ) : null}
      {widgets.length === 0 ? (
        <p className="dashboard-empty">{t('dashboards:view.empty')}</p>
      ) : null}
      <DeclaredWidgets
        siteId={siteId}
        widgets={widgets}
        layer={layer}
        range={range}
        heading="h2"
        footer={
          writer
            ? (widget, index) => (
                <WidgetControls
                  widgets={widgets}
                  index={index}
                  busy={changes.save.isPending}
                  onChange={(next, message) =>
                    changes.save.mutate({ widgets: next }, { onSuccess: () => say(message) })
                  }
                />
              )
            : undefined
        }
      />
    </div>
  );
}
