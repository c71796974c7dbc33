/**
 * The stored dashboard of the address (`…/dashboard/{dashboardId}`), loaded for the pages that
 * show or change it: loading, "item unavailable" for one that is not the site's, the shared
 * retry notice for a failed load, else `children` with the dashboard and whether the user may
 * change it.
 */
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Dashboard } from '../../../generated/types';
import { ApiError } from '../../api/request';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { StatusPage } from '../status/StatusPages';
import { canChangeDashboards } from './dashboards';
import { useDashboard } from './useDashboard';

export function StoredDashboard({
  children,
}: {
  children: (siteId: number, dashboard: Dashboard, writer: boolean) => ReactNode;
}) {
  const { site } = useSignedIn();
  const dashboardId = Number(useParams().dashboardId);
  const dashboard = useDashboard(site?.id ?? 0, dashboardId);
  if (!site || dashboard.isPending) return <PageLoading />;
  if (dashboard.isError) {
    if (dashboard.error instanceof ApiError && dashboard.error.status === 404)
      return <StatusPage name="item-unavailable" />;
    return <ErrorNotice onRetry={() => void dashboard.refetch()} />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      {children(site.id, dashboard.data, canChangeDashboards(site))}
    </Suspense>
  );
}
