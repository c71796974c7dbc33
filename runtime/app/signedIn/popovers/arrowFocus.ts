/**
 * Arrow keys in the open site selector (every selector operable by keyboard, like
 * a listbox): ArrowDown / ArrowUp move between the search box (index 0) and the sites, without
 * wrapping; Home / End jump to the first / last site. Tab still walks the same order.
 */
export type ArrowKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/**
 * The index to focus among `count` stops (the search box first) from `current` (-1 when none
 * of them has the focus); undefined to leave the focus where it is. Home and End are left to
 * the search box while it has the focus: there they move its caret.
 */
export function nextStop(current: number, count: number, key: ArrowKey): number | undefined {
  if (count <= 1) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < count - 1 ? current + 1 : undefined;
    case 'ArrowUp':
      return current > 0 ? current - 1 : undefined;
    case 'Home':
      return current > 0 ? 1 : undefined;
    case 'End':
      return current > 0 ? count - 1 : undefined;
  }
}
