/**
 * One widget of a declared page: a card with its heading, its filters in words under it (a
 * dashboard's saved trend is told apart by them), and what its type draws from its query
 * (widgetData.ts) — a number with its change against the previous period, a time series, a bar
 * breakdown, a table, a funnel or a before / after impact. The charts themselves (charts/) know nothing of queries.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetDeclaration } from '../../../contracts/analysis';
import { queryAnalysisQueryOptions } from '../../../generated/api/client';
import type { AnalysisResult } from '../../../generated/types';
import { widthOf } from '../../rules/analysis/dashboardWidgets';
import type { DeclaredLayer } from '../../rules/analysis/declaredIds';
import { formatMeasure } from '../../rules/format/measureFormat';
import { BarBreakdown } from './charts/BarBreakdown';
import { ChangeBadge } from './charts/ChangeBadge';
import { TimeSeriesChart } from './charts/TimeSeriesChart';
import { DataTable } from './DataTable';
import { FunnelWidget } from './FunnelWidget';
import { ImpactWidget } from './ImpactWidget';
import { useFilterText } from './useFilterText';
import { WidgetFailed, WidgetLoading } from './WidgetStates';
import {
  breakdownData,
  resolveWidget,
  timeSeriesData,
  widgetQuery,
  type Labels,
  type PageRange,
  type DeclaredResolved,
} from './widgetData';

/** A widget a page makes from its own choices may carry its heading already translated. */
export type DrawnWidget = WidgetDeclaration & { heading?: string };

interface Props {
  siteId: number;
  widget: DrawnWidget;
  /** The app's layer: what the widget resolves to carries the generated ids. */
  layer: DeclaredLayer;
  range: PageRange;
  labels: Labels;
  heading: 'h2' | 'h3';
  /** Controls drawn under the widget (a dashboard's move, resize and remove buttons). */
  footer?: ReactNode;
}

export function Widget({ siteId, widget, layer, range, labels, heading, footer }: Props) {
  const { t } = useTranslation(['reports', 'measures', 'funnels']);
  const resolved = resolveWidget(widget, layer);
  const filterText = useFilterText(layer, labels);
  const measure = resolved.measures[0];
  const funnel = widget.type === 'funnel';
  if (!measure && !funnel) return null;
  const title =
    widget.heading ??
    (widget.title
      ? t(widget.title)
      : measure
        ? labels.measure(measure)
        : t('funnels:result.heading'));
  const H = heading;
  const width = widthOf(widget);
  return (
    <section
      // A class per width, not a style attribute: the server-drawn page is under a CSP
      // that refuses inline styles.
      className={`analysis-widget analysis-widget-${widget.type} analysis-span-${width}`}
      data-widget={widget.id}
      aria-label={title}
    >
      <H className="analysis-widget-title">{title}</H>
      {widget.filters?.length ? (
        <p className="analysis-widget-filters">{widget.filters.map(filterText).join(' · ')}</p>
      ) : null}
      {widget.type === 'table' ? (
        <DataTable
          siteId={siteId}
          widget={widget}
          layer={layer}
          resolved={resolved}
          range={range}
          labels={labels}
          caption={title}
        />
      ) : funnel ? (
        <FunnelWidget siteId={siteId} widget={widget} range={range} />
      ) : widget.type === 'impact' && measure ? (
        <ImpactWidget
          siteId={siteId}
          widget={widget}
          measure={measure}
          layer={layer}
          timeZone={range.timeZone}
        />
      ) : (
        <QueriedWidget
          siteId={siteId}
          widget={widget}
          resolved={resolved}
          range={range}
          labels={labels}
          title={title}
        />
      )}
      {footer}
    </section>
  );
}

function QueriedWidget({
  siteId,
  widget,
  resolved,
  range,
  labels,
  title,
}: Omit<Props, 'layer' | 'heading'> & { resolved: DeclaredResolved; title: string }) {
  const query = useQuery(queryAnalysisQueryOptions(widgetQuery(siteId, widget, range)));
  if (query.isError) return <WidgetFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <WidgetLoading size={widget.type === 'number' ? 'number' : 'chart'} />;
  return (
    <Drawn
      widget={widget}
      result={query.data}
      resolved={resolved}
      range={range}
      labels={labels}
      title={title}
    />
  );
}

function Drawn({
  widget,
  result,
  resolved,
  range,
  labels,
  title,
}: {
  widget: WidgetDeclaration;
  result: AnalysisResult;
  resolved: DeclaredResolved;
  range: PageRange;
  labels: Labels;
  title: string;
}) {
  const { t, i18n } = useTranslation(['reports']);
  const measure = resolved.measures[0]!;
  switch (widget.type) {
    case 'number': {
      const value = result.totals[0] ?? null;
      return (
        <div className="analysis-number">
          <p className="analysis-number-value">
            {value === null ? '–' : formatMeasure(value, measure.format, i18n.language)}
          </p>
          {result.compare ? (
            <ChangeBadge
              current={value}
              previous={result.compare.totals[0] ?? null}
              upIsGood={measure.better !== 'lower'}
              format={measure.format}
            />
          ) : null}
        </div>
      );
    }
    case 'time-series':
      return (
        <TimeSeriesChart
          title={title}
          data={timeSeriesData(result, resolved, labels, range.timeZone)}
        />
      );
    case 'bar':
      return result.rows.length === 0 ? (
        <p className="analysis-empty">{t('reports:widget.no-data')}</p>
      ) : (
        <BarBreakdown
          title={title}
          dimension={t(resolved.dimensions[0]!.label)}
          data={breakdownData(result, resolved, labels)}
        />
      );
    default:
      return null;
  }
}
