/**
 * The window's title names the page (issue 10 §8: it was always "Lodestar"): the current
 * route's declared title (routes.yaml `title`, a key of the routes namespace), translated, in
 * the `common:document-title` pattern; the product name alone where a route declares none.
 * Never suspends: until the translations are there, index.html's own title stays.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from './routeHandle';

export function DocumentTitle() {
  const route = useCurrentRoute();
  const { t, ready } = useTranslation(['routes', 'common'], { useSuspense: false });
  const title = !ready
    ? undefined
    : route?.title
      ? t('common:document-title', { page: t(route.title) })
      : t('common:product-name');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
