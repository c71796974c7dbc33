/**
 * What a gate is evaluated against: the signed-in user, account, organization, site and the
 * interface language (spec §3 entities, §6 roles). Every member is optional: what the runtime
 * has not loaded yet is simply absent, and gates that need it fail closed.
 */
import type { OrgAccess, TrackingState } from '../../../contracts/gates';

export interface GateContext {
  user?: { id?: string | number; isAccountAdmin?: boolean; isDemoUser?: boolean };
  /** `features`: the account feature list; flags of scope account are read from it (spec §6). */
  account?: { variant?: string; features?: string[] };
  organization?: { access?: OrgAccess };
  permissions?: string[];
  /** Flag values the runtime loaded (site and user scope); they override the feature list too. */
  flags?: Record<string, boolean>;
  /** Plan id of the current site (spec §3 Site.plan). */
  plan?: string;
  /** Analytics access is a property of the site (spec §6 "analytics access per site"). */
  site?: { analyticsAccess?: boolean; tracking?: TrackingState };
  locale?: string;
  /**
   * The session may preview personas (issue 17 §2: development, or the `preview` permission;
   * SessionInfo.preview). Read by the `/studio` route gate; a persona preview keeps it.
   */
  preview?: boolean;
  /** Experiment name → assigned variant. */
  experiments?: Record<string, string>;
}
