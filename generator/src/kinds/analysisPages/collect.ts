/** One page per `kind: analysis-pages` document, with the defaults filled in. */
import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { AnalysisPage, AnalysisPagesModel } from './model';

export function collectAnalysisPages(docs: ManifestDocument[]): AnalysisPagesModel {
  return {
    pages: docs.map((doc) => {
      const page = (doc.data as { page: AnalysisPage }).page;
      return locate(
        { ...page, range: page.range ?? 'last-30-days', compare: page.compare ?? true },
        { file: doc.file, pointer: '/page' },
      );
    }),
  };
}
