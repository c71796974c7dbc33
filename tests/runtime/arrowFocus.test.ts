import { describe, expect, it } from 'vitest';
import { isArrowKey, nextStop } from '../../runtime/app/signedIn/popovers/arrowFocus';

describe('arrow keys in the open site selector', () => {
  // Stops: 0 = the search box, 1..3 = three sites.
  it.each([
    [0, 'ArrowDown', 1],
    [1, 'ArrowDown', 2],
    [3, 'ArrowDown', undefined], // no wrap past the last site
    [-1, 'ArrowDown', 0], // focus elsewhere in the panel: to the search box
    [2, 'ArrowUp', 1],
    [1, 'ArrowUp', 0], // back to the search box
    [0, 'ArrowUp', undefined],
    [3, 'Home', 1],
    [2, 'End', 3],
    [0, 'Home', undefined], // the search box keeps Home / End for its caret
    [0, 'End', undefined],
  ] as const)('from stop %i, %s → %s', (current, key, expected) => {
    expect(nextStop(current, 4, key)).toBe(expected);
  });

  it('with no site listed, the keys leave the search box alone', () => {
    expect(nextStop(0, 1, 'ArrowDown')).toBeUndefined();
  });

  it('only the four keys are taken', () => {
    expect(
      ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'ArrowLeft'].filter(isArrowKey),
    ).toEqual(['ArrowDown', 'ArrowUp', 'Home', 'End']);
  });
});
