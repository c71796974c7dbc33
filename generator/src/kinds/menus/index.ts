import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';

export const menusKind: KindDefinition<'menus'> = {
  kind: 'menus',
  version: 1,
  title: 'Menus',
  description: 'TODO',
  schema: manifestSchema({ kind: 'menus', version: 1, title: 'Menus', description: 'TODO', properties: {} }),
  collect: () => ({}),
};
