/**
 * Daily session coverage (runtime/rules/tracking/sessionCoverage.ts; product.md#records-and-their-fields, product.md#states-and-transitions "Coverage
 * levels: 0–25 very low, 26–50 low, 51–75 medium, 76–99 high, above 99 max", product.md#validation "complete with
 * at least 7 days of data"): the levels at every boundary, the percentage, the window.
 */
import { describe, expect, it } from 'vitest';
import appBundle from '../../generated/bundle/app.json';
import {
  coverageLevel,
  coveragePercentage,
  coverageWindow,
  dailyCoverage,
  type CoverageLevels,
} from '../../runtime/rules/tracking/sessionCoverage';

const LEVELS: CoverageLevels = appBundle.constants.coverageLevels;

describe('coverageLevel at product.md#states-and-transitions boundaries (the app manifest’s levels)', () => {
  it('the manifest holds product.md#states-and-transitions’s bounds', () => {
    expect(LEVELS).toEqual({
      veryLowMaxPercent: 25,
      lowMaxPercent: 50,
      mediumMaxPercent: 75,
      highMaxPercent: 99,
    });
  });
  it.each([
    [0, 'very-low'],
    [25, 'very-low'],
    [26, 'low'],
    [50, 'low'],
    [51, 'medium'],
    [75, 'medium'],
    [76, 'high'],
    [99, 'high'],
    [100, 'max'],
  ] as const)('%i % → %s', (percent, level) => {
    expect(coverageLevel(percent, LEVELS)).toBe(level);
  });
});

describe('coveragePercentage: the share of daily sessions the daily allowance covers', () => {
  it.each([
    [2000, 0, 0], // no traffic known: nothing measured
    [2000, 1000, 100], // the allowance covers every session
    [2000, 2000, 100],
    [2000, 2001, 99], // rounded down: 99.95 is not max
    [2000, 8000, 25],
    [2000, 7693, 25], // 25.99 → 25
    [2000, 7692, 26], // 26.001 → 26
    [2000, 4000, 50],
    [2000, 3922, 50],
    [2000, 3921, 51],
    [2000, 2667, 74],
    [2000, 2666, 75],
    [2000, 2631, 76],
    [0, 10, 0],
  ])('allowance %i, %i sessions a day → %i %', (allowance, sessions, percent) => {
    expect(coveragePercentage(allowance, sessions)).toBe(percent);
  });
});

describe('dailyCoverage', () => {
  const input = { dailyAllowance: 100, levels: LEVELS, completeDays: 7 };
  it('no data: 0 days, 0 sessions, 0 %, very low, not complete', () => {
    expect(dailyCoverage({ ...input, sessionsPerDay: [] })).toEqual({
      days: 0,
      sessions: 0,
      percentage: 0,
      level: 'very-low',
      complete: false,
    });
  });
  it('averages over the days with data; complete from 7 days (product.md#validation)', () => {
    const six = dailyCoverage({ ...input, sessionsPerDay: [100, 200, 300, 400, 100, 100] });
    expect(six).toMatchObject({ days: 6, sessions: 200, percentage: 50, level: 'low' });
    expect(six.complete).toBe(false);
    const seven = dailyCoverage({ ...input, sessionsPerDay: [100, 200, 300, 400, 100, 100, 200] });
    expect(seven).toMatchObject({ days: 7, sessions: 200, complete: true });
  });
  it('rounds the average to the nearest session; empty days are not days of data', () => {
    expect(dailyCoverage({ ...input, sessionsPerDay: [1, 2, 0] })).toMatchObject({
      days: 2,
      sessions: 2, // 1.5 → 2
      percentage: 100,
      level: 'max',
    });
  });
  it('levels follow the percentage: on 100 a day, 400 is 25 % (very low), 384 is 26 % (low), 101 is 99 % (high), 100 is max', () => {
    expect(dailyCoverage({ ...input, sessionsPerDay: [400] }).level).toBe('very-low');
    expect(dailyCoverage({ ...input, sessionsPerDay: [384] })).toMatchObject({
      percentage: 26,
      level: 'low',
    });
    expect(dailyCoverage({ ...input, sessionsPerDay: [101] })).toMatchObject({
      percentage: 99,
      level: 'high',
    });
    expect(dailyCoverage({ ...input, sessionsPerDay: [100] })).toMatchObject({
      percentage: 100,
      level: 'max',
    });
  });
});

describe('coverageWindow: complete UTC days before today', () => {
  it('ends at 00:00 UTC today and starts 30 days before', () => {
    const window = coverageWindow(Date.parse('2024-03-01T13:45:00Z'), 30);
    expect(new Date(window.end).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(new Date(window.start).toISOString()).toBe('2024-01-31T00:00:00.000Z'); // over Feb 29
  });
  it('at exactly midnight, the day just finished is the last one', () => {
    const window = coverageWindow(Date.parse('2025-01-01T00:00:00Z'), 7);
    expect(new Date(window.end).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(new Date(window.start).toISOString()).toBe('2024-12-25T00:00:00.000Z');
  });
});
