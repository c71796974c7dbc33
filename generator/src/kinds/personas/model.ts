/** The personas part of the model: who `lodestar explain diff` reviews a change for. */
import type { Located } from '../../core/located';

export interface Persona {
  /** Short id printed as the persona's heading, e.g. `lite`. */
  id: string;
  description: string;
  variant: string;
  permissions: string[];
  /** Organization access level; absent: unknown (gates on it deny). */
  orgAccess?: string;
  accountAdmin: boolean;
  demoUser: boolean;
  /** Whether the current site has analytics access; absent: unknown. */
  analyticsAccess?: boolean;
  plan?: string;
  flags: string[];
  /** `name=variant` assignments. */
  experiments: string[];
  tracking?: string;
  locale?: string;
}

export interface PersonasModel {
  personas: Located<Persona>[];
}
