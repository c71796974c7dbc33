/**
 * What the drawing is told (happy-dom has no canvas to draw on): ticks named in the language
 * and the page's time zone, values on the axis in the measure's format, the previous period
 * dashed and muted, and a y axis from zero.
 */
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { COMPARE_COLOUR } from '../../../runtime/app/analysis/charts/palette';
import { chartOptions } from '../../../runtime/app/analysis/charts/UPlotCanvas';
import { BOUNCE_RATE, SESSIONS } from './fixtures';

const plot = {} as uPlot;

function axisValues(options: uPlot.Options, axis: number, splits: number[]) {
  const values = options.axes![axis]!.values as (u: uPlot, splits: number[]) => string[];
  return values(plot, splits);
}

describe('the time-series drawing options', () => {
  it('names bucket ticks in the page’s time zone and language, nothing between buckets', () => {
    const options = chartOptions({ data: SESSIONS, locale: 'de', height: 200 }, 600);
    expect(axisValues(options, 0, [0, 2, 4])).toEqual(['3. Nov.', '5. Nov.', '']);
  });

  it('writes axis values in the measure’s format, counts short', () => {
    expect(
      axisValues(chartOptions({ data: SESSIONS, locale: 'en', height: 200 }, 600), 1, [0, 12_000]),
    ).toEqual(['0', '12k']);
    expect(
      axisValues(chartOptions({ data: BOUNCE_RATE, locale: 'en', height: 200 }, 600), 1, [0.25]),
    ).toEqual(['25.0%']);
  });

  it('dashes the previous period in the muted ink and gives the others distinct colours', () => {
    const [, now, before] = chartOptions({ data: SESSIONS, locale: 'en', height: 200 }, 600).series;
    expect(before).toMatchObject({ stroke: COMPARE_COLOUR, dash: [6, 4] });
    expect(now!.dash).toBeUndefined();
    expect(now!.stroke).not.toBe(COMPARE_COLOUR);
  });

  it('starts the y axis at zero, or below it for negative values', () => {
    const options = chartOptions({ data: SESSIONS, locale: 'en', height: 200 }, 600);
    const range = options.scales!.y!.range as uPlot.Range.Function;
    expect(range(plot, 250, 1250, 'y')[0]).toBe(0);
    expect(range(plot, -40, 100, 'y')[0]).toBeLessThan(-40);
    expect(range(plot, 250, 1250, 'y')[1]).toBeGreaterThanOrEqual(1250);
  });
});
