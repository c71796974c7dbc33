/**
 * One stored dashboard and the calls that change it: every change (rename, a widget moved,
 * resized, added or removed) is saved at once with PUT, and the answer becomes what the page
 * shows; delete goes back to the site's dashboard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  apiKeys,
  deleteDashboard,
  getDashboardQueryOptions,
  updateDashboard,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { Dashboard, DashboardChange } from '../../../generated/types';
import { ApiError } from '../../api/request';

export function useDashboard(siteId: number, dashboardId: number) {
  return useQuery({
    ...getDashboardQueryOptions({ siteId, dashboardId }),
    enabled: Number.isInteger(dashboardId),
    retry: (n, error) => !(error instanceof ApiError && error.status < 500) && n < 2,
  });
}

export function useDashboardChanges(siteId: number, dashboard: Dashboard) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = { siteId, dashboardId: dashboard.id };
  const save = useMutation({
    mutationFn: (change: Partial<DashboardChange>) =>
      updateDashboard({
        ...key,
        body: { name: change.name ?? dashboard.name, widgets: change.widgets ?? dashboard.widgets },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getDashboardQueryOptions(key).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: apiKeys.listDashboards({ siteId }) });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteDashboard(key),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getDashboardQueryOptions(key).queryKey });
      void queryClient.invalidateQueries({ queryKey: apiKeys.listDashboards({ siteId }) });
      void navigate(pathTo('dashboard.index', { siteId }), { replace: true });
    },
  });
  return { save, remove };
}
