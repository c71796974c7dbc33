/**
 * The window's title for a route (it was always "Lodestar"): the route's declared
 * title (routes.yaml `title`, a key of the routes namespace), translated, in the
 * `common:document-title` pattern; the product name alone where a route declares none. The
 * browser sets it (router/DocumentTitle.tsx) and the server writes it into the `<title>` of a
 * page it draws (ssr/renderPage.tsx), so both say the same.
 */
import type { RouteDefinition } from '../../../../generated/routes';
import { routeTitle, type TitleTranslate } from './routeTitle';

export type { TitleTranslate };

export function documentTitle(
  route: Pick<RouteDefinition, 'title'> | undefined,
  t: TitleTranslate,
): string {
  return route?.title
    ? t('common:document-title', { page: routeTitle(route, t) })
    : t('common:product-name');
}
