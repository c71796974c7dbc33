import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { Toaster } from '../toasts/Toaster';
import { DocumentTitle } from './DocumentTitle';
import { PageLoading } from './PageLoading';

/** Set on `<html>` once the app answers input (a server-rendered page shows first). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** The root route: toasts above everything, one error boundary, translations suspended here. */
export function Root() {
  // After the first commit, hydration included: for people and tools that wait for the page to
  // respond (the end-to-end tests, the cold-load benchmark), not for the app itself.
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);
  return (
    <Suspense fallback={<PageLoading />}>
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
      <Toaster />
      <DocumentTitle />
    </Suspense>
  );
}
