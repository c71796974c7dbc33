/**
 * `generated/analysisIds.ts`: the ids the semantic layer and the declared pages give, as union
 * types (`MeasureId`, `DimensionId`, `AnalysisPageId`) and lists of them. Code that passes ids
 * around is typed by these unions, so a dimension id where a measure belongs, or an unchecked
 * string from an address, does not compile. No hand-written code names one of these ids: a
 * product manager who adds or renames a measure changes this file, never a compile error.
 */
import { sortStrings } from '../../core/order';
import type { Emitter } from '../../core/types';
import { tsFile } from '../../emit/files';

export const analysisIdsEmitter: Emitter = {
  id: 'analysis-ids',
  dependsOn: ['semantic-layer', 'analysis-pages'],
  emit(model) {
    const layer = model['semantic-layer'];
    const body = renderAnalysisIds({
      measures: layer.measures.map((m) => m.id),
      dimensions: layer.dimensions.map((d) => d.id),
      pages: model['analysis-pages'].pages.map((p) => p.id),
    });
    return [{ path: 'generated/analysisIds.ts', content: tsFile(body) }];
  },
};

export function renderAnalysisIds(ids: {
  measures: string[];
  dimensions: string[];
  pages: string[];
}): string {
  return [
    ids_('MeasureId', 'measureIds', 'A measure of the semantic layer', ids.measures),
    ids_('DimensionId', 'dimensionIds', 'A dimension of the semantic layer', ids.dimensions),
    ids_('AnalysisPageId', 'analysisPageIds', 'A declared analysis page', ids.pages),
  ].join('\n\n');
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

// Sorted, once each: the file changes only when the set of ids does, not their manifest order.
function ids_(type: string, list: string, what: string, ids: string[]): string {
  const sorted = sortStrings(new Set(ids));
  const union = sorted.length ? sorted.map((id) => `\n  | ${quote(id)}`).join('') : ' never';
  const items = sorted.map((id) => `\n  ${quote(id)},`).join('');
  return `/** ${what}, by its id. */
export type ${type} =${union};

/** Every ${type}, sorted. */
export const ${list}: readonly ${type}[] = [${items}${items ? '\n' : ''}];`;
}
