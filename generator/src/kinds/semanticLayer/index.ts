import type { SemanticLayer } from '../../../../contracts/analysis';
import type { BundledKindDefinition } from '../../core/types';
import { semanticLayerBundle } from './bundle';
import { checkSemanticLayer, SEMANTIC_LAYER_READS, SEMANTIC_LAYER_RULES } from './check';
import { collectSemanticLayer } from './collect';
import type { SemanticLayerModel } from './model';
import { semanticLayerSchema } from './schema';

/** `kind: semantic-layer` — the measures and dimensions analysis pages are declared in. */
export const semanticLayerKind: BundledKindDefinition<
  'semantic-layer',
  SemanticLayerModel,
  SemanticLayer,
  (typeof SEMANTIC_LAYER_READS)[number]
> = {
  kind: 'semantic-layer',
  version: 1,
  title: 'Semantic layer',
  description:
    'The measures (sessions, page views, unique visitors, bounce rate …) and dimensions (day, device, page, referrer, UTM …) the analysis pages and their queries are written in. A measure counts rows of a source (sessions or page views) — all, distinct values of a field, a sum or an average of a number field, or the share matching a condition — and says how its value reads; a dimension groups by a field or by a period of time. The server compiles queries over them to SQL for SQLite and PostgreSQL; a new measure over the existing fields is a manifest edit.',
  schema: semanticLayerSchema,
  collect: collectSemanticLayer,
  reads: SEMANTIC_LAYER_READS,
  check: checkSemanticLayer,
  rules: SEMANTIC_LAYER_RULES,
  // The server's query engine and the analysis pages read it.
  bundle: semanticLayerBundle,
};
