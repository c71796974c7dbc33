/** The semantic layer's part of the model: the measures and dimensions queries are written in. */
import type { Located } from '../../core/located';
import type { DimensionDeclaration, MeasureDeclaration } from '../../../../contracts/analysis';

export type Measure = MeasureDeclaration;
export type Dimension = DimensionDeclaration;

export interface SemanticLayerModel {
  measures: Located<Measure>[];
  dimensions: Located<Dimension>[];
}
