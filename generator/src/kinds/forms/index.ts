import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const formsKind: KindDefinition<'forms'> = {
  kind: 'forms',
  version: 1,
  title: 'Forms',
  description: 'TODO',
  schema: manifestSchema({ kind: 'forms', version: 1, title: 'Forms', description: 'TODO', properties: {} }),
  collect: () => ({ forms: [] }),
};
