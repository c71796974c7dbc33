import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const guidesKind: KindDefinition<'guides'> = {
  kind: 'guides',
  version: 1,
  title: 'Guides',
  description: 'TODO',
  schema: manifestSchema({ kind: 'guides', version: 1, title: 'Guides', description: 'TODO', properties: {} }),
  collect: () => ({}),
};
