/**
 * What a gate is evaluated against: the signed-in user, account, organization, site and the
 * interface language (product.md#records-and-their-fields entities, product.md#roles-and-permissions roles). Every member is optional: what the runtime
 * has not loaded yet is simply absent, and gates that need it fail closed.
 */
import type { OrgAccess, TrackingState } from '../../../contracts/gates';

export interface GateContext {
  user?: { id?: string | number; isAccountAdmin?: boolean; isDemoUser?: boolean };
  /** `features`: the account feature list; flags of scope account are read from it (product.md#roles-and-permissions). */
  account?: { variant?: string; features?: string[] };
  organization?: { access?: OrgAccess };
  permissions?: string[];
  /** Flag values the runtime loaded (site and user scope); they override the feature list too. */
  flags?: Record<string, boolean>;
  /** Plan id of the current site (product.md#records-and-their-fields Site.plan). */
  plan?: string;
  /** Analytics access is a property of the site (product.md#roles-and-permissions "analytics access per site"). */
  site?: { analyticsAccess?: boolean; tracking?: TrackingState };
  locale?: string;
  /**
   * The session may preview personas (development, or the `preview` permission;
   * SessionInfo.preview). Read by the `/studio` route gate; a persona preview keeps it.
   */
  preview?: boolean;
  /** Experiment name → assigned variant. */
  experiments?: Record<string, string>;
}
