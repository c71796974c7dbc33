/**
 * The persona of the preview toolbar and how it overrides what the signed-in shell
 * renders. Every member is optional: absent = as the real session says. A member that is given
 * REPLACES its part of the gate context (permissions, flags, experiments are exact sets, like the
 * options of `lodestar explain menu`), so a persona set in the toolbar resolves the menus exactly
 * as `explain menu` does for the same options (tests/e2e/personaPreview.e2e.test.ts).
 *
 * Client-side only: the session and the database are untouched and the server authorizes every
 * call from the real user (tests/server/previewAuthorization.test.ts). In the preview's lazy chunk
 * with the toolbar (PreviewScope.tsx): the first page of a session without previews carries none.
 */
import type { SessionInfo } from '../../../generated/types';
import type { OrgAccess, TrackingState } from '../../../contracts/gates';
import type { GateContext } from '../../rules/gates/context';

export interface PreviewPersona {
  variant?: string;
  permissions?: string[];
  orgAccess?: OrgAccess;
  accountAdmin?: boolean;
  demoUser?: boolean;
  plan?: string;
  /** The flags that are on; every other flag takes its declared default (features empty). */
  flags?: string[];
  /** Experiment → variant; an experiment not named takes its control variant. */
  experiments?: Record<string, string>;
  tracking?: TrackingState;
  analyticsAccess?: boolean;
  /** Interface language; applied by the toolbar (i18n), read by gates through i18n.language. */
  locale?: string;
}

/** The session as the persona presents it (the menus' variant slot reads the session). */
export function previewSession(session: SessionInfo, persona: PreviewPersona): SessionInfo {
  const p = persona;
  return {
    ...session,
    user: {
      ...session.user,
      ...(p.accountAdmin !== undefined ? { isAccountAdmin: p.accountAdmin } : {}),
      ...(p.demoUser !== undefined ? { isDemoUser: p.demoUser } : {}),
    },
    account: {
      ...session.account,
      ...(p.variant !== undefined ? { variant: p.variant } : {}),
      ...(p.flags !== undefined ? { features: [...p.flags] } : {}),
    } as SessionInfo['account'],
    permissions: p.permissions ?? session.permissions,
    flags: p.flags ?? session.flags,
    experiments: p.experiments
      ? {
          assignments: Object.entries(p.experiments).map(([name, variant]) => ({ name, variant })),
        }
      : session.experiments,
  };
}

/** The gate context with the persona's parts replacing the real ones. */
export function previewGateContext(context: GateContext, persona: PreviewPersona): GateContext {
  const p = persona;
  const site = {
    ...context.site,
    ...(p.analyticsAccess !== undefined ? { analyticsAccess: p.analyticsAccess } : {}),
    ...(p.tracking !== undefined ? { tracking: p.tracking } : {}),
  };
  return {
    ...context,
    user: {
      ...context.user,
      ...(p.accountAdmin !== undefined ? { isAccountAdmin: p.accountAdmin } : {}),
      ...(p.demoUser !== undefined ? { isDemoUser: p.demoUser } : {}),
    },
    account: {
      ...context.account,
      ...(p.variant !== undefined ? { variant: p.variant } : {}),
      // As `explain menu`: the flags given are the ones on, the account feature list is empty.
      ...(p.flags !== undefined ? { features: [] } : {}),
    },
    ...(p.permissions !== undefined ? { permissions: [...p.permissions] } : {}),
    ...(p.flags !== undefined ? { flags: Object.fromEntries(p.flags.map((f) => [f, true])) } : {}),
    ...(p.experiments !== undefined ? { experiments: { ...p.experiments } } : {}),
    ...(p.orgAccess !== undefined ? { organization: { access: p.orgAccess } } : {}),
    ...(p.plan !== undefined ? { plan: p.plan } : {}),
    ...(context.site || p.analyticsAccess !== undefined || p.tracking !== undefined
      ? { site }
      : {}),
  };
}
