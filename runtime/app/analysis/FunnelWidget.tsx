/**
 * A declared funnel widget: its steps' sessions over the page's range, drawn by the funnels
 * page's own chart (each step's sessions, share of step 1, drop-off, time from the step before,
 * a link to the sessions at the step), so a funnel on a dashboard reads as it does on /funnels.
 */
import { useQuery } from '@tanstack/react-query';
import type { WidgetDeclaration } from '../../../contracts/analysis';
import { queryFunnelQueryOptions } from '../../../generated/api/client';
import { stepsText } from '../../rules/analysis/funnelSteps';
import { FunnelChart } from '../funnels/FunnelChart';
import '../funnels/funnels.css';
import type { PageRange } from './widgetData';
import { WidgetFailed, WidgetLoading } from './WidgetStates';

export function FunnelWidget({
  siteId,
  widget,
  range,
}: {
  siteId: number;
  widget: WidgetDeclaration;
  range: PageRange;
}) {
  const steps = widget.steps ?? [];
  const query = useQuery(
    queryFunnelQueryOptions({
      siteId,
      steps: stepsText(steps),
      from: range.from,
      to: range.to,
      timeZone: range.timeZone,
      ...(widget.window ? { window: widget.window } : {}),
    }),
  );
  if (query.isError) return <WidgetFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <WidgetLoading size="table" />;
  return <FunnelChart siteId={siteId} steps={steps} result={query.data} />;
}
