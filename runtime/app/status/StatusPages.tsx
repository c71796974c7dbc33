/**
 * The named status pages of product.md#screens-and-routes: 404, 403, no site access, item unavailable, feature
 * maintenance, permission required. Each says what happened and offers the way home. As a route
 * page it reads which one from the route (`pages.<name>`); the 403 / no-site-access / 404 shown in
 * place of another page name themselves.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../core/router/routeHandle';
import NoSiteAccessPage from './NoSiteAccess';

export function StatusPage({ name }: { name: string }) {
  const { t } = useTranslation(['routes', 'shell']);
  return (
    <section className="status-page" data-testid={`status-${name}`}>
      <h1>{t(`routes:pages.${name}`)}</h1>
      <p>{t(`shell:status.${name}`)}</p>
      <Link to="/">{t('shell:status.home')}</Link>
    </section>
  );
}

/** The page of the routes `pages.*`. */
export default function StatusRoutePage() {
  const route = useCurrentRoute();
  const name = route?.name.slice('pages.'.length) ?? 'not-found';
  return name === 'no-site-access' ? <NoSiteAccessPage /> : <StatusPage name={name} />;
}

export const NotFoundPage = () => <StatusPage name="not-found" />;
export const ForbiddenPage = () => <StatusPage name="forbidden" />;
export { default as NoSiteAccessPage } from './NoSiteAccess';
