/**
 * Funnels `/sites/{siteId}/funnels` (route funnels.index): the funnels empty state until the
 * site has data; then a funnel of pages — its steps, range, window and breakdown in the address
 * (useFunnelAddress.ts) so it can be shared — and how many sessions went through each step
 * (docs/analysis.md, "Funnels").
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_FIELDS } from '../../../contracts/analysis';
import { queryFunnelQueryOptions } from '../../../generated/api/client';
import { stepsText } from '../../rules/analysis/funnelSteps';
import { useSemanticLayer } from '../analysis/analysisBundles';
import { RangeControls } from '../analysis/RangeControls';
import { useAnalysisRange } from '../analysis/useAnalysisRange';
import { useLabels } from '../analysis/useLabels';
import { WidgetFailed, WidgetLoading } from '../analysis/WidgetStates';
import { FeatureEmptyState } from '../emptyStates/FeatureEmptyState';
import { PageTitle } from '../emptyStates/EmptyStatePage';
import { useSignedIn } from '../signedIn/context';
import { FunnelChart } from './FunnelChart';
import { StepEditor } from './StepEditor';
import { useFunnelAddress, WINDOWS } from './useFunnelAddress';
import '../analysis/analysis.css';
import '../analysis/charts/charts.css';
import './funnels.css';

export default function FunnelsPage() {
  const { site } = useSignedIn();
  return (
    <div className="funnels-page">
      <PageTitle />
      <Suspense fallback={null}>
        {site ? (
          <FeatureEmptyState
            feature="funnels"
            heading="h2"
            withData={<FunnelView siteId={site.id} />}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function FunnelView({ siteId }: { siteId: number }) {
  const { t } = useTranslation(['funnels', 'measures']);
  const funnel = useFunnelAddress();
  const range = useAnalysisRange({ range: 'last-30-days', compare: false });
  const layer = useSemanticLayer();
  const labels = useLabels();
  const ids = { window: useId(), by: useId() };
  // Every session has one value of these: the breakdowns a funnel can take.
  const dimensions = layer.dimensions.filter((d) => d.field && d.field in SESSION_FIELDS);
  const dimension = dimensions.find((d) => d.id === funnel.by);
  const query = useQuery(
    queryFunnelQueryOptions({
      siteId,
      steps: stepsText(funnel.steps),
      from: range.from,
      to: range.to,
      timeZone: range.timeZone,
      ...(funnel.window ? { window: funnel.window } : {}),
      ...(dimension ? { by: dimension.id } : {}),
    }),
  );
  return (
    <div className="analysis-page funnel-view">
      <p className="analysis-page-description">{t('funnels:intro')}</p>
      <StepEditor key={stepsText(funnel.steps)} steps={funnel.steps} onApply={funnel.setSteps} />
      <div className="funnel-options">
        <RangeControls range={range} withCompare={false} />
        <label htmlFor={ids.window}>{t('funnels:window.label')}</label>
        <select
          id={ids.window}
          value={funnel.window ?? ''}
          onChange={(e) => funnel.setWindow(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{t('funnels:window.session')}</option>
          {WINDOWS.map((w) => (
            <option key={w} value={w}>
              {t(`funnels:window.${w}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.by}>{t('funnels:by.label')}</label>
        <select
          id={ids.by}
          value={dimension?.id ?? ''}
          onChange={(e) => funnel.setBy(e.target.value || undefined)}
        >
          <option value="">{t('funnels:by.none')}</option>
          {dimensions.map((d) => (
            <option key={d.id} value={d.id}>
              {t(d.label)}
            </option>
          ))}
        </select>
      </div>
      <section aria-labelledby={`${ids.by}-result`} className="analysis-widget funnel-card">
        <h2 id={`${ids.by}-result`} className="analysis-widget-title">
          {t('funnels:result.heading')}
        </h2>
        {query.isError ? (
          <WidgetFailed onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <WidgetLoading size="chart" />
        ) : (
          <FunnelChart
            siteId={siteId}
            steps={funnel.steps}
            result={query.data}
            {...(dimension
              ? {
                  breakdown: {
                    label: t(dimension.label),
                    value: (v: string | null) => labels.value(dimension, v),
                  },
                }
              : {})}
          />
        )}
      </section>
    </div>
  );
}
