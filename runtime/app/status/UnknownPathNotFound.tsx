/**
 * The 404 page of a path no route matches, shown by UnknownPath and by ContextRedirect (a legacy
 * path it cannot resolve). Its own module so that ContextRedirect, which UnknownPath loads
 * lazily, does not import UnknownPath back (an import cycle). The name keeps it in UnknownPath's
 * chunk (vite.config.ts leaves `UnknownPath*` out of the app chunk).
 */
import { lazy, Suspense } from 'react';
import { FullScreenFrame } from '../core/router/layouts';
import { PageLoading } from '../core/router/PageLoading';

const NotFoundPage = lazy(() => import('./StatusPages').then((m) => ({ default: m.NotFoundPage })));

export function NotFound() {
  return (
    <FullScreenFrame>
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage />
      </Suspense>
    </FullScreenFrame>
  );
}
