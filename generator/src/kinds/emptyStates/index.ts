import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const emptyStatesKind: KindDefinition<'empty-states'> = {
  kind: 'empty-states',
  version: 1,
  title: 'Empty states',
  description: 'TODO',
  schema: manifestSchema({ kind: 'empty-states', version: 1, title: 'Empty states', description: 'TODO', properties: {} }),
  collect: () => ({}),
};
