/**
 * The personas manifest as the `/studio` matrix reads it (generated/bundle/personas.json),
 * fetched by URL like the shell's menus and access bundles. Live ("updates live when
 * a manifest is saved"): in `npm run dev` a manifest save regenerates generated/bundle/ and the
 * dev loop reloads the page, which fetches every bundle again — nothing else is needed here.
 */
import type { PersonasBundle } from '../../rules/personas/types';
import bundleUrl from '../../../generated/bundle/personas.json?url';
import { manifestBundle } from '../manifestBundles/manifestBundle';

const bundle = manifestBundle<PersonasBundle>(bundleUrl);

export const loadPersonasBundle = bundle.load;

/** The bundle; suspends until loaded (render under Suspense). */
export const usePersonasBundle = bundle.use;
