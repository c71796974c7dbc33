import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const apiKind: KindDefinition<'api'> = {
  kind: 'api',
  version: 1,
  title: 'API endpoints',
  description: 'TODO',
  schema: manifestSchema({ kind: 'api', version: 1, title: 'API endpoints', description: 'TODO', properties: {} }),
  collect: () => ({}),
};
