/**
 * A dashboard's widget list changes: moving within bounds, widths within 3…12 columns in steps,
 * removing, and appending with an id no other widget has.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetDeclaration } from '../../contracts/analysis';
import {
  appendWidget,
  canResize,
  intoDashboard,
  moveWidget,
  removeWidget,
  resizeWidget,
} from '../../runtime/rules/analysis/dashboardWidgets';

const w = (id: string, extra: Partial<WidgetDeclaration> = {}): WidgetDeclaration => ({
  id,
  type: 'number',
  measures: ['m'],
  ...extra,
});
const ids = (list: WidgetDeclaration[]) => list.map((x) => x.id);

describe('dashboard widgets', () => {
  const list = [w('a'), w('b'), w('c')];

  it('moves a widget one place, and not past either end', () => {
    expect(ids(moveWidget(list, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveWidget(list, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveWidget(list, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidget(list, 2, 1))).toEqual(['a', 'b', 'c']);
  });

  it('widens and narrows in steps within 3…12 columns, from the type’s default', () => {
    expect(resizeWidget(list, 0, 1)[0]!.width).toBe(6);
    expect(resizeWidget([w('a', { width: 12 })], 0, 1)[0]!.width).toBe(12);
    expect(resizeWidget([w('a', { type: 'bar', by: ['d'] })], 0, -1)[0]!.width).toBe(3);
    expect(resizeWidget([w('a', { width: 4 })], 0, -1)[0]!.width).toBe(3);
    expect(canResize(w('a'), -1)).toBe(false);
    expect(canResize(w('a', { width: 12 }), 1)).toBe(false);
    expect(canResize(w('a', { width: 6 }), -1)).toBe(true);
  });

  it('removes one widget', () => {
    expect(ids(removeWidget(list, 1))).toEqual(['a', 'c']);
  });

  it('appends a widget with an id no other widget has', () => {
    expect(ids(appendWidget(list, w('d')))).toEqual(['a', 'b', 'c', 'd']);
    const twice = appendWidget(appendWidget(list, w('a')), w('a'));
    expect(ids(twice)).toEqual(['a', 'b', 'c', 'a-2', 'a-3']);
  });

  it('widens a declared widget narrower than a dashboard allows, and keeps the others', () => {
    expect(intoDashboard(w('a', { width: 1 })).width).toBe(3);
    expect(intoDashboard(w('a', { width: 5 })).width).toBe(5);
    expect(intoDashboard(w('a')).width).toBeUndefined();
    expect(appendWidget([], w('a', { width: 2 }))[0]!.width).toBe(3);
  });
});
