/** The pages the runtime draws (`generated/bundle/analysis-pages.json`), by id. */
import { sortBy } from '../../core/order';
import type { AnalysisPageDeclaration } from '../../../../contracts/analysis';
import type { AnalysisPagesModel } from './model';

export function analysisPagesBundle(part: AnalysisPagesModel): {
  pages: AnalysisPageDeclaration[];
} {
  return { pages: sortBy(part.pages, (p) => p.id).map((p) => ({ ...p })) };
}
