import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const schemasKind: KindDefinition<'schemas'> = {
  kind: 'schemas',
  version: 1,
  title: 'Entity schemas',
  description: 'TODO',
  schema: manifestSchema({ kind: 'schemas', version: 1, title: 'Entity schemas', description: 'TODO', properties: {} }),
  collect: () => ({}),
};
