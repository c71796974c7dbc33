/**
 * The manifest bundle: what the runtime interprets at load time (menus, gates, flags, plans,
 * guides, empty states, app constants …), one JSON file per kind so pages load only their part.
 */
import type { Emitter, OutputFile } from '../core/types';
import type { Model } from '../core/model';
import { kindList } from '../registry';
import { jsonFile } from './files';

export const bundleEmitter: Emitter = {
  id: 'bundle',
  dependsOn: ['app', 'menus', 'access', 'catalog', 'guides', 'empty-states', 'forms', 'routes'],
  emit(model: Model) {
    const out: OutputFile[] = [];
    for (const kind of kindList) {
      if (!kind.bundle) continue;
      const part = kind.bundle(model[kind.kind] as never);
      out.push({ path: `generated/bundle/${kind.kind}.json`, content: jsonFile(part) });
    }
    return out;
  },
};
