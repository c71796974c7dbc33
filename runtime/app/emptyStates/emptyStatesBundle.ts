/**
 * The empty-states manifest as the runtime reads it (generated/bundle/empty-states.json,
 * runtime/rules/emptyStates/types.ts), fetched by URL (manifestBundles/manifestBundle.ts) so the
 * renderer chunk does not carry it.
 */
import type { EmptyStatesBundle } from '../../rules/emptyStates/types';
import bundleUrl from '../../../generated/bundle/empty-states.json?url';
import { manifestBundle } from '../manifestBundles/manifestBundle';

const bundle = manifestBundle<EmptyStatesBundle>(bundleUrl);

export const loadEmptyStatesBundle = bundle.load;

/** The bundle; suspends until loaded (render under Suspense). */
export const useEmptyStatesBundle = bundle.use;
