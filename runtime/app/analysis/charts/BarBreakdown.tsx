/**
 * A breakdown as horizontal bars in plain HTML: a table (one row per label, one column per
 * series, the share of the total for counts) whose value cells hold a bar as long as the value
 * against the largest one, and a text summary naming the largest row. One or two series (this
 * and the previous period); bars of every series share one scale so they compare.
 */
import { useTranslation } from 'react-i18next';
import { formatMeasure } from '../../../rules/format/measureFormat';
import { seriesColours } from './palette';
import { seriesFigures } from './summary';
import type { BreakdownData } from './types';
import './charts.css';

export interface BarBreakdownProps {
  /** What is measured ("Sessions by device"): the table's caption. */
  title: string;
  /** What the rows are ("Device"): the header of the label column. */
  dimension: string;
  data: BreakdownData;
}

/** Each value's bar length in percent of the largest value of any series. */
export function barWidths(data: BreakdownData): number[][] {
  const max = Math.max(0, ...data.series.flatMap((s) => s.values.map((v) => v ?? 0)));
  return data.series.map((s) => s.values.map((v) => (max > 0 && v ? (v / max) * 100 : 0)));
}

/** "Sessions by device: Desktop is the largest with 600 (60.0% of the total)." */
function useSummary(title: string, data: BreakdownData, total: number): string {
  const { t, i18n } = useTranslation('analysis');
  const { high } = data.series[0] ? seriesFigures(data.series[0]) : { high: null };
  if (!high) return t('analysis:breakdown.empty', { measure: title });
  const figures = {
    measure: title,
    label: data.labels[high.index],
    value: formatMeasure(high.value, data.format, i18n.language),
  };
  return total > 0
    ? t('analysis:breakdown.summary-share', {
        ...figures,
        share: formatMeasure(high.value / total, 'percent', i18n.language),
      })
    : t('analysis:breakdown.summary', figures);
}

export function BarBreakdown({ title, dimension, data }: BarBreakdownProps) {
  const { t, i18n } = useTranslation('analysis');
  const locale = i18n.language;
  const value = (v: number | null | undefined) =>
    v === null || v === undefined
      ? t('analysis:chart.no-data')
      : formatMeasure(v, data.format, locale);
  const main = data.series[0];
  const colours = seriesColours(data.series);
  const widths = barWidths(data);
  // Only counts add up: a share of a rate or of a duration means nothing.
  const total = (data.format === 'count' && main && seriesFigures(main).total) || 0;
  const share = (v: number | null | undefined) =>
    formatMeasure((v ?? 0) / total, 'percent', locale);
  const summary = useSummary(title, data, total);
  return (
    <figure className="analysis-breakdown">
      <table className="analysis-table analysis-bars">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dimension}</th>
            {data.series.map((s) => (
              <th scope="col" key={s.id}>
                {s.label}
              </th>
            ))}
            {total > 0 ? <th scope="col">{t('analysis:breakdown.share')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {data.series.map((s, column) => (
                <td key={s.id}>
                  <span className="analysis-bar-value">{value(s.values[row])}</span>
                  <span
                    aria-hidden="true"
                    className={s.compare ? 'analysis-bar analysis-bar-compare' : 'analysis-bar'}
                    style={{ width: `${widths[column]![row]}%`, borderColor: colours[column] }}
                  />
                </td>
              ))}
              {total > 0 ? <td>{share(main!.values[row])}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="analysis-chart-summary">{summary}</figcaption>
    </figure>
  );
}
