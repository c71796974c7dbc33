/**
 * The impact rule: Welch's interval for the difference of daily means, against figures worked
 * out by hand (and R's t.test), and the verdicts it allows — an increase or a decrease only when
 * day-to-day variation cannot explain the difference.
 */
import { describe, expect, it } from 'vitest';
import { impactOf, tQuantile } from '../../runtime/rules/analysis/impact';

describe('impact of a change', () => {
  it('gives the difference of the daily means with Welch’s 95 % interval', () => {
    // t.test(c(14,16,15,17,13,15,16), c(10,12,11,13,9,11,12)): difference -4, df 12,
    // 95 % interval -5.5667 .. -2.4333 (both days vary alike: standard error 0.719).
    const r = impactOf([14, 16, 15, 17, 13, 15, 16], [10, 12, 11, 13, 9, 11, 12]);
    expect(r.difference).toBeCloseTo(-4);
    expect(r.interval![0]).toBeCloseTo(-5.5667, 3);
    expect(r.interval![1]).toBeCloseTo(-2.4333, 3);
    expect(r.relative).toBeCloseTo(-4 / 15.142857, 5);
    expect(r.verdict).toBe('decrease');
  });

  it('calls a difference within day-to-day variation unclear', () => {
    const r = impactOf([10, 30, 12, 28, 15], [20, 14, 26, 18, 25]);
    expect(r.interval![0]).toBeLessThan(0);
    expect(r.interval![1]).toBeGreaterThan(0);
    expect(r.verdict).toBe('unclear');
  });

  it('says an increase only when the whole interval is above zero', () => {
    expect(impactOf([5, 6, 5, 6], [9, 10, 9, 10]).verdict).toBe('increase');
  });

  it('leaves out days without a value and needs two days a side', () => {
    const r = impactOf([null, 4, null], [6, 7]);
    expect(r.before.days).toBe(1);
    expect(r.interval).toBeNull();
    expect(r.verdict).toBe('too-few-days');
    expect(impactOf([0, 0], [1, 2]).relative).toBeNull();
  });

  it('uses Student’s t for few days and the normal quantile beyond 30', () => {
    expect(tQuantile(1)).toBeCloseTo(12.706);
    expect(tQuantile(12.4)).toBeCloseTo(2.179);
    expect(tQuantile(200)).toBe(1.96);
  });
});
