/**
 * What the dashboard pages (and the trends page's "Save to a dashboard") share: who may change
 * a site's dashboards (write and admin members of its organization, never on the read-only demo
 * site — the server refuses the others with 403), a name's bound, the call that creates one and
 * opens it, and a widget's title.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WidgetDeclaration } from '../../../contracts/analysis';
import { apiKeys, createDashboard } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { Site } from '../../../generated/types';
import { useSemanticLayer } from '../analysis/analysisBundles';

/** A dashboard name's bound (the server's schema: manifests/schemas/dashboards.yaml). */
export const MAX_NAME_LENGTH = 80;

export function canChangeDashboards(site: Site | undefined): boolean {
  return !!site && site.organization.access !== 'read' && !site.demo;
}

/** Creates a dashboard and goes to it (replacing the creating page in the history). */
export function useCreateDashboard(siteId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: { name: string; templateId?: string }) => createDashboard({ siteId, body }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: apiKeys.listDashboards({ siteId }) });
      void navigate(pathTo('dashboard.view', { siteId, dashboardId: created.id }), {
        replace: true,
      });
    },
  });
}

/** A widget's title as its card shows it: its own, else its first measure's name (a funnel's word). */
export function useWidgetTitle(): (widget: WidgetDeclaration) => string {
  const { t } = useTranslation(['reports', 'measures', 'funnels']);
  const layer = useSemanticLayer();
  return (widget) => {
    if (widget.title) return t(widget.title);
    if (widget.type === 'funnel') return t('funnels:result.heading');
    const measure = layer.measures.find((m) => m.id === widget.measures[0]);
    return measure ? t(measure.label) : widget.id;
  };
}
