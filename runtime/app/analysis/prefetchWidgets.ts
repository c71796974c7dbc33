/**
 * Starts what a declared page's widgets will read as soon as the route knows the page, in the
 * same render: their first queries and, when one draws a time series, the chart chunk. The
 * widgets themselves mount only after the feature's empty state has its texts and the site's
 * usage (and React shows a suspended page at most every few hundred milliseconds), so without
 * this their requests would start only then. Same keys as the widgets' own queries: nothing is
 * asked twice.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AnalysisPageDeclaration } from '../../../contracts/analysis';
import { queryAnalysisQueryOptions } from '../../../generated/api/client';
import { preloadChart } from './charts/TimeSeriesChart';
import { useAnalysisRange } from './useAnalysisRange';
import { firstTableView, tableQuery, widgetQuery } from './widgetData';

/** Renders nothing; placed before the page's empty state so it renders first. */
export function PrefetchWidgets({
  siteId,
  page,
}: {
  siteId: number;
  page: AnalysisPageDeclaration;
}) {
  const client = useQueryClient();
  const range = useAnalysisRange(page);
  // A funnel and an impact ask their own queries (FunnelWidget, ImpactWidget) once drawn.
  const own = new Set(['funnel', 'impact']);
  for (const widget of page.widgets.filter((w) => !own.has(w.type))) {
    const input =
      widget.type === 'table'
        ? tableQuery(siteId, widget, range, firstTableView(widget))
        : widgetQuery(siteId, widget, range);
    // Cached answers are kept: a render does not ask again what is known or on its way.
    void client.ensureQueryData(queryAnalysisQueryOptions(input)).catch(() => undefined);
  }
  if (page.widgets.some((w) => w.type === 'time-series')) preloadChart();
  return null;
}
