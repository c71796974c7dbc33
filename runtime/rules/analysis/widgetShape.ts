/**
 * What each widget type draws, as one rule: the generator checks declared pages with it and
 * the server checks stored dashboards with it, so a widget a product manager may declare and
 * one a team may save are held to the same words.
 */
import type { WidgetDeclaration } from '../../../contracts/analysis';

/** The problem with a widget's shape (what it should have), or undefined when it fits. */
export function shapeProblem(
  w: Pick<WidgetDeclaration, 'type' | 'measures'>,
  by: readonly { time?: unknown }[],
): string | undefined {
  const times = by.filter((d) => d.time).length;
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
