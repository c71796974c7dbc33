/**
 * A table widget: dimensions then measures as columns, sorted by the server (a header is a
 * button; `aria-sort` says the order), a page of `limit` rows with previous / next and the
 * position ("11–20 of 42"). Every page is its own query, so a table of thousands of pages
 * never travels whole. A row whose values can be filtered by links to their trend
 * (trendAddress.ts rowTrend: the first measure, the row's values, the range kept).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SemanticLayer, WidgetDeclaration } from '../../../contracts/analysis';
import { queryAnalysisQueryOptions } from '../../../generated/api/client';
import { rowTrend, trendsPath } from '../../rules/analysis/trendAddress';
import { formatMeasure } from '../../rules/format/measureFormat';
import { WidgetFailed, WidgetLoading } from './WidgetStates';
import type { DimensionId, MeasureId } from '../../rules/analysis/declaredIds';
import type { DeclaredResolved, Labels, PageRange } from './widgetData';
import { TABLE_PAGE, tableQuery } from './widgetData';

interface Props {
  siteId: number;
  widget: WidgetDeclaration;
  layer: SemanticLayer;
  resolved: DeclaredResolved;
  range: PageRange;
  labels: Labels;
  caption: string;
}

export function DataTable({ siteId, widget, layer, resolved, range, labels, caption }: Props) {
  const { t, i18n } = useTranslation('reports');
  const size = widget.limit ?? TABLE_PAGE;
  const [offset, setOffset] = useState(0);
  // The server sorts by any measure or dimension of the query: a column's id, never free text.
  // The first page is the one the route asked for ahead (widgetData.ts firstTableView).
  const [sort, setSort] = useState<{ id: MeasureId | DimensionId; descending: boolean }>({
    id: resolved.measures[0]!.id,
    descending: true,
  });
  const query = useQuery({
    ...queryAnalysisQueryOptions(tableQuery(siteId, widget, range, { offset, sort })),
    placeholderData: (previous) => previous,
  });
  if (query.isError) return <WidgetFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <WidgetLoading size="table" />;
  const result = query.data;
  if (result.total === 0) return <p className="analysis-empty">{t('reports:widget.no-data')}</p>;
  const sortBy = (id: MeasureId | DimensionId) => {
    setSort((s) => ({ id, descending: s.id === id ? !s.descending : true }));
    setOffset(0);
  };
  const header = (id: MeasureId | DimensionId, label: string, numeric: boolean) => (
    <th
      key={id}
      scope="col"
      className={numeric ? 'numeric' : undefined}
      aria-sort={sort.id === id ? (sort.descending ? 'descending' : 'ascending') : undefined}
    >
      <button type="button" className="analysis-sort" onClick={() => sortBy(id)}>
        {label}
        <span aria-hidden="true">{sort.id === id ? (sort.descending ? ' ↓' : ' ↑') : ''}</span>
      </button>
    </th>
  );
  const last = Math.min(offset + result.rows.length, result.total);
  return (
    <div className="analysis-table-wrap">
      <table className="analysis-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {resolved.dimensions.map((d) => header(d.id, t(d.label), false))}
            {resolved.measures.map((m) => header(m.id, labels.measure(m), true))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => {
            const names = resolved.dimensions.map((d, i) => labels.value(d, row.key[i] ?? null));
            const trend = rowTrend(layer, widget, resolved.dimensions, row.key);
            return (
              <tr key={JSON.stringify(row.key)}>
                {resolved.dimensions.map((d, i) => (
                  <td key={d.id} title={row.key[i] ?? undefined}>
                    {trend && i === 0 ? (
                      <Link
                        to={trendsPath(siteId, trend, range.preset)}
                        aria-label={t('reports:table.trend-link', {
                          value: names.join(', '),
                          measure: labels.measure(resolved.measures[0]!),
                        })}
                      >
                        {names[i]}
                      </Link>
                    ) : (
                      names[i]
                    )}
                  </td>
                ))}
                {resolved.measures.map((m, i) => (
                  <td key={m.id} className="numeric">
                    {row.values[i] == null
                      ? '–'
                      : formatMeasure(row.values[i]!, m.format, i18n.language)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {result.total > size ? (
        <nav className="analysis-pager" aria-label={t('reports:table.pages', { caption })}>
          <button
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - size))}
          >
            {t('reports:table.previous')}
          </button>
          <span aria-live="polite">
            {t('reports:table.position', { first: offset + 1, last, total: result.total })}
          </span>
          <button
            type="button"
            disabled={last >= result.total}
            onClick={() => setOffset(offset + size)}
          >
            {t('reports:table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
