/**
 * A persona of the personas manifest (manifests/personas.yaml, generated/bundle/personas.json)
 * as a preview persona (persona.ts): the one mapping, used by the `/studio` matrix.
 * Every part the manifest always gives (variant, permissions, flags, experiments, account admin,
 * demo user) is given, so it replaces the real session's; flags and experiments are exact sets,
 * as for `lodestar explain menu` (an experiment not named takes its control variant). Parts the
 * manifest may leave out (organization access, analytics access, plan, tracking, locale) stay
 * the real session's when absent.
 */
import type { PersonaDefinition } from '../../rules/personas/types';
import type { PreviewPersona } from './persona';

export function previewPersonaOf(persona: PersonaDefinition): PreviewPersona {
  const experiments: Record<string, string> = {};
  for (const assignment of persona.experiments) {
    const [name = '', variant] = assignment.split('=');
    // The generator checks `name=variant` against the access manifest (personas/check.ts).
    if (variant !== undefined) experiments[name] = variant;
  }
  return {
    variant: persona.variant,
    permissions: [...persona.permissions],
    accountAdmin: persona.accountAdmin,
    demoUser: persona.demoUser,
    flags: [...persona.flags],
    experiments,
    ...(persona.orgAccess !== undefined ? { orgAccess: persona.orgAccess } : {}),
    ...(persona.analyticsAccess !== undefined ? { analyticsAccess: persona.analyticsAccess } : {}),
    ...(persona.plan !== undefined ? { plan: persona.plan } : {}),
    ...(persona.tracking !== undefined ? { tracking: persona.tracking } : {}),
    ...(persona.locale !== undefined ? { locale: persona.locale } : {}),
  };
}
