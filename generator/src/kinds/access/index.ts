import type { KindDefinition } from '../../core/types';
import { manifestSchema } from '../shared';
import { GATE_RULES } from './checkGate';

export const accessKind: KindDefinition<'access'> = {
  kind: 'access',
  version: 1,
  title: 'Access',
  description: 'TODO',
  schema: manifestSchema({ kind: 'access', version: 1, title: 'Access', description: 'TODO', properties: {} }),
  collect: () => ({ permissions: [], variants: [], flags: [], experiments: [], predicates: [] }),
  rules: { ...GATE_RULES },
};
