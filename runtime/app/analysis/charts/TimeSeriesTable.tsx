/** The figures of a time series as a table: one row per bucket, one column per series. */
import { useTranslation } from 'react-i18next';
import { formatBucket, formatMeasure } from '../../../rules/format/measureFormat';
import type { TimeSeriesData } from './types';

export function TimeSeriesTable({ title, data }: { title: string; data: TimeSeriesData }) {
  const { t, i18n } = useTranslation('analysis');
  const locale = i18n.language;
  return (
    <table className="analysis-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analysis:chart.period')}</th>
          {data.series.map((s) => (
            <th scope="col" key={s.id}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.buckets.map((start, row) => (
          <tr key={start}>
            <th scope="row">{formatBucket(start, data.granularity, locale, data.timeZone)}</th>
            {data.series.map((s) => {
              const value = s.values[row];
              return (
                <td key={s.id}>
                  {value === null || value === undefined
                    ? t('analysis:chart.no-data')
                    : formatMeasure(value, data.format, locale)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
