/** The declared analysis pages' part of the model. */
import type { Located } from '../../core/located';
import type { AnalysisPageDeclaration } from '../../../../contracts/analysis';

export type AnalysisPage = AnalysisPageDeclaration;

export interface AnalysisPagesModel {
  pages: Located<AnalysisPage>[];
}
