/**
 * The guides manifest as the runtime reads it (generated/bundle/guides.json, runtime/rules/guides/
 * types.ts): fetched by URL like the forms bundle (forms/formsBundle.ts), so neither the first page
 * nor a guide chunk carries its ~25 KB; the built file has a content-hashed name and is cached for
 * good (issue 13: "no extra request on a warm cache"). One load per page life; a failed load is
 * forgotten so the next render asks again.
 */
import { use } from 'react';
import type { Guide, GuidesBundle } from '../../../../rules/guides/types';
import guidesUrl from '../../../../../generated/bundle/guides.json?url';

let loading: Promise<GuidesBundle> | undefined;

export function loadGuidesBundle(): Promise<GuidesBundle> {
  loading ??= fetch(guidesUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`Failed to load ${guidesUrl}: ${response.status}`);
      return (await response.json()) as GuidesBundle;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The bundle; suspends until it is loaded (callers render under Suspense). */
export function useGuidesBundle(): GuidesBundle {
  return use(loadGuidesBundle());
}

/** One guide of the bundle; throws for an id the manifests do not declare (a programming error). */
export function guideOf(bundle: GuidesBundle, id: string): Guide {
  const guide = bundle.guides[id];
  if (!guide) throw new Error(`No guide "${id}" in the guides bundle`);
  return guide;
}
