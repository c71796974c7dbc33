/**
 * The signed-in state of one `/studio` column: the real state with a manifest
 * persona applied exactly as the preview toolbar applies one (preview/persona.ts), so the real
 * menu components under it resolve what that persona would see. Pure: tested against
 * `lodestar explain menu` (tests/runtime/studioPersonas.test.ts).
 */
import type { PersonaDefinition } from '../../rules/personas/types';
import { previewPersonaOf } from '../preview/manifestPersona';
import { previewGateContext, previewSession } from '../preview/persona';
import type { SignedInState } from '../signedIn/context';

export function personaScope(real: SignedInState, definition: PersonaDefinition): SignedInState {
  const persona = previewPersonaOf(definition);
  const gateContext = previewGateContext(real.gateContext, persona);
  return {
    ...real,
    session: previewSession(real.session, persona),
    // The toolbar applies a persona's language to the whole app (i18n); here the page keeps its
    // language and only the gates read the persona's, as `explain menu --locale` does.
    gateContext: persona.locale ? { ...gateContext, locale: persona.locale } : gateContext,
  };
}
