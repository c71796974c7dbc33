/**
 * The dev server's answer to a bundle only the API server reads ("a plan price
 * ≤ 1 s"): the server re-reads the rewritten file at its next use, so the open page only has to
 * ask again — every query is invalidated and the ones on screen refetch, without a reload (the
 * page keeps its state). Injected by the dev-loop plugin (devLoop.ts) under `vite` serve only.
 * The proxied API answers are `no-store` in development (devLoop.ts), so no HTTP cache answers
 * in the server's place.
 */
import { queryClient } from '../core/queryClient';
import { REFETCH_EVENT } from './devLoopState';

if (import.meta.hot) {
  import.meta.hot.on(REFETCH_EVENT, () => void queryClient.invalidateQueries());
}
