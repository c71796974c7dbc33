/** The series of a chart with their colour and line style; the compare series' line is dashed. */
import type { ChartSeries } from './types';

export function ChartLegend({
  series,
  colours,
}: {
  series: readonly ChartSeries[];
  colours: readonly string[];
}) {
  if (series.length < 2) return null;
  return (
    <ul className="analysis-chart-legend">
      {series.map((s, i) => (
        <li key={s.id}>
          <span
            aria-hidden="true"
            className={s.compare ? 'analysis-swatch analysis-swatch-compare' : 'analysis-swatch'}
            style={{ borderColor: colours[i] }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
