import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { Toaster } from '../toasts/Toaster';
import { PageLoading } from './PageLoading';

/** The root route: toasts above everything, one error boundary, translations suspended here. */
export function Root() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
      <Toaster />
    </Suspense>
  );
}
