/**
 * The guides manifest as the runtime reads it (generated/bundle/guides.json, runtime/rules/guides/
 * types.ts): fetched by URL like the forms bundle (forms/formsBundle.ts), so neither the first page
 * nor a guide chunk carries its ~25 KB; the built file has a content-hashed name and is cached for
 * good ("no extra request on a warm cache"); manifestBundles/manifestBundle.ts loads it.
 */
import type { Guide, GuidesBundle } from '../../../../rules/guides/types';
import guidesUrl from '../../../../../generated/bundle/guides.json?url';
import { manifestBundle } from '../../../manifestBundles/manifestBundle';

const bundle = manifestBundle<GuidesBundle>(guidesUrl);

export const loadGuidesBundle = bundle.load;

/** The bundle; suspends until it is loaded (callers render under Suspense). */
export const useGuidesBundle = bundle.use;

/** One guide of the bundle; throws for an id the manifests do not declare (a programming error). */
export function guideOf(bundle: GuidesBundle, id: string): Guide {
  const guide = bundle.guides[id];
  if (!guide) throw new Error(`No guide "${id}" in the guides bundle`);
  return guide;
}
