/**
 * "Your dashboards" above the site dashboard's default template: the site's stored dashboards
 * as links, and for members who may change them a link to make a new one.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listDashboardsQueryOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { Site } from '../../../generated/types';
import { canChangeDashboards } from './dashboards';

export function YourDashboards({ site }: { site: Site }) {
  const { t } = useTranslation('dashboards');
  const list = useQuery(listDashboardsQueryOptions({ siteId: site.id }));
  const siteId = site.id;
  return (
    <section className="your-dashboards" aria-labelledby="your-dashboards-title">
      <div className="your-dashboards-header">
        <h2 id="your-dashboards-title">{t('dashboards:index.title')}</h2>
        {canChangeDashboards(site) ? (
          <Link className="button-secondary" to={pathTo('dashboard.new', { siteId })}>
            {t('dashboards:index.new')}
          </Link>
        ) : null}
      </div>
      {list.isError ? (
        <p>{t('dashboards:index.failed')}</p>
      ) : !list.data ? null : list.data.length === 0 ? (
        <p className="your-dashboards-empty">{t('dashboards:index.none')}</p>
      ) : (
        <ul className="your-dashboards-list">
          {list.data.map((d) => (
            <li key={d.id}>
              <Link to={pathTo('dashboard.view', { siteId, dashboardId: d.id })}>{d.name}</Link>{' '}
              <span className="your-dashboards-count">
                {t('dashboards:widget-count', { count: d.widgetCount })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
