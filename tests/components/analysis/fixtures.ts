/** Chart data for the analysis chart tests: small, with a gap, in a zone where days shift. */
import type { BreakdownData, TimeSeriesData } from '../../../runtime/app/analysis/charts/types';

const DAY = 86_400_000;
// Midnight in Berlin on Tuesday, November 3, 2026 (23:00 UTC the day before).
const START = Date.UTC(2026, 10, 2, 23);

export const SESSIONS: TimeSeriesData = {
  buckets: [0, 1, 2, 3].map((i) => START + i * DAY),
  granularity: 'day',
  timeZone: 'Europe/Berlin',
  format: 'count',
  series: [
    { id: 'now', label: 'Sessions', values: [842, 12_000, null, 97] },
    { id: 'before', label: 'Previous period', values: [500, 600, 700, 800], compare: true },
  ],
};

export const BOUNCE_RATE: TimeSeriesData = {
  ...SESSIONS,
  format: 'percent',
  series: [{ id: 'rate', label: 'Bounce rate', values: [0.25, 0.125, 0.5, 0.3] }],
};

export const EMPTY: TimeSeriesData = {
  ...SESSIONS,
  series: [{ id: 'none', label: 'Sessions', values: [null, null, null, null] }],
};

export const DEVICES: BreakdownData = {
  labels: ['Desktop', 'Mobile', 'Tablet'],
  format: 'count',
  series: [
    { id: 'now', label: 'This period', values: [600, 300, 100] },
    { id: 'before', label: 'Previous period', values: [400, 450, null], compare: true },
  ],
};
