/**
 * The page of a route with nothing to show yet: it names the page (and its feature) and says so
 * in the user's language — never fake data, never a raw translation key. A route the code keeps
 * as a placeholder is "not built yet"; a route declared in YAML whose page is not configured
 * (it names nothing that exists) says that.
 */
import { useTranslation } from 'react-i18next';
import { isCodePageRoute } from '../../../../contracts/codePages';
import { useCurrentRoute } from '../router/routeHandle';
import { routeTitle } from '../router/routeTitle';

export default function PlaceholderPage() {
  const route = useCurrentRoute();
  const { t, i18n } = useTranslation(['routes', 'shell', 'common']);
  if (!route) return null;
  const page = routeTitle(route, t);
  const featureKey = `shell:features.${route.feature ?? route.name.split('.')[0]}`;
  const feature = i18n.exists(featureKey) ? t(featureKey) : undefined;
  let text: string;
  if (!isCodePageRoute(route.name)) text = t('shell:placeholder.not-configured', { page });
  else if (feature && feature !== page) text = t('shell:placeholder.not-built', { feature, page });
  else text = t('shell:placeholder.not-built-page', { page });
  return (
    <section className="placeholder-page" data-testid="placeholder-page" data-route={route.name}>
      <h1>{page}</h1>
      <p>{text}</p>
    </section>
  );
}
