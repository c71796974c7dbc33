/** One page per `kind: analysis-pages` document, with the defaults filled in. */
import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type { AnalysisPage, AnalysisPagesModel } from './model';

export function collectAnalysisPages(docs: ManifestDocument[]): AnalysisPagesModel {
  return {
    pages: docs.map((doc) => {
      const page = (doc.data as { page: AnalysisPage }).page;
      return locate(
        {
          ...page,
          range: page.range ?? 'last-30-days',
          compare: page.compare ?? true,
          // A funnel names no measures: every widget has the list, empty or not.
          widgets: page.widgets.map((w) => ({ ...w, measures: w.measures ?? [] })),
        },
        { file: doc.file, pointer: '/page' },
      );
    }),
  };
}
