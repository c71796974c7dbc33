import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const routesKind: KindDefinition<'routes'> = {
  kind: 'routes',
  version: 1,
  title: 'Routes',
  description: 'TODO',
  schema: manifestSchema({ kind: 'routes', version: 1, title: 'Routes', description: 'TODO', properties: {} }),
  collect: () => ({ routes: [], redirects: [] }),
};
