/**
 * Changes some parameters of the address and keeps the others as the address holds them now.
 *
 * React Router's `setSearchParams(current => …)` hands over the parameters of the last render,
 * and a navigation runs in a transition: until the page has drawn the first change, a second
 * control's change (a range, then the comparison; a day, then the days a side) would start from
 * the address before the first and drop it. The address bar itself is updated at once, so the
 * change starts from `location.search`.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The parameters to go to, from the current ones (not changed in place). */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

export function useSearchParamsChange(): (change: SearchParamsChange) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (change) => setParams(change(new URLSearchParams(window.location.search)), { replace: true }),
    [setParams],
  );
}

/** Sets each key to its value, or removes it when the value is empty. */
export const withValues =
  (values: Record<string, string | undefined>): SearchParamsChange =>
  (current) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
