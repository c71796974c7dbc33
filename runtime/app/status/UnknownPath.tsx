/**
 * A path no route of the table matches: a legacy path redirects (product.md#screens-and-routes, `redirectFor`),
 * anything else shows the 404 page. Legacy paths that need the signed-in context
 * (`/research` → the current organization's projects) wait for the session and the user's
 * organizations; signed out, they go through the login page first.
 */
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectFor, redirects } from '../../../generated/routes';
import { matchPattern } from '../../rules/routes/paths';
import { PageLoading } from '../core/router/PageLoading';
import { NotFound } from './UnknownPathNotFound';

// Rarely needed, so not part of the entry.
const ContextRedirect = lazy(() => import('./ContextRedirect'));

export function UnknownPath() {
  const { pathname, search } = useLocation();
  const direct = redirectFor(pathname);
  if (direct) return <Navigate to={direct} replace />;
  if (redirects.some((rule) => matchPattern(rule.from, pathname)))
    return (
      <Suspense fallback={<PageLoading />}>
        <ContextRedirect pathname={pathname} search={search} />
      </Suspense>
    );
  return <NotFound />;
}
