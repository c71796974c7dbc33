/**
 * The drawing of a time series with uPlot: the only part of the analysis charts that needs a
 * library, loaded on demand (TimeSeriesChart imports this module lazily) so no page pays for it
 * before it shows a chart. The drawing is decorative for assistive technology: the summary,
 * legend and table alternative beside it carry the figures.
 *
 * The x axis counts buckets (0, 1, 2 …) rather than time: ticks then fall on bucket starts in
 * the page's time zone whatever the browser's own zone, and months of unequal length or a day
 * with a clock change still get one even step each.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAxisTick, formatMeasure } from '../../../rules/format/measureFormat';
import { COMPARE_DASH, seriesColours } from './palette';
import type { TimeSeriesData } from './types';

export interface UPlotCanvasProps {
  data: TimeSeriesData;
  locale: string;
  height: number;
}

/** Bucket steps between two x ticks uPlot may choose from: hours, days, weeks, months. */
const TICK_STEPS = [1, 2, 3, 4, 6, 7, 12, 14, 24, 28, 48, 56, 84, 168, 336, 720];
const INK_MUTED = '#5b6476';
const GRID = '#dfe3ea';

/** uPlot's options for the data: colours, dashes, axes named in the language and time zone. */
export function chartOptions(
  { data, locale, height }: UPlotCanvasProps,
  width: number,
): uPlot.Options {
  const colours = seriesColours(data.series);
  const axis = { stroke: INK_MUTED, grid: { stroke: GRID, width: 1 }, ticks: { show: false } };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // The y axis starts at zero (or below, for negative values): a bar of 800 over one of 500
    // must not look four times as tall because the axis began at 400.
    scales: {
      x: { time: false },
      y: { range: (_u, min, max) => uPlot.rangeNum(Math.min(0, min), max, 0.1, true) },
    },
    series: [
      {},
      ...data.series.map((s, i) => ({
        label: s.label,
        stroke: colours[i],
        width: 2,
        ...(s.compare ? { dash: COMPARE_DASH } : {}),
      })),
    ],
    axes: [
      {
        ...axis,
        space: 72,
        incrs: TICK_STEPS,
        values: (_u, splits) =>
          splits.map((i) => {
            const start = data.buckets[i];
            return start === undefined
              ? ''
              : formatAxisTick(start, data.granularity, locale, data.timeZone);
          }),
      },
      {
        ...axis,
        // As wide as its longest label ("8 min 20 sec" is wider than "800").
        size: (u, values) => {
          const longest = (values ?? []).reduce((a, v) => (v.length > a.length ? v : a), '');
          const font = u.axes[1]?.font;
          if (font) u.ctx.font = Array.isArray(font) ? String(font[0]) : String(font);
          return Math.ceil(24 + u.ctx.measureText(longest).width / (window.devicePixelRatio || 1));
        },
        values: (_u, splits) =>
          splits.map((v) => formatMeasure(v, data.format, locale, { compact: true })),
      },
    ],
  };
}

export default function UPlotCanvas({ data, locale, height }: UPlotCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = data.buckets.map((_, i) => i);
    const plot = new uPlot(
      chartOptions({ data, locale, height }, element.clientWidth),
      [x, ...data.series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // One drawing per data, language and height; a new data object draws anew.
  }, [data, locale, height]);
  return <div ref={box} className="analysis-chart-canvas" />;
}
