/**
 * Which paths are the app's pages (a leaf, shared by the page server, staticClient.ts, and the
 * signup cookies' hook, signup/trackedCookies.ts): everything but the API and the files the
 * client loads is a client route, answered with index.html; among those, the ones the app's
 * router draws a page of its own for, and the rest its 404 page.
 */
import { redirects, routeByPath } from '../../../generated/routes';
import { matchPattern, segments } from '../../../runtime/rules/routes/paths';

/** Whether a path (no query) is a client route to answer with index.html. */
export function isClientRoute(path: string): boolean {
  return !/^\/(api|locales|bundle|assets)(\/|$)/.test(path);
}

/**
 * Whether the app draws a page of its own for a client route's path, as its router decides
 * (runtime/app/core/router/buildRoutes.tsx, UnknownPath.tsx): `/` (home), a route of the table, or a
 * legacy path it redirects. Anything else is its 404 page.
 */
export function isKnownPage(path: string): boolean {
  return (
    segments(path).length === 0 ||
    routeByPath(path) !== undefined ||
    redirects.some((rule) => matchPattern(rule.from, path) !== undefined)
  );
}
