/**
 * The trends address, on a small layer of its own: what the explorer writes it reads back, a
 * link to a trend names the measure, filters and range, anything unknown falls back; and which
 * table rows open a trend (not a period, not a row without a value, not a dimension the
 * measure's source lacks) with which filters.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetFilter } from '../../contracts/analysis';
import { SMALL_LAYER } from '../support/smallLayer';
import {
  readTrendView,
  rowTrend,
  trendsPath,
  withTrendChoice,
} from '../../runtime/rules/analysis/trendAddress';

const layer = SMALL_LAYER;
const byId = (id: string) => layer.dimensions.find((d) => d.id === id)!;
const mobile: WidgetFilter = { dimension: 'device', operator: 'is', values: ['mobile'] };

describe('the trends address', () => {
  it('reads back what a choice writes', () => {
    const params = withTrendChoice(new URLSearchParams('range=last-7-days'), {
      measure: 'views',
      period: 'hour',
      split: 'page',
      filters: [mobile],
    });
    const view = readTrendView(params, layer);
    expect(view.measure.id).toBe('views');
    expect(view.period).toBe('hour');
    expect(view.split?.id).toBe('page');
    expect(view.filters).toEqual([mobile]);
    expect(params.get('range')).toBe('last-7-days');
  });

  it('drops a key whose value is emptied', () => {
    const params = withTrendChoice(new URLSearchParams('split=page&filters=x'), {
      split: '',
      filters: [],
    });
    expect(params.has('split')).toBe(false);
    expect(params.has('filters')).toBe(false);
  });

  it('falls back on what the layer does not know', () => {
    const view = readTrendView(
      new URLSearchParams({
        measure: 'gone',
        period: 'year',
        split: 'page',
        filters: JSON.stringify([{ dimension: 'page', operator: 'is', values: ['/'] }, mobile]),
      }),
      layer,
    );
    expect(view.measure.id).toBe('visits');
    expect(view.period).toBe('day');
    // Sessions have no page: neither split nor filtered by it.
    expect(view.split).toBeUndefined();
    expect(view.filters).toEqual([mobile]);
    expect(readTrendView(new URLSearchParams({ filters: '{not json' }), layer).filters).toEqual([]);
  });

  it('links to a trend with its measure, its filters and the range', () => {
    const link = trendsPath(7, { measure: 'views', filters: [mobile] }, 'last-90-days');
    const url = new URL(link, 'https://app.example');
    expect(url.pathname).toMatch(/\/sites\/7\//);
    const view = readTrendView(url.searchParams, layer);
    expect(view.measure.id).toBe('views');
    expect(view.filters).toEqual([mobile]);
    expect(url.searchParams.get('range')).toBe('last-90-days');
    expect(new URL(trendsPath(7, { measure: 'views' }), 'https://a.example').search).toBe(
      '?measure=views',
    );
  });
});

describe('the trend a table row opens', () => {
  const views = { measures: ['views', 'visits'] };

  it('is the first measure filtered to the row’s values', () => {
    expect(rowTrend(layer, views, [byId('page')], ['https://shop.example/a'])).toEqual({
      measure: 'views',
      filters: [{ dimension: 'page', operator: 'is', values: ['https://shop.example/a'] }],
    });
    expect(
      rowTrend(
        layer,
        { ...views, filters: [mobile] },
        [byId('page'), byId('device')],
        ['/a', 'tablet'],
      )?.filters,
    ).toEqual([
      mobile,
      { dimension: 'page', operator: 'is', values: ['/a'] },
      { dimension: 'device', operator: 'is', values: ['tablet'] },
    ]);
  });

  it('is none for a period, a row without a value, or a dimension the measure lacks', () => {
    expect(rowTrend(layer, views, [byId('day')], ['2026-01-01'])).toBeUndefined();
    expect(
      rowTrend(layer, views, [byId('page'), byId('day')], ['/a', '2026-01-01']),
    ).toBeUndefined();
    expect(rowTrend(layer, views, [byId('device')], [null])).toBeUndefined();
    expect(rowTrend(layer, views, [byId('device')], [''])).toBeUndefined();
    expect(rowTrend(layer, { measures: ['visits'] }, [byId('page')], ['/a'])).toBeUndefined();
    expect(rowTrend(layer, views, [byId('page')], ['/'.repeat(513)])).toBeUndefined();
    expect(rowTrend(layer, views, [], [])).toBeUndefined();
  });

  it('is none when the filters would pass a query’s bound', () => {
    const many = Array.from({ length: 10 }, () => mobile);
    expect(rowTrend(layer, { ...views, filters: many }, [byId('page')], ['/a'])).toBeUndefined();
  });
});
