/**
 * Impact `/sites/{siteId}/impact`: a measure before and after the day a change went live — the
 * value of each period, the daily values around the change, and the difference of the daily
 * means with its 95 % interval (runtime/rules/analysis/impact.ts), in words that say what the
 * figures can and cannot tell. Before the site has data, the impact empty state.
 */
import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPACT_WINDOWS, type MeasureDeclaration } from '../../../contracts/analysis';
import type { AnalysisResult } from '../../../generated/types';
import type { Impact } from '../../rules/analysis/impact';
import { viewerTimeZone } from '../../rules/analysis/rangePresets';
import { dayDate } from '../../rules/analysis/zonedTime';
import { formatShortDate } from '../../rules/format/intlFormat';
import { formatMeasure } from '../../rules/format/measureFormat';
import { useSemanticLayer } from '../analysis/analysisBundles';
import { ChoiceSelect } from '../analysis/ChoiceSelect';
import { ChangeBadge } from '../analysis/charts/ChangeBadge';
import { TimeSeriesChart } from '../analysis/charts/TimeSeriesChart';
import { useLabels } from '../analysis/useLabels';
import { WidgetFailed, WidgetLoading } from '../analysis/WidgetStates';
import { timeSeriesData, type Resolved } from '../analysis/widgetData';
import { PageLoading } from '../core/router/PageLoading';
import { FeatureEmptyState } from '../emptyStates/FeatureEmptyState';
import { PageTitle } from '../emptyStates/EmptyStatePage';
import { useSignedIn } from '../signedIn/context';
import { ImpactVerdict, useImpactPeriods } from './ImpactVerdict';
import { useImpactAnswer } from './useImpactAnswer';
import { useImpactState, type ImpactState } from './useImpactState';
import '../analysis/analysis.css';

export default function ImpactPage() {
  const { site } = useSignedIn();
  if (!site) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <FeatureEmptyState feature="impact" withData={<ImpactExplorer siteId={site.id} />} />
    </Suspense>
  );
}

function ImpactExplorer({ siteId }: { siteId: number }) {
  const layer = useSemanticLayer();
  const timeZone = useMemo(viewerTimeZone, []);
  const state = useImpactState(layer, timeZone);
  const day = layer.dimensions.find((d) => d.time === 'day');
  const { answer, failed, retry } = useImpactAnswer({
    siteId,
    measure: state.measure,
    change: state.change,
    days: state.days,
    today: state.today,
    timeZone,
    day,
  });
  return (
    <div className="analysis-page impact-page">
      <PageTitle />
      <ImpactControls layer={layer} state={state} />
      {failed ? (
        <WidgetFailed onRetry={retry} />
      ) : !answer || !day ? (
        <WidgetLoading size="chart" />
      ) : (
        <ImpactFigures
          measure={state.measure}
          change={state.change}
          values={answer.values}
          impact={answer.impact}
          chart={{
            result: answer.daily,
            resolved: { measures: [state.measure], dimensions: [day] },
          }}
          timeZone={timeZone}
          ranges={answer.ranges}
        />
      )}
    </div>
  );
}

function ImpactControls({
  layer,
  state,
}: {
  layer: ReturnType<typeof useSemanticLayer>;
  state: ImpactState;
}) {
  const { t } = useTranslation(['reports', 'measures']);
  const id = useId();
  return (
    <div className="trend-controls">
      <ChoiceSelect
        label={t('reports:trends.measure')}
        value={state.measure.id}
        choices={layer.measures.map((m) => ({ value: m.id, label: t(m.label) }))}
        onChange={(measure) => state.set({ measure })}
      />
      <label htmlFor={`${id}-change`}>
        {t('reports:impact.change')}
        <input
          id={`${id}-change`}
          type="date"
          value={state.change}
          max={dayDate(state.today)}
          onChange={(e) => state.set({ change: e.target.value })}
        />
      </label>
      <ChoiceSelect
        label={t('reports:impact.days')}
        value={String(state.days)}
        choices={IMPACT_WINDOWS.map((n) => ({
          value: String(n),
          label: t('reports:impact.days-option', { count: n }),
        }))}
        onChange={(days) => state.set({ days })}
      />
    </div>
  );
}

interface FiguresProps {
  measure: MeasureDeclaration;
  change: string;
  values: [number | null, number | null];
  impact: Impact;
  chart: { result: AnalysisResult; resolved: Resolved };
  timeZone: string;
  ranges: { from: string; to: string }[];
}

function ImpactFigures({ measure, change, values, impact, chart, timeZone, ranges }: FiguresProps) {
  const { t, i18n } = useTranslation(['reports', 'measures']);
  const labels = useLabels();
  const format = (v: number) => formatMeasure(v, measure.format, i18n.language);
  const name = t(measure.label);
  const sides = [t('reports:impact.before'), t('reports:impact.after')];
  const periods = useImpactPeriods(ranges);
  const changed = formatShortDate(new Date(`${change}T00:00:00Z`), i18n.language, 'UTC');
  return (
    <div className="analysis-grid">
      {values.map((value, i) => (
        <section key={sides[i]} className="analysis-widget analysis-span-6" aria-label={sides[i]}>
          <h2 className="analysis-widget-title">{periods[i]}</h2>
          <div className="analysis-number">
            <p className="analysis-number-value">{value === null ? '–' : format(value)}</p>
            {i === 1 ? (
              <ChangeBadge
                current={value}
                previous={values[0]}
                upIsGood={measure.better !== 'lower'}
                format={measure.format}
              />
            ) : null}
          </div>
        </section>
      ))}
      <section
        className="analysis-widget analysis-span-12 impact-verdict"
        aria-label={t('reports:impact.verdict-heading')}
      >
        <h2 className="analysis-widget-title">{t('reports:impact.verdict-heading')}</h2>
        <ImpactVerdict measure={measure} impact={impact} />
      </section>
      <section
        className="analysis-widget analysis-span-12"
        aria-label={t('reports:impact.daily', { measure: name, change: changed })}
      >
        <h2 className="analysis-widget-title">
          {t('reports:impact.daily', { measure: name, change: changed })}
        </h2>
        <TimeSeriesChart
          title={t('reports:impact.daily', { measure: name, change: changed })}
          data={timeSeriesData(chart.result, chart.resolved, labels, timeZone)}
        />
      </section>
    </div>
  );
}
