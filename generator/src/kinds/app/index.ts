import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const appKind: KindDefinition<'app'> = {
  kind: 'app',
  version: 1,
  title: 'Application constants',
  description: 'TODO',
  schema: manifestSchema({ kind: 'app', version: 1, title: 'Application constants', description: 'TODO', properties: {} }),
  collect: () => ({}),
};
