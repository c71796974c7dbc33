/**
 * What each widget type draws, as one rule: the generator checks declared pages with it and
 * the server checks stored dashboards with it, so a widget a product manager may declare and
 * one a team may save are held to the same words. A funnel's steps themselves are checked by
 * funnelSteps.ts, as the funnels page's are.
 */
import type { WidgetDeclaration } from '../../../contracts/analysis';
import { FUNNEL_LIMITS } from '../../../contracts/funnels';
import { dayNumber } from './zonedTime';

/** The problem with a widget's shape (what it should have), or undefined when it fits. */
export function shapeProblem(
  w: Pick<WidgetDeclaration, 'type' | 'measures' | 'filters' | 'steps' | 'change' | 'days'>,
  by: readonly { time?: unknown }[],
): string | undefined {
  const times = by.filter((d) => d.time).length;
  if (w.type === 'funnel') {
    if (w.measures.length || by.length || w.filters?.length)
      return 'steps alone (no measures, `by` or filters)';
    const steps = w.steps?.length ?? 0;
    if (steps < FUNNEL_LIMITS.minSteps || steps > FUNNEL_LIMITS.maxSteps)
      return `${FUNNEL_LIMITS.minSteps} to ${FUNNEL_LIMITS.maxSteps} \`steps\``;
    return undefined;
  }
  if (w.steps) return 'no `steps` (only a funnel has them)';
  if (w.type === 'impact') {
    if (w.measures.length !== 1 || by.length || w.filters?.length)
      return 'one measure and no `by` or filters';
    if (!isDay(w.change)) return 'a `change` day (YYYY-MM-DD)';
    return undefined;
  }
  if (w.change !== undefined || w.days !== undefined)
    return 'no `change` or `days` (only an impact has them)';
  if (w.measures.length === 0) return 'at least one measure';
  switch (w.type) {
    case 'number':
      if (w.measures.length !== 1 || by.length) return 'one measure and no `by`';
      return undefined;
    case 'time-series':
      if (!by[0]?.time || times > 1) return 'a time dimension first in `by`';
      if (by.length === 2 && w.measures.length !== 1)
        return 'one measure when split by a second dimension';
      if (w.measures.length > 3) return 'at most three measures';
      return undefined;
    case 'bar':
      if (by.length !== 1 || times) return 'exactly one `by` dimension that is not a time';
      if (w.measures.length > 2) return 'one or two measures';
      return undefined;
    case 'table':
      if (by.length === 0) return 'at least one `by` dimension';
      return undefined;
  }
}

/** A real calendar day written YYYY-MM-DD. */
function isDay(text: string | undefined): boolean {
  return text !== undefined && !Number.isNaN(dayNumber(text));
}
