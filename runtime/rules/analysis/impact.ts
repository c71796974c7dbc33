/**
 * The impact of a change on a measure, stated honestly: the mean of its daily values after the
 * change against the mean before, with a 95 % interval for the difference from the days' own
 * spread (Welch's t interval: the two periods may vary differently). The interval says how
 * large a difference day-to-day variation alone could make; whether the change caused it, a
 * comparison of before and after cannot tell (the season, a campaign, another release).
 */

export type ImpactVerdict = 'increase' | 'decrease' | 'unclear' | 'too-few-days';

export interface Impact {
  before: { mean: number; days: number };
  after: { mean: number; days: number };
  difference: number;
  /** The 95 % interval of the difference of the means; null with fewer than two days a side. */
  interval: [number, number] | null;
  /** The difference relative to the mean before; null when that was zero. */
  relative: number | null;
  verdict: ImpactVerdict;
}

/** Two-sided 97.5 % quantiles of Student's t by degrees of freedom (1–30; 1.96 beyond). */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

export function tQuantile(df: number): number {
  if (!(df >= 1)) return Number.NaN;
  return df > T_975.length ? 1.96 : T_975[Math.floor(df) - 1]!;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[], m: number) =>
  xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);

/** Days without a value (an average over no rows) are left out, not counted as zero. */
export function impactOf(beforeDays: (number | null)[], afterDays: (number | null)[]): Impact {
  const b = beforeDays.filter((v): v is number => v !== null);
  const a = afterDays.filter((v): v is number => v !== null);
  const before = { mean: b.length ? mean(b) : 0, days: b.length };
  const after = { mean: a.length ? mean(a) : 0, days: a.length };
  const difference = after.mean - before.mean;
  const relative = before.mean !== 0 ? difference / before.mean : null;
  if (b.length < 2 || a.length < 2)
    return { before, after, difference, interval: null, relative, verdict: 'too-few-days' };
  const sb = variance(b, before.mean) / b.length;
  const sa = variance(a, after.mean) / a.length;
  const se = Math.sqrt(sb + sa);
  // Welch–Satterthwaite degrees of freedom; identical days on both sides leave no spread at all.
  const df =
    se === 0 ? Infinity : (sb + sa) ** 2 / (sb ** 2 / (b.length - 1) + sa ** 2 / (a.length - 1));
  const half = tQuantile(df) * se;
  const interval: [number, number] = [difference - half, difference + half];
  const verdict: ImpactVerdict =
    interval[0] > 0 ? 'increase' : interval[1] < 0 ? 'decrease' : 'unclear';
  return { before, after, difference, interval, relative, verdict };
}
