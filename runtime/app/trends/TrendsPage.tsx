/**
 * Trends `/sites/{siteId}/trends`: any measure of the semantic layer over time — by hour, day,
 * week or month — optionally split by a dimension, filtered, over the page's range and beside
 * the previous period. The chart and the table are the declared pages' own widgets, given a
 * widget made from the choices here; the choices live in the address. Before the site has data,
 * the trends empty state.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclaredWidgets } from '../analysis/DeclaredPageView';
import type { DrawnWidget } from '../analysis/Widget';
import { useSemanticLayer } from '../analysis/analysisBundles';
import { RangeControls } from '../analysis/RangeControls';
import { useAnalysisRange } from '../analysis/useAnalysisRange';
import { PageLoading } from '../core/router/PageLoading';
import { FeatureEmptyState } from '../emptyStates/FeatureEmptyState';
import { PageTitle } from '../emptyStates/EmptyStatePage';
import { useSignedIn } from '../signedIn/context';
import { TrendControls } from './TrendControls';
import { useTrendState } from './useTrendState';
import '../analysis/analysis.css';

/** Hours are offered while a range has at most this many days (the engine's bucket bound). */
const HOURS_UP_TO_DAYS = 31;

export default function TrendsPage() {
  const { site } = useSignedIn();
  if (!site) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <FeatureEmptyState feature="trends" withData={<Explorer siteId={site.id} />} />
    </Suspense>
  );
}

function Explorer({ siteId }: { siteId: number }) {
  const { t } = useTranslation(['reports', 'measures']);
  const layer = useSemanticLayer();
  const state = useTrendState(layer);
  const range = useAnalysisRange({ range: 'last-30-days', compare: false });
  const days = range.preset === 'last-7-days' ? 7 : range.preset === 'last-30-days' ? 30 : 90;
  const periods = layer.dimensions.filter(
    (d) => d.time && (d.time !== 'hour' || days <= HOURS_UP_TO_DAYS),
  );
  const time =
    periods.find((d) => d.time === state.period) ?? periods.find((d) => d.time === 'day');
  if (!time) return null;
  const measure = t(state.measure.label);
  const widgets: DrawnWidget[] = [
    {
      id: 'trend',
      type: 'time-series',
      heading: state.split
        ? t('reports:trends.title-split', { measure, dimension: t(state.split.label) })
        : measure,
      measures: [state.measure.id],
      by: state.split ? [time.id, state.split.id] : [time.id],
      filters: state.filters,
      limit: 5,
      width: 12,
    },
  ];
  if (state.split)
    widgets.push({
      id: 'breakdown',
      type: 'table',
      heading: t('reports:trends.title-split', { measure, dimension: t(state.split.label) }),
      measures: [state.measure.id],
      by: [state.split.id],
      filters: state.filters,
      limit: 10,
      width: 12,
    });
  return (
    <div className="analysis-page trends-page">
      <header className="analysis-page-header">
        <PageTitle />
        <RangeControls range={range} />
      </header>
      <TrendControls layer={layer} state={state} periods={periods} period={time.time!} />
      <DeclaredWidgets siteId={siteId} widgets={widgets} layer={layer} range={range} heading="h2" />
    </div>
  );
}
