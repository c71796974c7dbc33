/**
 * The personas manifest as the browser reads it (generated/bundle/personas.json
 * `/studio`): each persona's id and gate-context attributes, in the access manifest's words.
 * The description is English authoring text for `explain diff` and stays out of the bundle.
 * Written by the generator (generator/src/kinds/personas/bundle.ts).
 */
import type { OrgAccess, TrackingState } from '../../../contracts/gates';

export interface PersonaDefinition {
  id: string;
  variant: string;
  permissions: string[];
  /** Absent: the manifest does not say (gates on it deny in `explain`). */
  orgAccess?: OrgAccess;
  accountAdmin: boolean;
  demoUser: boolean;
  analyticsAccess?: boolean;
  plan?: string;
  /** The flags that are on. */
  flags: string[];
  /** `name=variant` assignments; an experiment not named takes its control variant. */
  experiments: string[];
  tracking?: TrackingState;
  locale?: string;
}

export interface PersonasBundle {
  personas: PersonaDefinition[];
}
