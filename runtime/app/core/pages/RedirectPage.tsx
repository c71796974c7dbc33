/**
 * The page of a route declared with `shows: { redirect: <route> }`: it sends the browser on to
 * that route with the same path parameters. A target needing a parameter this path lacks opens
 * the placeholder instead of a broken address.
 */
import { Navigate, useParams } from 'react-router';
import { routes } from '../../../../generated/routes';
import { buildPath } from '../../../rules/routes/paths';
import { useCurrentRoute } from '../router/routeHandle';
import PlaceholderPage from './PlaceholderPage';

export default function RedirectPage() {
  const route = useCurrentRoute();
  const params = useParams();
  const target = route?.shows && 'redirect' in route.shows ? route.shows.redirect : undefined;
  const path = target ? (routes as Record<string, { path: string }>)[target]?.path : undefined;
  if (!path) return <PlaceholderPage />;
  try {
    return <Navigate replace to={buildPath(path, params as Record<string, string>)} />;
  } catch {
    return <PlaceholderPage />;
  }
}
