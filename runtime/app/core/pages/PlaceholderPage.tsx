/**
 * The page of a route whose page is not built yet: it names the page and its feature and says
 * so — never fake data.
 */
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../router/routeHandle';

export default function PlaceholderPage() {
  const route = useCurrentRoute();
  const { t } = useTranslation(['routes', 'shell']);
  if (!route) return null;
  const feature = t(`shell:features.${route.feature ?? route.name.split('.')[0]}`);
  const page = t(route.title);
  return (
    <section className="placeholder-page" data-testid="placeholder-page" data-route={route.name}>
      <h1>{page}</h1>
      <p>
        {feature === page
          ? t('shell:placeholder.not-built-page', { page })
          : t('shell:placeholder.not-built', { feature, page })}
      </p>
    </section>
  );
}
