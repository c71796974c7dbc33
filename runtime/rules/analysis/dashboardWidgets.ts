/**
 * The changes a team makes to a dashboard's widget list, as pure functions: each returns the
 * new list the page saves at once. Widths stay within the grid a dashboard allows; an added
 * widget gets an id no other widget of the dashboard has.
 */
import type { WidgetDeclaration, WidgetType } from '../../../contracts/analysis';

/** Columns of the 12-column grid a widget spans when it does not say. */
export const DEFAULT_WIDTH: Record<WidgetType, number> = {
  number: 3,
  'time-series': 6,
  bar: 6,
  table: 6,
  funnel: 12,
  impact: 12,
};
/** A dashboard widget's width bounds (the server's schema says the same). */
export const MIN_WIDTH = 3;
export const MAX_WIDTH = 12;
/** Widgets one dashboard holds (the server refuses more; the request schema says the same). */
export const MAX_DASHBOARD_WIDGETS = 24;
/** Columns one "wider" or "narrower" step adds or takes. */
const WIDTH_STEP = 3;

export function widthOf(w: WidgetDeclaration): number {
  return w.width ?? DEFAULT_WIDTH[w.type];
}

/** The list with widget `index` moved one place earlier (-1) or later (+1); unchanged at an end. */
export function moveWidget<T>(widgets: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= widgets.length || to < 0 || to >= widgets.length) return [...widgets];
  const next = [...widgets];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The list with widget `index` one step wider (+1) or narrower (-1), within 3…12 columns. */
export function resizeWidget(
  widgets: readonly WidgetDeclaration[],
  index: number,
  by: -1 | 1,
): WidgetDeclaration[] {
  return widgets.map((w, i) => {
    if (i !== index) return w;
    const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widthOf(w) + by * WIDTH_STEP));
    return { ...w, width };
  });
}

export function canResize(w: WidgetDeclaration, by: -1 | 1): boolean {
  const width = widthOf(w);
  return by > 0 ? width < MAX_WIDTH : width > MIN_WIDTH;
}

export function removeWidget<T>(widgets: readonly T[], index: number): T[] {
  return widgets.filter((_, i) => i !== index);
}

/**
 * A declared widget as a dashboard keeps it: a declared page may make a widget narrower than a
 * dashboard allows (1 or 2 columns), which is widened to the dashboard's least.
 */
export function intoDashboard<W extends WidgetDeclaration>(w: W): W {
  return w.width !== undefined && w.width < MIN_WIDTH ? { ...w, width: MIN_WIDTH } : w;
}

/** The list with `added` at the end, its id made unique (`sessions`, `sessions-2`, …). */
export function appendWidget(
  widgets: readonly WidgetDeclaration[],
  added: WidgetDeclaration,
): WidgetDeclaration[] {
  const taken = new Set(widgets.map((w) => w.id));
  let id = added.id;
  for (let n = 2; taken.has(id); n++) id = `${added.id}-${n}`;
  return [...widgets, { ...intoDashboard(added), id }];
}
