/**
 * A time series: the drawing (uPlot, loaded on first use), a legend, a text summary as the
 * figure's caption and a table alternative with the same figures. Only the drawing waits for
 * the library: summary, legend and table are there at once, and stay if the drawing fails.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatMeasure } from '../../../rules/format/measureFormat';
import { ChartLegend } from './ChartLegend';
import { DrawingBoundary } from './DrawingBoundary';
import { seriesColours } from './palette';
import { seriesFigures } from './summary';
import { TableDisclosure } from './TableDisclosure';
import { TimeSeriesTable } from './TimeSeriesTable';
import type { ChartSeries, TimeSeriesData } from './types';
import './charts.css';

const loadCanvas = () => import('./UPlotCanvas');
const UPlotCanvas = lazy(loadCanvas);

/** Starts loading the chart chunk before a chart is drawn (the same request the chart waits on). */
export function preloadChart(): void {
  void loadCanvas();
}

export interface TimeSeriesChartProps {
  /** What is measured ("Sessions"): the table's caption. */
  title: string;
  data: TimeSeriesData;
  /** The drawing's height in pixels; its width follows the container. */
  height?: number;
}

/** "Sessions: 12,345 in total; highest on Tue, Nov 3 (842); lowest on … (97)." */
function useSeriesSentence(data: TimeSeriesData) {
  const { t, i18n } = useTranslation('analysis');
  const locale = i18n.language;
  const value = (v: number) => formatMeasure(v, data.format, locale);
  const at = (index: number) =>
    formatBucket(data.buckets[index]!, data.granularity, locale, data.timeZone);
  return (series: ChartSeries) => {
    const { total, high, low } = seriesFigures(series);
    if (!high || !low || total === null)
      return t('analysis:summary.empty', { series: series.label });
    const extremes = {
      series: series.label,
      high: value(high.value),
      highAt: at(high.index),
      low: value(low.value),
      lowAt: at(low.index),
    };
    // Only counts of rows add up over buckets; distinct visitors, a rate or a duration have no
    // meaningful total. The
    // previous period's values happened one period before the buckets: no dates for them.
    const kind = series.compare ? 'compare-' : '';
    return (series.additive ?? data.format === 'count')
      ? t(`analysis:summary.${kind}total`, { ...extremes, sum: value(total) })
      : t(`analysis:summary.${kind}range`, extremes);
  };
}

export function TimeSeriesChart({ title, data, height = 240 }: TimeSeriesChartProps) {
  const { t, i18n } = useTranslation('analysis');
  const sentence = useSeriesSentence(data);
  const colours = seriesColours(data.series);
  return (
    <figure className="analysis-chart">
      <ChartLegend series={data.series} colours={colours} />
      <DrawingBoundary
        fallback={<p className="analysis-chart-failed">{t('analysis:chart.unavailable')}</p>}
      >
        <div className="analysis-chart-drawing" style={{ height }} aria-hidden="true">
          <Suspense fallback={null}>
            <UPlotCanvas data={data} locale={i18n.language} height={height} />
          </Suspense>
        </div>
      </DrawingBoundary>
      <figcaption className="analysis-chart-summary">
        {data.series.map(sentence).join(' ')}
      </figcaption>
      <TableDisclosure>
        <TimeSeriesTable title={title} data={data} />
      </TableDisclosure>
    </figure>
  );
}
