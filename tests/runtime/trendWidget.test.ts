/**
 * The widgets a trend is drawn with, over every measure × split × filter of a small layer:
 * each has the shape its type draws, and the time series a trend saves passes the server's
 * check of a dashboard's widgets — the one the gallery's widgets pass.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetFilter } from '../../contracts/analysis';
import { SMALL_LAYER } from '../support/smallLayer';
import { appendWidget } from '../../runtime/rules/analysis/dashboardWidgets';
import { dimensionsOf } from '../../runtime/rules/analysis/trendAddress';
import { trendSeriesWidget, trendWidgets } from '../../runtime/rules/analysis/trendWidget';
import { shapeProblem } from '../../runtime/rules/analysis/widgetShape';
import { checkWidgets } from '../../server/src/analysis/checkWidgets';

const layer = SMALL_LAYER;

const choices = layer.measures.flatMap((m) => {
  const applying = dimensionsOf(layer, m).map((d) => d.id);
  const filters: WidgetFilter[][] = [
    [],
    applying.map((dimension) => ({ dimension, operator: 'contains' as const, values: ['a', 'b'] })),
  ];
  return ['day', 'week'].flatMap((time) =>
    [undefined, ...applying].flatMap((split) =>
      filters.map((f) => ({ measure: m.id, time, ...(split ? { split } : {}), filters: f })),
    ),
  );
});

const dimension = (id: string) => layer.dimensions.find((d) => d.id === id)!;

describe('trend widgets', () => {
  it.each(choices)('%j: every widget has its type’s shape', (choice) => {
    for (const w of trendWidgets(choice))
      expect(shapeProblem(w, (w.by ?? []).map(dimension))).toBeUndefined();
  });

  it.each(choices)('%j: the saved time series passes the dashboard check', (choice) => {
    const saved = appendWidget([], trendSeriesWidget(choice));
    expect(() => checkWidgets(saved, layer)).not.toThrow();
    expect(saved[0]).toMatchObject({
      type: 'time-series',
      measures: [choice.measure],
      by: choice.split ? [choice.time, choice.split] : [choice.time],
    });
    expect(saved[0]!.filters ?? []).toEqual(choice.filters);
  });

  it('is refused by that check when it filters by a dimension its measure lacks', () => {
    const wrong = trendSeriesWidget({
      measure: 'visits',
      time: 'day',
      filters: [{ dimension: 'page', operator: 'is', values: ['/'] }],
    });
    expect(() => checkWidgets([wrong], layer)).toThrow();
  });

  it('adds a table of every value when split', () => {
    expect(trendWidgets({ measure: 'views', time: 'day', filters: [] }).map((w) => w.type)).toEqual(
      ['time-series'],
    );
    expect(
      trendWidgets({ measure: 'views', time: 'day', split: 'page', filters: [] }).map(
        (w) => w.type,
      ),
    ).toEqual(['time-series', 'table']);
  });
});
