/**
 * The answer of an impact comparison — a measure on the `days` before its change day and the
 * days from it (never past today) — for the impact page and a declared impact widget alike: the
 * value of each period, the daily values around the change, and the difference of the daily
 * means with its interval (runtime/rules/analysis/impact.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { DimensionDeclaration, MeasureDeclaration } from '../../../contracts/analysis';
import { queryAnalysisQueryOptions } from '../../../generated/api/client';
import type { AnalysisResult } from '../../../generated/types';
import { impactOf, type Impact } from '../../rules/analysis/impact';
import { dayDate, dayNumber } from '../../rules/analysis/zonedTime';

export interface ImpactQuestion {
  siteId: number;
  measure: MeasureDeclaration;
  /** The day the change went live, YYYY-MM-DD. */
  change: string;
  days: number;
  /** Today's day number in the viewer's zone. */
  today: number;
  timeZone: string;
  /** The layer's day dimension: the daily values are grouped by it. */
  day: DimensionDeclaration | undefined;
}

export interface ImpactAnswer {
  values: [number | null, number | null];
  impact: Impact;
  daily: AnalysisResult;
  ranges: { from: string; to: string }[];
}

export function useImpactAnswer(q: ImpactQuestion): {
  answer?: ImpactAnswer;
  failed: boolean;
  retry(): void;
} {
  const change = dayNumber(q.change);
  const before = { from: dayDate(change - q.days), to: dayDate(change - 1) };
  const after = { from: q.change, to: dayDate(Math.min(change + q.days - 1, q.today)) };
  const base = { siteId: q.siteId, measures: q.measure.id, timeZone: q.timeZone };
  const daily = useQuery(
    queryAnalysisQueryOptions({ ...base, by: q.day?.id, from: before.from, to: after.to }),
  );
  const periods = [
    useQuery(queryAnalysisQueryOptions({ ...base, ...before })),
    useQuery(queryAnalysisQueryOptions({ ...base, ...after })),
  ];
  const all = [daily, ...periods];
  const retry = () => all.forEach((query) => void query.refetch());
  if (all.some((query) => query.isError)) return { failed: true, retry };
  if (!daily.data || !q.day || periods.some((p) => !p.data)) return { failed: false, retry };
  const rows = daily.data.rows;
  return {
    failed: false,
    retry,
    answer: {
      values: [periods[0]!.data!.totals[0] ?? null, periods[1]!.data!.totals[0] ?? null],
      impact: impactOf(
        rows.filter((r) => r.key[0]! < q.change).map((r) => r.values[0] ?? null),
        rows.filter((r) => r.key[0]! >= q.change).map((r) => r.values[0] ?? null),
      ),
      daily: daily.data,
      ranges: [before, after],
    },
  };
}
