/**
 * The `/studio` section of declared analysis pages (manifests/analysis-pages): for each page its
 * title, the routes that draw it with their paths, and its widgets — type, measures and
 * dimensions by their translated labels, filters, width — so a product manager sees what a page
 * will draw without opening the code; with a demo site, a link opens each route there.
 *
 * Live like the rest of the studio: the pages and the semantic layer are bundles fetched by URL
 * (analysis/analysisBundles.ts) and the route table is generated code; in `npm run dev` a
 * manifest save regenerates both and the dev loop reloads the page.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeList, type RouteDefinition } from '../../../generated/routes';
import type { Site } from '../../../generated/types';
import { widthOf } from '../../rules/analysis/dashboardWidgets';
import type { DeclaredLayer, DeclaredPage, DeclaredWidget } from '../../rules/analysis/declaredIds';
import { pathOnSite, routesShowing } from '../../rules/analysis/pageRoutes';
import { useAnalysisPages, useSemanticLayer } from '../analysis/analysisBundles';
import { useDemoSite } from './useDemoSite';

/** The route of a site's dashboard: it draws the default dashboard template (DashboardPage). */
const DASHBOARD_ROUTE: RouteDefinition['name'] = 'dashboard.index';

const ANALYSIS_PAGES_NAMESPACES = ['studio', 'reports', 'measures', 'dashboards', 'routes'];

export function AnalysisPages() {
  const { t } = useTranslation(ANALYSIS_PAGES_NAMESPACES);
  const pages = useAnalysisPages();
  const layer = useSemanticLayer();
  const demo = useDemoSite();
  const headingId = useId();
  return (
    <section className="studio-pages" aria-labelledby={headingId} data-studio="analysis-pages">
      <h2 id={headingId}>{t('studio:pages.title')}</h2>
      <p className="studio-pages-intro">{t('studio:pages.intro')}</p>
      {demo ? null : <p className="studio-pages-intro">{t('studio:pages.no-demo')}</p>}
      {pages.length === 0 ? (
        <p>{t('studio:pages.none')}</p>
      ) : (
        pages.map((page) => <PageCard key={page.id} page={page} layer={layer} demo={demo} />)
      )}
    </section>
  );
}

function PageCard({
  page,
  layer,
  demo,
}: {
  page: DeclaredPage;
  layer: DeclaredLayer;
  demo: Site | undefined;
}) {
  const { t } = useTranslation(ANALYSIS_PAGES_NAMESPACES);
  const headingId = useId();
  const title = t(page.title);
  const shown = routesShowing(page, routeList, DASHBOARD_ROUTE);
  return (
    <article className="studio-page" aria-labelledby={headingId} data-analysis-page={page.id}>
      <h3 id={headingId} className="studio-page-title">
        {title} <code>{page.id}</code>
      </h3>
      {page.description ? <p className="studio-page-description">{t(page.description)}</p> : null}
      {page.template ? (
        <p className="studio-page-template">
          {t(page.template.default ? 'studio:pages.default-template' : 'studio:pages.template')}
        </p>
      ) : null}
      <h4>{t('studio:pages.shown-by')}</h4>
      {shown.length === 0 ? (
        <p>{t('studio:pages.no-route')}</p>
      ) : (
        <ul className="studio-page-routes">
          {shown.map(({ route, as }) => {
            const onDemo = demo ? pathOnSite(route.path, demo.id) : undefined;
            const routeTitle = t(route.title);
            return (
              <li key={route.name} data-route={route.name}>
                <span>{routeTitle}</span> <code>{route.path}</code>
                {as === 'default-dashboard' ? (
                  <span className="studio-page-note"> {t('studio:pages.as-dashboard')}</span>
                ) : null}
                {onDemo ? (
                  <>
                    {' '}
                    <Link to={onDemo} className="studio-page-demo">
                      {t('studio:pages.open-demo', { route: routeTitle })}
                    </Link>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <WidgetTable page={page} title={title} layer={layer} />
    </article>
  );
}

function WidgetTable({
  page,
  title,
  layer,
}: {
  page: DeclaredPage;
  title: string;
  layer: DeclaredLayer;
}) {
  const { t } = useTranslation(ANALYSIS_PAGES_NAMESPACES);
  const captionId = useId();
  const measure = (id: string) => {
    const m = layer.measures.find((x) => x.id === id);
    return m ? t(m.label) : id;
  };
  const dimension = (id: string) => {
    const d = layer.dimensions.find((x) => x.id === id);
    return d ? t(d.label) : id;
  };
  const widgetTitle = (w: DeclaredWidget) =>
    w.title ? t(w.title) : w.measures[0] ? measure(w.measures[0]) : w.id;
  const filters = (w: DeclaredWidget) =>
    (w.filters ?? []).map((f) =>
      t('reports:trends.filter-text', {
        dimension: dimension(f.dimension),
        operator: t(`reports:trends.operators.${f.operator}`),
        values: f.values.join(', '),
      }),
    );
  const list = (items: string[]) => (items.length ? items.join(', ') : '—');
  // A region of its own, focusable, so that a keyboard scrolls a table wider than a phone.
  return (
    <div className="studio-page-widgets" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{t('studio:pages.widgets', { page: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studio:pages.column.widget')}</th>
            <th scope="col">{t('studio:pages.column.type')}</th>
            <th scope="col">{t('studio:pages.column.measures')}</th>
            <th scope="col">{t('studio:pages.column.dimensions')}</th>
            <th scope="col">{t('studio:pages.column.filters')}</th>
            <th scope="col">{t('studio:pages.column.width')}</th>
          </tr>
        </thead>
        <tbody>
          {page.widgets.map((w) => (
            <tr key={w.id} data-widget={w.id}>
              <th scope="row">{widgetTitle(w)}</th>
              <td>{t(`dashboards:types.${w.type}`)}</td>
              <td>
                {w.steps ? w.steps.map((s) => s.value).join(' → ') : list(w.measures.map(measure))}
              </td>
              <td>{list((w.by ?? []).map(dimension))}</td>
              <td>{list(filters(w))}</td>
              <td>{t('studio:pages.width', { width: widthOf(w) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
