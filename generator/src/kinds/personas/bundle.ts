/**
 * What the browser reads of the personas (generated/bundle/personas.json): the `/studio`
 * persona matrix offers every persona of the manifest. Ids and attributes only —
 * the description is English authoring text, not interface text.
 */
import type { PersonasBundle, PersonaDefinition } from '../../../../runtime/rules/personas/types';
import type { PersonasModel } from './model';

export function personasBundle(part: PersonasModel): PersonasBundle {
  return {
    personas: part.personas.map(({ description: _description, ...persona }) => {
      // The check (check.ts) holds orgAccess and tracking to the gate language's words.
      return persona as PersonaDefinition;
    }),
  };
}
