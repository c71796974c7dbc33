/**
 * The two layouts without the shell (routes.yaml `layout`): bare (the login page) and
 * full-screen (status pages, checkout …). The shell layout lives in signedIn/shell/ShellLayout.tsx.
 */
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { PageLoading } from './PageLoading';

export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <main className="layout-bare">
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ErrorBoundary>
    </main>
  );
}

export function FullScreenFrame({ children }: { children: ReactNode }) {
  return (
    <main className="layout-full-screen">
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ErrorBoundary>
    </main>
  );
}

export function BareLayout() {
  return (
    <BareFrame>
      <Outlet />
    </BareFrame>
  );
}

export function FullScreenLayout() {
  return (
    <FullScreenFrame>
      <Outlet />
    </FullScreenFrame>
  );
}
