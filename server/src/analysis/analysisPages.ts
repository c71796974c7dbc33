/**
 * The declared analysis pages as the server reads them (manifests/analysis-pages →
 * generated/bundle/analysis-pages.json), re-read when the bundle changes: a template a product
 * manager adds can be used for a new dashboard on the next request.
 */
import type { DeclaredPage } from '../../../runtime/rules/analysis/declaredIds';
import { bundlePath, readBundleJson } from '../project/appBundle';
import { fromBundles } from '../project/bundleCache';

function readAnalysisPages(root: string): DeclaredPage[] {
  const file = bundlePath(root, 'analysis-pages');
  const { pages } = readBundleJson(file) as { pages?: DeclaredPage[] };
  if (!Array.isArray(pages)) throw new Error(`${file}: pages are missing; run \`npm run gen\``);
  return pages;
}

/** The page with that id (a request's, not yet checked) if it is a dashboard template. */
export function dashboardTemplate(root: string, id: string): DeclaredPage | undefined {
  return fromBundles(root, ['analysis-pages'], readAnalysisPages).find(
    (page) => page.id === id && page.template,
  );
}
