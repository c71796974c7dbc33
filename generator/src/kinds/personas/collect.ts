/** Merge valid `kind: personas` documents in file order (absent lists become empty). */
import { locate, pointer } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { Persona, PersonasModel } from './model';

type PersonaDocument = { personas?: (Partial<Persona> & { id: string })[] };

export function collectPersonas(docs: ManifestDocument[]): PersonasModel {
  const personas = docs.flatMap((doc) =>
    ((doc.data as PersonaDocument).personas ?? []).map((p, i) =>
      locate(
        {
          description: '',
          variant: 'default',
          permissions: [],
          accountAdmin: false,
          demoUser: false,
          flags: [],
          experiments: [],
          ...p,
        },
        { file: doc.file, pointer: pointer('personas', i) },
      ),
    ),
  );
  return { personas };
}
