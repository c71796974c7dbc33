/**
 * The semantic layer and the declared analysis pages as the runtime reads them
 * (generated/bundle/semantic-layer.json, analysis-pages.json), fetched by URL like the other
 * manifest bundles so that no first-page chunk carries them; the analysis routes' loaders
 * (core/pages/registry.ts) start both fetches with the page chunk.
 */
import type { AnalysisPageId, DeclaredLayer, DeclaredPage } from '../../rules/analysis/declaredIds';
import layerUrl from '../../../generated/bundle/semantic-layer.json?url';
import pagesUrl from '../../../generated/bundle/analysis-pages.json?url';
import { manifestBundle } from '../manifestBundles/manifestBundle';

// Bundles of this build: their ids are the generated unions (rules/analysis/declaredIds.ts).
const layer = manifestBundle<DeclaredLayer>(layerUrl);
const pages = manifestBundle<{ pages: DeclaredPage[] }>(pagesUrl);

export function loadAnalysisBundles(): Promise<unknown> {
  return Promise.all([layer.load(), pages.load()]);
}

/** Suspends until loaded (render under Suspense). */
export function useSemanticLayer(): DeclaredLayer {
  return layer.use();
}

/** A declared page by id, or the default dashboard template's with `{ template: 'default' }`. */
export function useAnalysisPage(
  which: { id: AnalysisPageId } | { template: 'default' },
): DeclaredPage | undefined {
  const all = pages.use().pages;
  return 'id' in which ? all.find((p) => p.id === which.id) : all.find((p) => p.template?.default);
}

/** The declared pages a dashboard can start from (those with `template`), in manifest order. */
export function useDashboardTemplates(): DeclaredPage[] {
  return pages.use().pages.filter((p) => p.template);
}

/** Every declared page, in id order (the studio lists them). */
export function useAnalysisPages(): DeclaredPage[] {
  return pages.use().pages;
}
