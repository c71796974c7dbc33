/**
 * Trends `/sites/{siteId}/trends`: any measure of the semantic layer over time — by hour, day,
 * week or month — optionally split by a dimension, filtered, over the page's range and beside
 * the previous period. The chart and the table are the declared pages' own widgets, given
 * widgets made from the choices here (trendWidget.ts); the choices live in the address, and
 * the chart can be saved to one of the site's dashboards. Before the site has data,
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
import type { Site } from '../../../generated/types';
import { trendWidgets } from '../../rules/analysis/trendWidget';
import { useSignedIn } from '../signedIn/context';
import { SaveToDashboard } from './SaveToDashboard';
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
      <FeatureEmptyState feature="trends" withData={<Explorer site={site} />} />
    </Suspense>
  );
}

function Explorer({ site }: { site: Site }) {
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
  const heading = state.split
    ? t('reports:trends.title-split', { measure, dimension: t(state.split.label) })
    : measure;
  const [series, ...others] = trendWidgets({
    measure: state.measure.id,
    time: time.id,
    ...(state.split ? { split: state.split.id } : {}),
    filters: state.filters,
  });
  const widgets: DrawnWidget[] = [series!, ...others].map((w) => ({ ...w, heading }));
  return (
    <div className="analysis-page trends-page">
      <header className="analysis-page-header">
        <PageTitle />
        <RangeControls range={range} />
      </header>
      <TrendControls layer={layer} state={state} periods={periods} period={time.time!} />
      <SaveToDashboard site={site} widget={series!} suggestedName={heading} />
      <DeclaredWidgets
        siteId={site.id}
        widgets={widgets}
        layer={layer}
        range={range}
        heading="h2"
      />
    </div>
  );
}
