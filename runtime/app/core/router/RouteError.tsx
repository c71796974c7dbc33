/**
 * The router's error element: what fails outside rendering — typically a page chunk that could
 * not be loaded (a new deployment, the network). Same treatment as a render error (§8); retrying
 * reloads the page, which fetches the chunks again.
 */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorNotice } from '../errors/ErrorBoundary';
import { reportRenderError } from '../errors/reportRenderError';
import { Toaster } from '../toasts/Toaster';

const reload = () => location.reload();

export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportRenderError(error, reload), [error]);
  return (
    <main className="layout-full-screen">
      <ErrorNotice onRetry={reload} />
      <Toaster />
    </main>
  );
}
