/**
 * Every route object built from the route table carries its definition in `handle`, so layouts
 * read the current route (mode, layout, data page, gate) from `useMatches()`.
 */
import { useMatches } from 'react-router';
import type { RouteDefinition } from '../../../../generated/routes';

export interface RouteHandle {
  route: RouteDefinition;
}

/** The definition of the deepest matched route of the table, if any. */
export function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
