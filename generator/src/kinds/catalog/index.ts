import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const catalogKind: KindDefinition<'catalog'> = {
  kind: 'catalog',
  version: 1,
  title: 'Product catalog',
  description: 'TODO',
  schema: manifestSchema({ kind: 'catalog', version: 1, title: 'Product catalog', description: 'TODO', properties: {} }),
  collect: () => ({ plans: [] }),
};
