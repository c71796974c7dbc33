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

describe('widget shape', () => {
  it.each(cases)('a %s of %i measures by %j: %s', (type, count, by, problem) => {
    const measures = Array.from({ length: count }, (_, i) => `m${i}`);
    expect(shapeProblem({ type, measures }, by)).toBe(problem);
  });
});
