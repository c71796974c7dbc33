import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now; re-renders when that changes. A server render has no
 * viewport: it draws the wide layout, and hydration re-renders a narrow screen at once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches, notOnTheServer);
}

function notOnTheServer(): boolean {
  return false;
}
