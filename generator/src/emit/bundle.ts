/**
 * The manifest bundle: what the runtime interprets at load time (menus, gates, flags, plans,
 * guides, empty states, app constants …), one JSON file per kind that has a `bundle`, so pages
 * load only their part. The kinds come from the registry (which imports this file, not the
 * other way round).
 */
import type { Emitter, KindDefinition, OutputFile } from '../core/types';
import { jsonFile } from './files';

export function bundleEmitter(kinds: readonly KindDefinition[]): Emitter {
  return {
    id: 'bundle',
    dependsOn: kinds.filter((k) => k.bundle).map((k) => k.kind),
    emit(model) {
      return kinds.flatMap((kind): OutputFile[] =>
        kind.bundle
          ? [
              {
                path: `generated/bundle/${kind.kind}.json`,
                content: jsonFile(kind.bundle(model[kind.kind])),
              },
            ]
          : [],
      );
    },
  };
}
