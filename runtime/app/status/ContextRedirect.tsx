/**
 * A legacy path whose target needs the signed-in context (product.md#screens-and-routes: `/research` → the current
 * organization's research projects): the session (signed out → login first), then the
 * remembered site's organization, or the user's first organization.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import {
  getCurrentUserQueryOptions,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import { redirectFor } from '../../../generated/routes';
import { statusOf } from '../core/queryClient';
import { usePreferences } from '../core/preferences/PreferencesContext';
import { firstSite } from '../../rules/routes/homePath';
import { loginPath } from '../signedIn/loginPath';
import { PageLoading } from '../core/router/PageLoading';
import { NotFound } from './UnknownPathNotFound';

export default function ContextRedirect({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}) {
  const session = useQuery({ ...getCurrentUserQueryOptions(), retry: false });
  // The signed-in user's own remembered site (none until the session is known).
  const remembered = usePreferences(session.data?.user.id).lastSite;
  const userId = session.data?.user.id ?? 0;
  const organizations = useQuery({
    ...listUserOrganizationsQueryOptions({ userId }),
    enabled: Boolean(session.data) && !remembered?.organizationId,
  });
  if (statusOf(session.error) === 401)
    return <Navigate to={loginPath(pathname + search)} replace />;
  if (session.isError || organizations.isError) return <NotFound />;
  if (!session.data) return <PageLoading />;
  let context = remembered;
  if (!context?.organizationId) {
    if (!organizations.data) return <PageLoading />;
    const organization =
      organizations.data.find((o) => o.sites.length > 0) ?? organizations.data[0];
    const site = firstSite(organizations.data);
    context = {
      ...(site ? { siteId: site.id } : {}),
      ...(organization ? { organizationId: organization.id } : {}),
    };
  }
  const target = redirectFor(pathname, context);
  return target ? <Navigate to={target} replace /> : <NotFound />;
}
