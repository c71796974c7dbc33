/**
 * The widget shape rule, one row per case: what each type accepts and the words it refuses
 * with (the generator's check and the server's dashboard check both say them).
 */
import { describe, expect, it } from 'vitest';
import type { WidgetType } from '../../contracts/analysis';
import { shapeProblem } from '../../runtime/rules/analysis/widgetShape';

const time = { time: 'day' };
const field = {};

const cases: [WidgetType, number, object[], string | undefined][] = [
  ['number', 1, [], undefined],
  ['number', 2, [], 'one measure and no `by`'],
  ['number', 1, [field], 'one measure and no `by`'],
  ['time-series', 2, [time], undefined],
  ['time-series', 1, [time, field], undefined],
  ['time-series', 1, [field], 'a time dimension first in `by`'],
  ['time-series', 1, [field, time], 'a time dimension first in `by`'],
  ['time-series', 1, [time, time], 'a time dimension first in `by`'],
  ['time-series', 2, [time, field], 'one measure when split by a second dimension'],
  ['time-series', 4, [time], 'at most three measures'],
  ['bar', 2, [field], undefined],
  ['bar', 1, [], 'exactly one `by` dimension that is not a time'],
  ['bar', 1, [time], 'exactly one `by` dimension that is not a time'],
  ['bar', 3, [field], 'one or two measures'],
  ['table', 3, [field, time], undefined],
  ['table', 1, [], 'at least one `by` dimension'],
];

const step = (value: string) => ({ match: 'exact' as const, value });
const steps = (count: number) => Array.from({ length: count }, (_, i) => step(`/s${i}`));

describe('widget shape', () => {
  it.each(cases)('a %s of %i measures by %j: %s', (type, count, by, problem) => {
    const measures = Array.from({ length: count }, (_, i) => `m${i}`);
    expect(shapeProblem({ type, measures }, by)).toBe(problem);
  });

  it('a funnel is its steps alone, as many as a funnel may have', () => {
    const funnel = (more: object, by: object[] = []) =>
      shapeProblem({ type: 'funnel', measures: [], ...more }, by);
    expect(funnel({ steps: steps(2) })).toBeUndefined();
    expect(funnel({ steps: steps(10) })).toBeUndefined();
    expect(funnel({ steps: steps(1) })).toBe('2 to 10 `steps`');
    expect(funnel({ steps: steps(11) })).toBe('2 to 10 `steps`');
    expect(funnel({})).toBe('2 to 10 `steps`');
    const alone = 'steps alone (no measures, `by` or filters)';
    expect(funnel({ steps: steps(2), measures: ['m0'] })).toBe(alone);
    expect(funnel({ steps: steps(2) }, [field])).toBe(alone);
    expect(
      funnel({ steps: steps(2), filters: [{ dimension: 'd', operator: 'is', values: ['x'] }] }),
    ).toBe(alone);
  });

  it('an impact is one measure around a real change day', () => {
    const impact = (more: object, by: object[] = []) =>
      shapeProblem({ type: 'impact', measures: ['m0'], ...more }, by);
    expect(impact({ change: '2026-11-02' })).toBeUndefined();
    expect(impact({ change: '2026-11-02', days: 28 })).toBeUndefined();
    expect(impact({})).toBe('a `change` day (YYYY-MM-DD)');
    expect(impact({ change: '2026-02-30' })).toBe('a `change` day (YYYY-MM-DD)');
    const one = 'one measure and no `by` or filters';
    expect(impact({ change: '2026-11-02', measures: ['m0', 'm1'] })).toBe(one);
    expect(impact({ change: '2026-11-02' }, [time])).toBe(one);
    expect(shapeProblem({ type: 'number', measures: ['m0'], change: '2026-11-02' }, [])).toBe(
      'no `change` or `days` (only an impact has them)',
    );
  });

  it('only a funnel has steps, and every other type a measure', () => {
    expect(shapeProblem({ type: 'bar', measures: ['m0'], steps: steps(2) }, [field])).toBe(
      'no `steps` (only a funnel has them)',
    );
    expect(shapeProblem({ type: 'table', measures: [] }, [field])).toBe('at least one measure');
  });
});
