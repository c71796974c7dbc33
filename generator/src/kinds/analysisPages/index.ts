import type { AnalysisPageDeclaration } from '../../../../contracts/analysis';
import type { BundledKindDefinition } from '../../core/types';
import { analysisPagesBundle } from './bundle';
import { ANALYSIS_PAGES_READS, ANALYSIS_PAGES_RULES, checkAnalysisPages } from './check';
import { collectAnalysisPages } from './collect';
import { analysisIdsEmitter } from './emitAnalysisIds';
import type { AnalysisPagesModel } from './model';
import { analysisPagesSchema } from './schema';

/** `kind: analysis-pages` — pages of charts over the captured data, declared without code. */
export const analysisPagesKind: BundledKindDefinition<
  'analysis-pages',
  AnalysisPagesModel,
  { pages: AnalysisPageDeclaration[] },
  (typeof ANALYSIS_PAGES_READS)[number]
> = {
  kind: 'analysis-pages',
  version: 1,
  title: 'Analysis pages',
  description:
    'Pages of widgets over the captured data, one file per page under manifests/analysis-pages/: a title, the date range the page opens with, and widgets — a number with its change, a time series, a bar breakdown, a sortable table — each a query of the semantic layer. A route shows one with `shows: { analysis: <id> }`; a page marked `template` is offered as a dashboard template, and the `default` one is what a site’s dashboard shows.',
  schema: analysisPagesSchema,
  collect: collectAnalysisPages,
  reads: ANALYSIS_PAGES_READS,
  check: checkAnalysisPages,
  rules: ANALYSIS_PAGES_RULES,
  bundle: analysisPagesBundle,
  // Union types of the measure, dimension and page ids (generated/analysisIds.ts).
  emitters: [analysisIdsEmitter],
};
