/**
 * Sets the window's title to the current page's (router/documentTitle.ts). Never suspends:
 * until the translations are there, the title the HTML came with stays (index.html's, or the
 * page's own when the server drew it).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from './documentTitle';
import { useCurrentRoute } from './routeHandle';

export function DocumentTitle() {
  const route = useCurrentRoute();
  const { t, ready } = useTranslation(['routes', 'common'], { useSuspense: false });
  const title = ready ? documentTitle(route, t) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
