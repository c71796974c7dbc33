/**
 * Every route object built from the route table carries its definition in `handle`, and the
 * route tree (router/AppRoutes.tsx) hands the deepest matched one to everything below it, so
 * layouts read the current route (mode, layout, data page, gate) with `useCurrentRoute()`.
 */
import { createContext, useContext } from 'react';
import type { RouteDefinition } from '../../../../generated/routes';

export interface RouteHandle {
  /** The route of the table this route object draws (none for layout routes). */
  route?: RouteDefinition;
  /** Starts loading this route's code (router/AppRoutes.tsx `preloadRoutes`). */
  preload?: () => Promise<unknown>;
}

export const CurrentRouteContext = createContext<RouteDefinition | undefined>(undefined);

/** The definition of the deepest matched route of the table, if any. */
export function useCurrentRoute(): RouteDefinition | undefined {
  return useContext(CurrentRouteContext);
}
