/**
 * What every signed-in page and the shell read: the session, settings, the current site and the
 * gate context built from them (rules/gateContext.ts). Provided by the signed-in scope.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionInfo, Settings, Site } from '../../../generated/types';
import type { GateContext } from '../../rules/gates/context';
import type { ShellBundles } from '../../../contracts/shellBundles';

/**
 * `none`: no site in the route and none remembered; `loading`; `ready`; `unavailable`: the
 * route's site does not exist or is not the user's (403/404, or not a number); `error`: the
 * site could not be loaded (network, 5xx).
 */
export type SiteStatus = 'none' | 'loading' | 'ready' | 'unavailable' | 'error';

export interface SignedInState {
  /** Menus, access definitions and constants (fetched once per page life). */
  bundles: ShellBundles;
  session: SessionInfo;
  settings?: Settings;
  site?: Site;
  siteStatus: SiteStatus;
  /** The site comes from the route (`siteId`) rather than from memory. */
  siteFromRoute: boolean;
  gateContext: GateContext;
  retrySite(): void;
}

/**
 * What a persona preview (runtime/app/preview/PreviewScope.tsx) changes in the
 * signed-in scope, in this browser only: the session it reads, the gate context built from it,
 * the language, and the toolbar shown inside the scope.
 */
export interface ScopeOverride {
  session?: SessionInfo;
  gateContext(real: GateContext): GateContext;
  locale?: string;
  toolbar: ReactNode;
}

export const SignedInContext = createContext<SignedInState | undefined>(undefined);

export function useSignedIn(): SignedInState {
  const state = useContext(SignedInContext);
  if (!state) throw new Error('useSignedIn outside the signed-in scope');
  return state;
}
