/**
 * `/`: home (product.md#states-and-transitions "Login goes to the next page or home") — the first site's overview, or
 * /no-site-access when the user has no site.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { listUserOrganizationsQueryOptions } from '../../../generated/api/client';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { FullScreenFrame } from '../core/router/layouts';
import { PageLoading } from '../core/router/PageLoading';
import { homePath } from '../../rules/routes/homePath';
import { useSignedIn } from './context';

export default function HomeRedirect() {
  const { session } = useSignedIn();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  if (organizations.data) return <Navigate to={homePath(organizations.data)} replace />;
  if (organizations.isError)
    return (
      <FullScreenFrame>
        <ErrorNotice onRetry={() => void organizations.refetch()} />
      </FullScreenFrame>
    );
  return <PageLoading />;
}
