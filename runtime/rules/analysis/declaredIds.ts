/**
 * The semantic layer and the declared pages as this build declares them: their ids typed by the
 * generated unions (generated/analysisIds.ts), so that code passing a dimension where a measure
 * belongs, or a string nobody checked, does not compile. What comes from outside (an address, a
 * request, a stored dashboard) is a `string` until one of the guards below, or a lookup in the
 * layer, has made it an id. No code names a particular id: that is the manifests' to say.
 */
import type {
  AnalysisPageDeclaration,
  SemanticLayer,
  WidgetDeclaration,
} from '../../../contracts/analysis';
import {
  analysisPageIds,
  dimensionIds,
  measureIds,
  type AnalysisPageId,
  type DimensionId,
  type MeasureId,
} from '../../../generated/analysisIds';

export type { AnalysisPageId, DimensionId, MeasureId };

/** The layer of generated/bundle/semantic-layer.json. */
export type DeclaredLayer = SemanticLayer<MeasureId, DimensionId>;
/** A widget whose measures and dimensions are the layer's. */
export type DeclaredWidget = WidgetDeclaration<MeasureId, DimensionId>;
/** A page of generated/bundle/analysis-pages.json. */
export type DeclaredPage = AnalysisPageDeclaration<AnalysisPageId, MeasureId, DimensionId>;

const member =
  <Id extends string>(ids: readonly Id[]) =>
  (text: string): text is Id =>
    (ids as readonly string[]).includes(text);

export const isMeasureId = member(measureIds);
export const isDimensionId = member(dimensionIds);
export const isAnalysisPageId = member(analysisPageIds);
