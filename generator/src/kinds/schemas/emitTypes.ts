/**
 * `generated/types.ts`: one exported TypeScript type per entity, via json-schema-to-typescript.
 * All entities go in ONE compile as `$defs` of an empty root, and each reference is handed over
 * as `tsType: <Entity>`, so the library never dereferences (no `Site1` duplicates, no ref
 * parsing cost) and every type carries exactly its entity's name.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import type { Emitter } from '../../core/types';
import { tsFile } from '../../emit/files';
import { toJsonSchema } from './convert';
import { tidyDeclarations } from './tidyDeclarations';

const ROOT = 'LodestarEntities';
/** The library notes where each `$defs` entry came from; with one synthetic root that is noise. */
const REFERENCED_BY =
  /\n \*\s*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\./g;

export const typesEmitter: Emitter = {
  id: 'schemas:types',
  dependsOn: ['schemas'],
  async emit(model) {
    // Loaded on demand: `validate` never pays for the library (it pulls in prettier).
    const { compile } = await import('json-schema-to-typescript');
    const $defs: Record<string, JSONSchema> = {};
    for (const entity of model.schemas.schemas) {
      $defs[entity.name] = {
        ...refsAsTsTypes(toJsonSchema(entity.schema, (n) => n)),
        title: entity.name,
      };
    }
    const root = { title: ROOT, type: 'object', additionalProperties: false, $defs };
    const code = await compile(root as never, ROOT, {
      bannerComment: '',
      format: false,
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      strictIndexSignatures: true,
      unreachableDefinitions: true,
      declareExternallyReferenced: true,
    });
    const body = tidyDeclarations(
      code
        .replace(new RegExp(`export interface ${ROOT} \\{\\s*\\}`), '')
        .replace(REFERENCED_BY, ''),
    );
    return [{ path: 'generated/types.ts', content: tsFile(body) }];
  },
};

function refsAsTsTypes(schema: JSONSchema): JSONSchema {
  if (schema.$ref) return { tsType: schema.$ref, description: schema.description } as JSONSchema;
  const out = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, refsAsTsTypes(v)]),
    );
  }
  if (schema.items) out.items = refsAsTsTypes(schema.items);
  return out;
}
