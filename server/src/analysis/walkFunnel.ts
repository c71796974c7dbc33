/**
 * A funnel's figures from its page views (in session and time order): a session enters step 1
 * with its first view matching it, and reaches each next step with a later view matching that
 * step — within the window from step 1 when there is one. One view advances one step at most,
 * so a page matching two steps in a row needs two views. Then, per step: sessions, conversion
 * from step 1 and from the step before, drop-off and the median time from the step before.
 */
import { FUNNEL_LIMITS } from '../../../contracts/funnels';
import type { FunnelResult, FunnelStepResult } from '../../../generated/types';
import type { FunnelView } from '../data/analysis/funnelViews';

interface Progress {
  /** When each reached step was reached. */
  reached: number[];
  value: string | null;
}

export function walkFunnel(
  views: FunnelView[],
  stepCount: number,
  windowMs?: number,
): Map<string, Progress> {
  const sessions = new Map<string, Progress>();
  for (const view of views) {
    const progress = sessions.get(view.session);
    if (!progress) {
      if (!view.matches[0]) continue;
      sessions.set(view.session, { reached: [view.at], value: view.value });
      continue;
    }
    const next = progress.reached.length;
    if (next >= stepCount || !view.matches[next]) continue;
    if (windowMs !== undefined && view.at - progress.reached[0]! > windowMs) continue;
    progress.reached.push(view.at);
  }
  return sessions;
}

export function stepFigures(progress: Progress[], stepCount: number): FunnelStepResult[] {
  const steps: FunnelStepResult[] = [];
  for (let k = 0; k < stepCount; k++) {
    const at = progress.filter((p) => p.reached.length > k);
    const first = steps[0]?.sessions ?? at.length;
    const previous = steps[k - 1]?.sessions;
    steps.push({
      sessions: at.length,
      fromFirst: first > 0 ? at.length / first : null,
      fromPrevious: k === 0 || !previous ? null : at.length / previous,
      dropOff: k === 0 ? 0 : (previous ?? 0) - at.length,
      medianMs: k === 0 ? null : median(at.map((p) => p.reached[k]! - p.reached[k - 1]!)),
    });
  }
  return steps;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The funnel per value, the values with most sessions at step 1 first (ties by value). */
export function breakdownGroups(
  progress: Progress[],
  stepCount: number,
): NonNullable<FunnelResult['breakdown']>['groups'] {
  const byValue = new Map<string | null, Progress[]>();
  for (const p of progress) {
    const group = byValue.get(p.value);
    if (group) group.push(p);
    else byValue.set(p.value, [p]);
  }
  return [...byValue.entries()]
    .sort((a, b) => b[1].length - a[1].length || String(a[0]).localeCompare(String(b[0])))
    .slice(0, FUNNEL_LIMITS.groups)
    .map(([value, group]) => ({ value, steps: stepFigures(group, stepCount) }));
}
